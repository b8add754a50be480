import { z } from "./zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, STATUS_OPTIONS } from "./constants";
import { messages } from "./messages";
// Defined without zod for the browser (contract/constants.ts).
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, STATUS_OPTIONS };

/** The largest id PostgreSQL's `integer` holds: a larger one names no row. */
export const MAX_DB_ID = 2_147_483_647;

// Half of a UTF-16 pair on its own: JSON can spell one ("\ud800"), UTF-8 cannot hold it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Refuses NUL (PostgreSQL text cannot hold it, as DRF's ProhibitNullCharactersValidator) and mends lone surrogates. */
const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .overwrite((value) => value.replace(LONE_SURROGATE, "\uFFFD"))
    .refine((value) => !value.includes("\u0000"), messages.nullCharacter);

/**
 * Every text input starts here: PostgreSQL text cannot hold NUL, so it is refused as DRF's
 * ProhibitNullCharactersValidator does, rather than failing in the database. A lone surrogate
 * becomes U+FFFD, as UTF-8 encoding makes it in a text column; a jsonb value refuses it. A line
 * break is one LF: a form sends a textarea's as CRLF, and its maxlength counted it as one. Text is
 * stored composed (NFC): "Café" typed is found and counted the same whichever way it was sent,
 * and a decomposed copy of a unique title is a duplicate.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  storableString(params).overwrite((value) => value.replace(/\r\n?/g, "\n").normalize("NFC"));

/** A password as typed, byte for byte: normalised, one hashed as it was sent would no longer match. */
const secretText = storableString;

/**
 * An id sent as a number or as decimal digits (a multipart form's text): at most MAX_DB_ID, so a
 * huge one is invalid, not a database error. Not `true`, `[36]` or "0x24", which a coercion takes.
 */
export const dbId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,20}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message),
  );

/** YYYY-MM-DD of a year PostgreSQL's `date` holds: from 0001 (there is no year 0). */
export const isoDate = (formatMessage: string | ((issue: { input?: unknown }) => string)) =>
  z.iso.date({ error: formatMessage }).refine((value) => !value.startsWith("0000-"), "Enter a year from 0001 on.");

/** A superRefine of a list: the same key twice is refused on the later item's `field`. */
export function noRepeats<T>(keyOf: (item: T) => unknown, message: string, field?: string) {
  return (items: readonly T[], ctx: z.core.$RefinementCtx<readonly T[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (key === undefined || key === null) return;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: field === undefined ? [index] : [index, field], message });
      seen.add(key);
    });
  };
}

/** DRF list query: `page` (1-based), `page_size`, `search`, `ordering` (`-field` descending). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_DB_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: text().trim().max(200).optional(),
  ordering: text().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * The result window of every list (Elasticsearch's max_result_window): a list answers at most
 * the first MAX_RESULT_WINDOW rows of its search and ordering. `count` is exact up to it; when
 * more rows match, `count` is MAX_RESULT_WINDOW and `count_capped` is true, `next` is null on
 * the last page inside the window and a page past it answers 404 "Invalid page." (decision 012).
 */
export const MAX_RESULT_WINDOW = 1000;

const countCappedField = z
  .boolean()
  .optional()
  .meta({
    description:
      `True when more rows match than the result window holds (${MAX_RESULT_WINDOW}): count is then the window's size, ` +
      "not the number of matches, and only the window's pages can be asked for. Absent or false: count is exact. " +
      "Optional, so that a DRF backend without a window still fits the contract.",
  });

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: `Rows matching the query, exact up to ${MAX_RESULT_WINDOW}; see count_capped.` }),
    count_capped: countCappedField,
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
/** A page of a list; `count_capped` only from a backend with a result window (see MAX_RESULT_WINDOW). */
export type Paged<T> = { count: number; count_capped?: boolean; next: string | null; previous: string | null; results: T[] };

/** `{detail}` answers: 401, 403, 404, 429 and some 400s. */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/**
 * DRF validation errors, nested as DRF nests them: `{field: [messages]}`; a nested object's as an
 * object (`{"company": {"name": [...]}}`); a list of objects as a list with `{}` for its valid
 * items (`{"branches": [{}, {"city": [...]}]}`); a list of values as ListField does, by index
 * (`{"tags": {"1": [...]}}`). `non_field_errors` at any level holds what belongs to no one field.
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors | FieldErrors[] };
export const fieldErrorsSchema: z.ZodType<FieldErrors> = z
  .lazy(() => z.record(z.string(), z.union([z.array(z.string()), fieldErrorsSchema, z.array(fieldErrorsSchema)])))
  // The id makes it one recursive OpenAPI component (contract/openapi.ts).
  .meta({
    id: "FieldErrors",
    description:
      "DRF validation errors: `{field: [messages]}`; nested objects as objects, lists of objects as lists with `{}` for valid items, " +
      "lists of values by index (`{\"tags\": {\"1\": [messages]}}`); `non_field_errors` at any level.",
  });

export const idParam = z.coerce.number().int().positive().max(MAX_DB_ID);

// Reusable field rules (spec §5).
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;

export const requiredString = (max?: number) => {
  let s = text({ error: messages.required }).trim().min(1, messages.required);
  if (max !== undefined) s = s.max(max, messages.maxChars(max));
  return s;
};
export const passwordField = () =>
  secretText({ error: messages.required })
    .min(1, messages.required)
    .regex(PASSWORD_PATTERN, messages.passwordRule);
/** The new password typed again: compared with new_password1 as typed (withMatchingPasswords). */
export const passwordConfirmationField = () => secretText({ error: messages.required }).min(1, messages.required);
export const emailField = () =>
  text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .pipe(z.email(messages.email));

/** new_password1 / new_password2 must match; the error sits on new_password2. */
export function withMatchingPasswords<T extends z.ZodObject<{ new_password1: z.ZodType<string>; new_password2: z.ZodType<string> }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const v = value as { new_password1?: string; new_password2?: string };
    if (v.new_password1 && v.new_password2 && v.new_password1 !== v.new_password2) {
      ctx.addIssue({ code: "custom", path: ["new_password2"], message: messages.passwordsMismatch });
    }
  });
}

/**
 * `ordering` over a resource's sortable fields: `field` ascending, `-field` descending.
 * Anything else is refused (400), as DRF's OrderingFilter would with strict fields.
 */
export function orderingSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const allowed = new Set<string>(fields.flatMap((field) => [field, `-${field}`]));
  return text()
    .trim()
    .refine((value) => value === "" || allowed.has(value), { message: `Ordering must be one of: ${fields.join(", ")} (prefix - for descending).` })
    .transform((value) => (value === "" ? undefined : (value as F[number] | `-${F[number]}`)))
    .optional();
}

/** The list query of a resource whose `ordering` accepts `fields`. */
export function sortableListQuerySchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return listQuerySchema.extend({ ordering: orderingSchema(fields) });
}

/** `format=csv`: the whole list as a CSV file instead of a page (no result window, `page` ignored). */
export const csvFormatField = z
  .literal("csv")
  .optional()
  .meta({
    description:
      "csv: every row of the search, filters and ordering as one streamed text/csv file (UTF-8 with a BOM, CRLF lines, " +
      "cells that a spreadsheet would run as a formula prefixed with '), not limited to the result window; page and page_size are ignored.",
  });

/** A yes/no filter of a list's query, as django-filter's BooleanFilter reads it: true, false, 1 or 0. */
export const flagQueryField = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

/** The query of a sortable list that also exports as CSV. */
export function exportableListQuerySchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return sortableListQuerySchema(fields).extend({ format: csvFormatField });
}

export const statusField = () =>
  z.preprocess(
    // "1" or "0" from a form; any other text (" " included, which Number() reads as 0) is no status.
    (value) => (value === "" || value === null ? undefined : typeof value === "string" && /^\s*[01]\s*$/.test(value) ? Number(value) : value),
    z.union([z.literal(1), z.literal(0)], { error: messages.required }),
  );

/**
 * A letter or a digit of any script: "日本語" and "Ωμέγα" are titles, "_" or "- -" are not. As the
 * HTML `pattern` Conform derives from it, browsers read it with the `v` flag, which knows `\p{...}`.
 */
export const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** A title or name (spec §5): required, trimmed, at least one letter or number, at most `max`. */
export const titleField = (max = 100) =>
  requiredString(max).regex(LETTER_OR_NUMBER, messages.wordCharacter);

/** Optional free text, trimmed, at most `max`; absent is "". */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, messages.maxChars(max))
    .optional()
    .transform((value) => value ?? "");
