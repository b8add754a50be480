// The forms of Approve and Reject. Their fields are the decision body's (contract/user-request.ts)
// minus `status`, which the route decides: the rejection message keeps the contract's bound, and
// the form adds that it is required (the contract requires it only when rejecting).
import { dbId, text } from "#contract/common";
import { messages } from "#contract/messages";
import { decisionBodySchema, REJECTION_MESSAGE_MAX } from "#contract/user-request";
import { z } from "#contract/zod";

export { REJECTION_MESSAGE_MAX };

/**
 * Only a forged or stale form misses these two: they are hidden, so their messages are said on the
 * form as a whole (decision.server.ts), in words that say what to do.
 */
export const decisionFormMessages = {
  versionMissing: "This form did not say which version of the request you read. Reload the page and decide again.",
  unknownButton: "This form was sent by a button it does not have. Reload the page and use one of its buttons.",
};

/** "Approve & next" / "Reject & next": the second submit button of either form. */
const intent = z.enum(["next"], { error: decisionFormMessages.unknownButton }).optional();

/** The version the admin saw, sent back as it was shown. */
const version = dbId(decisionFormMessages.versionMissing);

export const approveFormSchema = z.object({
  version,
  agency: decisionBodySchema.shape.agency,
  intent,
});

export const rejectFormSchema = z.object({
  // Conform turns an empty field into undefined: "required", as a blank one is.
  rejection_message: text({ error: messages.required }).trim().min(1, messages.required).max(REJECTION_MESSAGE_MAX, messages.maxChars(REJECTION_MESSAGE_MAX)),
  version,
  intent,
});

export type DecisionForm = "approve" | "reject";
