// Rich text the provider stores: sanitized on write with the contract's allow-list.
import sanitizeHtml from "sanitize-html";
import { PLAN_DETAILS_SANITIZE_OPTIONS } from "#contract/subscription";

/** Plan details HTML reduced to the allow-list, without empty paragraphs or surrounding blanks. */
export function sanitizePlanDetails(html: string): string {
  return sanitizeHtml(html, PLAN_DETAILS_SANITIZE_OPTIONS).trim();
}
