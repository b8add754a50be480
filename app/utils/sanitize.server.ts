import sanitizeHtml from "sanitize-html";
import { PLAN_DETAILS_SANITIZE_OPTIONS } from "#contract/subscription";

// Notification verbs arrive as HTML. The API sanitizes them when stored; we sanitize again
// before rendering because API_URL may point at a backend we do not control.
const verbOptions: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "span", "br"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

export function sanitizeVerb(html: string): string {
  return sanitizeHtml(html, verbOptions);
}

/** Plan details (rich text) with the allow-list the API applies on write. */
export function sanitizePlanDetails(html: string): string {
  return sanitizeHtml(html, PLAN_DETAILS_SANITIZE_OPTIONS).trim();
}
