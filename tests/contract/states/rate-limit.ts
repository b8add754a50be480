// Provider states of the 429 interactions (names only: the consumer tests import them).
export const rateLimitStates = {
  /** The verifier's address has made the 10 reset-password/ posts of its hour: the next answers 429. */
  resetPasswordLimitUsedUp: "the address has used up its reset-password limit",
  /** The verifier's address has made the 20 password-reset-confirm/ posts of its 15 minutes. */
  passwordResetConfirmLimitUsedUp: "the address has used up its password-reset-confirm limit",
  /** The verifier's address has made the 20 accept-user-invitation-confirm/ posts of its 15 minutes. */
  acceptInvitationConfirmLimitUsedUp: "the address has used up its accept-user-invitation-confirm limit",
  /** `PACT_ADMIN` is signed in (as "the admin is signed in") and has made its 60 upload_file/ calls of 10 minutes. */
  adminUploadsUsedUp: "the admin is signed in and has used up its upload calls",
} as const;

export type RateLimitState = (typeof rateLimitStates)[keyof typeof rateLimitStates];
