// Zod issues as DRF's 400 body, nested the way DRF nests a serializer's errors.
import type { z } from "zod";
import type { FieldErrors } from "#contract/common";

export const NON_FIELD_ERRORS = "non_field_errors";

type Issue = Pick<z.core.$ZodIssue, "path" | "message" | "code"> & { expected?: unknown };

const pathKey = (path: readonly PropertyKey[]) => JSON.stringify(path.map(String));

/**
 * The lists whose items are objects: an issue below an item, or an item that is not an object.
 * Other lists are lists of values, whose errors DRF's ListField keys by index.
 */
function listsOfObjects(issues: readonly Issue[]): Set<string> {
  const lists = new Set<string>();
  for (const issue of issues) {
    issue.path.forEach((segment, index) => {
      if (typeof segment !== "number") return;
      const below = index < issue.path.length - 1;
      const notAnObject = !below && issue.code === "invalid_type" && issue.expected === "object";
      if (below || notAnObject) lists.add(pathKey(issue.path.slice(0, index)));
    });
  }
  return lists;
}

const isMessages = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string") && value.length > 0;

/** The first failed rule of a field is its message, as DRF stops at a field's first failure. */
function addMessage(node: FieldErrors, field: string, message: string): void {
  const existing = node[field];
  if (existing === undefined) node[field] = [message];
  // A rule about a nested object as a whole, after errors inside it.
  else if (!Array.isArray(existing)) addMessage(existing, NON_FIELD_ERRORS, message);
}

function child(value: unknown, segment: PropertyKey): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  return (value as Record<PropertyKey, unknown>)[segment];
}

/**
 * DRF's 400 body from zod issues: `{field: [message]}` with the first failed rule per field;
 * nested objects as objects, lists of objects as lists as long as the input list with `{}` for
 * valid items, lists of values as `{"index": [message]}`; issues without a path, or about a
 * list item that is not an object, under `non_field_errors` of their level. `input` is what was
 * parsed (for the lengths of lists).
 */
export function validationErrors(issues: readonly Issue[], input?: unknown): FieldErrors {
  const objectLists = listsOfObjects(issues);
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path;
    let node = errors;
    let value = input;
    let depth = 0;
    while (depth < path.length) {
      const segment = path[depth]!;
      const field = String(segment);
      value = child(value, segment);
      if (depth === path.length - 1) {
        addMessage(node, field, issue.message);
        break;
      }
      const existing = node[field];
      // An earlier rule already failed for the field as a whole.
      if (isMessages(existing)) break;
      const next = path[depth + 1]!;
      if (typeof next === "number" && objectLists.has(pathKey(path.slice(0, depth + 1)))) {
        let items = existing as FieldErrors[] | undefined;
        if (items === undefined) {
          items = Array.from({ length: Array.isArray(value) ? value.length : 0 }, () => ({}));
          node[field] = items;
        }
        while (items.length <= next) items.push({});
        node = items[next]!;
        value = child(value, next);
        depth += 2;
        if (depth === path.length) addMessage(node, NON_FIELD_ERRORS, issue.message);
        continue;
      }
      node = (existing ?? (node[field] = {})) as FieldErrors;
      depth += 1;
    }
    if (path.length === 0) addMessage(errors, NON_FIELD_ERRORS, issue.message);
  }
  return errors;
}

/**
 * A 400 body from checks made against the database, nested as validationErrors nests zod's (the
 * one shape of decision 021): add each failed check by its path, read the body once at the end.
 */
export class FieldErrorsBuilder {
  private readonly issues: Issue[] = [];
  /** `input` is what was checked (for the lengths of lists). */
  constructor(private readonly input: unknown) {}

  add(path: readonly (string | number)[], message: string): void {
    this.issues.push({ path: [...path], message, code: "custom" });
  }

  get empty(): boolean {
    return this.issues.length === 0;
  }

  get body(): FieldErrors {
    return validationErrors(this.issues, this.input);
  }
}
