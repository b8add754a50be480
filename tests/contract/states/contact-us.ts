// Provider states of the contact-us interactions (names only: the consumer tests import them).
export const contactUsStates = {
  /** At least one company (user_type 1) message exists, from PACT_CONTACT with an e-mail and a message. */
  contactUsMessagesExist: "contact-us messages exist",
} as const;

export type ContactUsState = (typeof contactUsStates)[keyof typeof contactUsStates];

export const PACT_CONTACT = { first_name: "Pact", last_name: "Contact", email: "pact-contact@example.com", message: "Please tell me about your plans." };
