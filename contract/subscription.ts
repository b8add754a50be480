// Subscription plans (spec §3, §4, §5, §9) and their option lists, currency/ and recurring/.
import type sanitizeHtml from "sanitize-html";
import { z } from "./zod";
import { PLAN_USER_TYPES, PLAN_ORDERING } from "./constants";
import { MAX_DB_ID, optionalText, pagedSchema, exportableListQuerySchema, text, titleField } from "./common";
import { messages } from "./messages";
import { defineEndpoint } from "./endpoint";
// Defined without zod for the browser (contract/constants.ts).
export { PLAN_USER_TYPES, PLAN_ORDERING };

export const PLAN_NAME_MAX = 25;
export const PLAN_AMOUNT_MAX_CHARS = 7;
export const PLAN_COUNT_MAX_CHARS = 3;
export const PLAN_TAX_MAX_CHARS = 3;
export const PLAN_DESCRIPTION_MAX = 255;
// Not in the spec: a cap on the editor's HTML so a plan cannot grow without bound.
export const PLAN_DETAILS_MAX = 20_000;
export const PLAN_DECIMAL_PLACES = 2;
export const DEFAULT_PLAN_STATUS = "1";

export type PlanUserTypeName = keyof typeof PLAN_USER_TYPES;
export type PlanUserType = (typeof PLAN_USER_TYPES)[PlanUserTypeName];
export type PlanStatus = "1" | "0";

export const planMessages = {
  // Spec §5 helpers.
  validNumber: "Please Enter Valid Number",
  percentMax: "Please enter a value up to 100",
  // Not in the spec (it names the rule "zero not allowed", not its text).
  zeroNotAllowed: "Zero is not allowed",
  // DRF's texts.
  maxDecimals: `Ensure that there are no more than ${PLAN_DECIMAL_PLACES} decimal places.`,
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  missingObject: (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`,
  // Spec §4: every field but status, description and plan details is locked on edit.
  locked: "This field cannot be changed once the plan is created.",
} as const;

/** Fields a PATCH may change; the others must be absent or equal to the stored value. */
export const PLAN_EDITABLE_FIELDS = ["status", "description", "plan_details"] as const;
export const PLAN_LOCKED_FIELDS = ["name", "user_type", "amount", "currency", "recurring", "tax_percentage", "num_of_jobs", "num_of_developers"] as const;
export type PlanLockedField = (typeof PLAN_LOCKED_FIELDS)[number];

// ---------------------------------------------------------------- rich text

/**
 * The allow-list of plan details, shared by the provider (on write) and the app (on render, as
 * API_URL may point at a backend we do not control). Links may only be http(s) or mailto and
 * always open in a new tab without referrer; paragraphs without text are dropped.
 */
export const PLAN_DETAILS_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } }),
  },
  // `<p></p>`, `<p><br></p>` and `<p>&nbsp;</p>` (text is decoded, and trim() removes a no-break space).
  exclusiveFilter: (frame) => frame.tag === "p" && frame.text.trim() === "",
};

// ---------------------------------------------------------------- field rules

const DECIMAL_PATTERN = /^(\d+(\.\d+)?|\.\d+)$/;
const INTEGER_PATTERN = /^\d+$/;

const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

type NumberRule = { maxChars: number; integer?: boolean; positive?: boolean; atMost?: number };

/** The first broken rule of a number typed into a form field, in the order a user fixes them. */
export function numberIssue(text: string, rule: NumberRule): string | undefined {
  if (!(rule.integer ? INTEGER_PATTERN : DECIMAL_PATTERN).test(text)) return planMessages.validNumber;
  const value = Number(text);
  if (rule.positive && value === 0) return planMessages.zeroNotAllowed;
  if (rule.atMost !== undefined && value > rule.atMost) return planMessages.percentMax;
  if (text.length > rule.maxChars) return messages.maxChars(rule.maxChars);
  if ((text.split(".")[1]?.length ?? 0) > PLAN_DECIMAL_PLACES) return planMessages.maxDecimals;
  return undefined;
}

const AMOUNT_RULE: NumberRule = { maxChars: PLAN_AMOUNT_MAX_CHARS, positive: true };
const COUNT_RULE: NumberRule = { maxChars: PLAN_COUNT_MAX_CHARS, integer: true, positive: true };
const TAX_RULE: NumberRule = { maxChars: PLAN_TAX_MAX_CHARS, atMost: 100 };

function numberText(rule: NumberRule) {
  return text({ error: messages.required }).trim().min(1, messages.required).superRefine((value, ctx) => {
    if (value === "") return;
    const issue = numberIssue(value, rule);
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  });
}

/** A form value (string) or a JSON number. */
const numberInput = (rule: NumberRule) => z.preprocess(asText, numberText(rule));
/** Blank is null, absent stays undefined (a PATCH that does not send the field). */
const optionalNumberInput = (rule: NumberRule) =>
  z.preprocess((value) => (value !== undefined && isBlank(value) ? null : asText(value)), numberText(rule).nullable().optional());

const amountField = () => numberInput(AMOUNT_RULE).meta({ description: "A number above 0, at most 7 characters and 2 decimals" });
const taxField = () => optionalNumberInput(TAX_RULE).meta({ description: "Optional: 0 to 100, at most 3 characters; blank for none" });
const countField = () =>
  optionalNumberInput(COUNT_RULE)
    .transform((value) => (value === null || value === undefined ? value : Number(value)))
    .meta({ description: "A whole number above 0, at most 3 characters" });

/** 3 client, 4 agency, 5 freelancer; forms send it as a string. */
export const planUserTypeField = () =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === "string" && INTEGER_PATTERN.test(value.trim()) ? Number(value) : value),
    z.union([z.literal(PLAN_USER_TYPES.client), z.literal(PLAN_USER_TYPES.agency), z.literal(PLAN_USER_TYPES.freelancer)], {
      error: (issue) => (issue.input === undefined ? messages.required : planMessages.invalidChoice(issue.input)),
    }),
  );

/** The id of an option (currency, recurring period); whether it exists is the provider's check. */
const optionIdField = () =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === "string" && INTEGER_PATTERN.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : planMessages.missingObject(issue.input)) })
      .int()
      .positive()
      .max(MAX_DB_ID, { error: (issue) => planMessages.missingObject(issue.input) }),
  );

const planStatusField = (fallback?: PlanStatus) =>
  z.preprocess(
    (value) => (value === undefined ? fallback : asText(value)),
    z.enum(["1", "0"], { error: (issue) => (isBlank(issue.input) ? messages.required : planMessages.invalidChoice(issue.input)) }),
  );

const planDetailsField = () =>
  text({ error: "Not a valid string." }).max(PLAN_DETAILS_MAX, messages.maxChars(PLAN_DETAILS_MAX)).meta({ description: "HTML; sanitized by the provider" });

// ---------------------------------------------------------------- requests

/**
 * POST subscription-plan/ as form data (JSON accepted too). num_of_jobs is required for client
 * plans and num_of_developers for agency plans; the other type's count is ignored.
 */
export const planRequestFieldsSchema = z.object({
  name: titleField(PLAN_NAME_MAX),
  user_type: planUserTypeField(),
  amount: amountField(),
  currency: optionIdField(),
  recurring: optionIdField(),
  num_of_jobs: countField(),
  num_of_developers: countField(),
  tax_percentage: taxField(),
  description: optionalText(PLAN_DESCRIPTION_MAX),
  status: planStatusField(DEFAULT_PLAN_STATUS),
  plan_details: planDetailsField().optional(),
});

/** The count field a plan type requires, if any. */
export function planCountField(userType: number): "num_of_jobs" | "num_of_developers" | undefined {
  if (userType === PLAN_USER_TYPES.client) return "num_of_jobs";
  if (userType === PLAN_USER_TYPES.agency) return "num_of_developers";
  return undefined;
}

export const planRequestSchema = planRequestFieldsSchema
  .superRefine(
    (plan, ctx) => {
      const field = planCountField(plan.user_type);
      if (field && (plan[field] === null || plan[field] === undefined)) {
        ctx.addIssue({ code: "custom", path: [field], message: messages.required });
      }
    },
    // Also when other fields are missing, so the form shows every error at once.
    { when: () => true },
  )
  .transform((plan) => ({
    ...plan,
    num_of_jobs: plan.user_type === PLAN_USER_TYPES.client ? (plan.num_of_jobs ?? null) : null,
    num_of_developers: plan.user_type === PLAN_USER_TYPES.agency ? (plan.num_of_developers ?? null) : null,
    tax_percentage: plan.tax_percentage ?? null,
    plan_details: plan.plan_details ?? "",
  }));
export type PlanInput = z.output<typeof planRequestSchema>;

/**
 * PATCH subscription-plan/{id}/: any part of the form. Only status, description and plan
 * details change; a locked field sent with another value than the stored one is a 400
 * (forms may send every field).
 */
export const planPatchSchema = z.object({
  name: titleField(PLAN_NAME_MAX).optional(),
  user_type: planUserTypeField().optional(),
  amount: amountField().optional(),
  currency: optionIdField().optional(),
  recurring: optionIdField().optional(),
  num_of_jobs: countField(),
  num_of_developers: countField(),
  tax_percentage: taxField(),
  description: text().trim().max(PLAN_DESCRIPTION_MAX, messages.maxChars(PLAN_DESCRIPTION_MAX)).optional(),
  status: planStatusField().optional(),
  plan_details: planDetailsField().optional(),
});
export type PlanPatchInput = z.output<typeof planPatchSchema>;

/** What app/models sends (form values as the form holds them, or numbers). */
export type PlanRequest = {
  name: string;
  user_type: PlanUserType;
  amount: string | number;
  currency: string | number;
  recurring: string | number;
  num_of_jobs?: string | number | null;
  num_of_developers?: string | number | null;
  tax_percentage?: string | number | null;
  description?: string;
  status?: PlanStatus;
  plan_details?: string;
};
export type PlanPatch = Partial<PlanRequest>;

// ---------------------------------------------------------------- answers

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_type: z.number().int(),
  /** A decimal string with 2 places, as DRF's DecimalField answers. */
  amount: z.string(),
  currency: z.object({ id: z.number().int(), sign: z.string(), code: z.string() }),
  recurring: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string(),
  tax_percentage: z.string().nullable(),
  status: z.string(),
  /** Sanitized HTML. */
  plan_details: z.string(),
  num_of_jobs: z.number().int().nullable(),
  num_of_developers: z.number().int().nullable(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = pagedSchema(planSchema);

/**
 * GET subscription-plan/?user_type (required)&page&page_size&search&ordering. `search` looks in
 * name and description; `ordering` takes id, name, amount, recurring (by period length, Hourly
 * first) and currency (by code). Default: newest first.
 */
export const planListQuerySchema = exportableListQuerySchema(PLAN_ORDERING).extend({ user_type: planUserTypeField() });

// GET currency/ and GET recurring/ (option lists, not paged).
export const currencySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), sign: z.string() });
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.array(currencySchema);
export const recurringSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  budget_min: z.number().int(),
  budget_max: z.number().int(),
});
export type Recurring = z.infer<typeof recurringSchema>;
export const recurringListSchema = z.array(recurringSchema);

export const subscriptionEndpoints = {
  planList: defineEndpoint({
    method: "GET",
    path: "subscription-plan/",
    auth: true,
    permission: "subscription.view_subscriptionplan",
    statuses: [200, 400, 401, 403, 404],
    summary: "Plans of one user type (3 client, 4 agency, 5 freelancer), paged, searched (name, description) and sorted; newest first",
    query: planListQuerySchema,
    answer: planListSchema,
  }),
  planGet: defineEndpoint({
    method: "GET",
    path: "subscription-plan/{id}/",
    auth: true,
    permission: "subscription.view_subscriptionplan",
    statuses: [200, 401, 403, 404],
    summary: "One plan",
    answer: planSchema,
  }),
  planCreate: defineEndpoint({
    method: "POST",
    path: "subscription-plan/",
    auth: true,
    permission: "subscription.add_subscriptionplan",
    statuses: [201, 400, 401, 403],
    summary: "Add a plan (form data or JSON); plan_details is sanitized HTML with empty paragraphs removed",
    multipart: planRequestSchema,
    answer: planSchema,
  }),
  planUpdate: defineEndpoint({
    method: "PATCH",
    path: "subscription-plan/{id}/",
    auth: true,
    permission: "subscription.change_subscriptionplan",
    statuses: [200, 400, 401, 403, 404],
    summary: "Change a plan's status, description or plan_details (form data or JSON); other fields are locked (400 when sent changed)",
    multipart: planPatchSchema,
    answer: planSchema,
  }),
  currencies: defineEndpoint({ method: "GET", path: "currency/", auth: true, statuses: [200, 401], summary: "Currencies for plans, in seeded order", answer: currencyListSchema }),
  recurring: defineEndpoint({
    method: "GET",
    path: "recurring/",
    auth: true,
    statuses: [200, 401],
    summary: "Plan periods (Hourly, Daily, Weekly, Monthly) with display unit and budget range",
    answer: recurringListSchema,
  }),
};
