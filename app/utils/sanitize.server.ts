import sanitizeHtml from "sanitize-html";
import { NOTIFICATION_VERB_SANITIZE_OPTIONS } from "#contract/shared-values";
import { PLAN_DETAILS_SANITIZE_OPTIONS } from "#contract/subscription";

export function sanitizeVerb(html: string): string {
  return sanitizeHtml(html, NOTIFICATION_VERB_SANITIZE_OPTIONS);
}

/** Plan details (rich text) with the allow-list the API applies on write. */
export function sanitizePlanDetails(html: string): string {
  return sanitizeHtml(html, PLAN_DETAILS_SANITIZE_OPTIONS).trim();
}
