// The plan form's own schemas, built from the wire schemas in contract/subscription.ts: the form
// sends plan_details as text or HTML and never the plan type (it comes from the URL), so its
// value becomes the wire body through toPlanUpdate.
import { z } from "#contract/zod";
import { planPatchSchema, planRequestSchema, type PlanPatch, type PlanUserType } from "#contract/subscription";
import { htmlToPlainText, plainTextToHtml, sameText } from "./plan-config";
import { PLAN_DETAILS_FORMAT, PLAN_DETAILS_ORIGINAL } from "./plan-details-field";

const planDetailsFromText = (text: string, originalHtml: unknown) =>
  typeof originalHtml === "string" && sameText(text, htmlToPlainText(originalHtml)) ? originalHtml : plainTextToHtml(text);

/**
 * The form's plan_details as HTML: the editor's as is; the textarea's text as paragraphs (or the
 * stored HTML when the text was not changed, so formatting the textarea cannot show survives).
 */
function planDetailsFromForm(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const { [PLAN_DETAILS_FORMAT]: format, [PLAN_DETAILS_ORIGINAL]: original, ...fields } = raw as Record<string, unknown>;
  if (format === "html" || typeof fields.plan_details !== "string") return fields;
  return { ...fields, plan_details: planDetailsFromText(fields.plan_details, original) };
}

/** Add: the contract's rules, the plan type from the URL rather than from the form. */
export function planCreateFormSchema(userType: PlanUserType) {
  return z.preprocess((raw) => {
    const fields = planDetailsFromForm(raw);
    return typeof fields === "object" && fields !== null ? { ...fields, user_type: userType } : fields;
  }, planRequestSchema);
}

export const planEditFieldsSchema = planPatchSchema.pick({ status: true, description: true, plan_details: true });

/** Edit: only what spec §4 leaves editable is sent. */
export const planEditFormSchema = z.preprocess(planDetailsFromForm, planEditFieldsSchema);

/** PATCH subscription-plan/{id}/: the editable fields, the plan type locked to the URL's (the API refuses another). */
export function toPlanUpdate(value: z.output<typeof planEditFormSchema>, userType: PlanUserType): PlanPatch {
  return { user_type: userType, status: value.status, description: value.description ?? "", plan_details: value.plan_details ?? "" };
}
