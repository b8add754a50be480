import { messages } from "#contract/messages";

/** A non-2xx answer of API v1: its status and its parsed body (JSON, else text, else null). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`API v1 answered ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** API v1 could not be reached (connection refused, DNS, reset, ...). */
export class ApiUnavailableError extends Error {
  constructor(cause: unknown) {
    super("API v1 could not be reached", { cause });
    this.name = "ApiUnavailableError";
  }
}

/** A 2xx answer that does not match the contract schema. */
export class ApiResponseFormatError extends Error {
  readonly endpoint: string;

  constructor(endpoint: string, cause: unknown) {
    super(`API v1 answer of ${endpoint} does not match the contract`, { cause });
    this.name = "ApiResponseFormatError";
    this.endpoint = endpoint;
  }
}

/** The provider refused some files of a form (upload_file/ answered 400): its messages by Conform field name. */
export class UploadRefusedError extends Error {
  readonly fieldErrors: Record<string, string[]>;

  constructor(fieldErrors: Record<string, string[]>) {
    super(Object.values(fieldErrors)[0]?.[0] ?? "The upload was refused");
    this.name = "UploadRefusedError";
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

const FORM_KEYS = new Set(["detail", "non_field_errors"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first message found in a DRF error value: a string, a list of messages, or nested errors. */
function firstMessage(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return undefined;
  }
  if (isRecord(value)) {
    for (const item of Object.values(value)) {
      const found = firstMessage(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The text to show for an error body (spec §8): `detail`, else the first `non_field_errors`
 * entry, else the first message of each field, one per line.
 */
export function errorMessage(body: unknown): string {
  if (isRecord(body)) {
    if (typeof body.detail === "string" && body.detail) return body.detail;
    const nonField = firstMessage(body.non_field_errors);
    if (nonField) return nonField;
    const perField = Object.entries(body)
      .filter(([key]) => !FORM_KEYS.has(key))
      .map(([, value]) => firstMessage(value))
      .filter((message): message is string => Boolean(message));
    if (perField.length > 0) return perField.join("\n");
  }
  return messages.somethingWrong;
}

/** A key of DRF's errors under `name`, named as Conform names fields. */
function childName(name: string, key: string): string {
  if (!name) return key;
  // ListField's errors are keyed by the item's index; an object's own errors belong to the object.
  if (/^\d+$/.test(key)) return `${name}[${key}]`;
  if (key === "non_field_errors") return name;
  return `${name}.${key}`;
}

/**
 * Field errors keyed by Conform field names: nested DRF errors become `company.name`,
 * `branches[1].city` (a list of objects) and `tags[1]` (a list of values, by index); a nested
 * object's own `non_field_errors` land on the object (`company`, `branches[1]`). `detail` and
 * the top-level `non_field_errors` are form errors, not field errors.
 */
export function fieldErrors(body: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const visit = (value: unknown, name: string) => {
    if (typeof value === "string") {
      (result[name] ??= []).push(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === "string") (result[name] ??= []).push(item);
        else if (item !== null && typeof item === "object") visit(item, `${name}[${index}]`);
      });
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, childName(name, key));
    }
  };
  if (isRecord(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (!FORM_KEYS.has(key)) visit(value, key);
    }
  }
  return result;
}

/** Errors that concern the whole form: `detail`, or the `non_field_errors` list. */
export function formErrors(body: unknown): string[] {
  if (!isRecord(body)) return [];
  if (typeof body.detail === "string" && body.detail) return [body.detail];
  if (Array.isArray(body.non_field_errors)) {
    return body.non_field_errors.filter((item): item is string => typeof item === "string");
  }
  return [];
}
