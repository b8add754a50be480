import sanitizeHtml from "sanitize-html";

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
