import { z } from "./zod";
import { detailSchema, emailField, passwordConfirmationField, passwordField, requiredString, text, withMatchingPasswords } from "./common";
import { defineEndpoint } from "./endpoint";
import { messages } from "./messages";

// POST login/
export const loginRequestSchema = z.object({
  username: requiredString(150),
  password: passwordField(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string(), expiry: z.iso.datetime({ offset: true }) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// POST validate-token/ (no Authorization header; the token travels in the body)
export const validateTokenRequestSchema = z.object({ token: text({ error: messages.required }).min(1, messages.required) });
export const validateTokenResponseSchema = z.object({ detail: z.string(), expiry: z.iso.datetime({ offset: true }) });

// POST reset-password/
export const resetPasswordRequestSchema = z.object({ email: emailField() });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// Link tokens: `uid` is the user id in base64url, `token` 32 random bytes in base64url.
const linkFields = {
  uid: text({ error: messages.required }).min(1, messages.required).max(64),
  token: text({ error: messages.required }).min(1, messages.required).max(128),
};

// POST password-reset-confirm/
export const passwordResetConfirmRequestSchema = withMatchingPasswords(
  z.object({ new_password1: passwordField(), new_password2: passwordConfirmationField(), ...linkFields }),
);
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

// POST accept-user-invitation-confirm/
export const acceptInvitationRequestSchema = withMatchingPasswords(
  z.object({
    first_name: requiredString(25),
    last_name: requiredString(25),
    new_password1: passwordField(),
    new_password2: passwordConfirmationField(),
    ...linkFields,
  }),
);
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

// POST check-link-token/: the spec leaves the path of the link check open; this is ours.
export const linkPurposeSchema = z.enum(["reset", "invitation"]);
export type LinkPurpose = z.infer<typeof linkPurposeSchema>;
export const checkLinkTokenRequestSchema = z.object({ ...linkFields, purpose: linkPurposeSchema });
export type CheckLinkTokenRequest = z.infer<typeof checkLinkTokenRequestSchema>;

/** Lifetimes of link tokens (issue 2). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;
/**
 * Login throttling (decision 015): per (username, address) at most `perPair` attempts in a window,
 * each after the 2nd waiting 1 s, 2 s, 4 s... after the one before; per address `perAddress`
 * attempts, a successful sign-in giving its attempt back.
 */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, perPair: 5, perAddress: 100, firstDelayedAttempt: 3 } as const;

/**
 * Unauthenticated posts per client address (decision 019), every request counted before its body
 * is read: a person never meets them, a script soon does. login/'s is on top of LOGIN_THROTTLE,
 * which counts failed attempts; this one also bounds successful sign-ins (each makes a token)
 * and bodies refused before the password check.
 */
export const ADDRESS_RATE_LIMITS = {
  login: { requests: 200, windowMs: 15 * 60 * 1000 },
  resetPassword: { requests: 10, windowMs: 60 * 60 * 1000 },
  passwordResetConfirm: { requests: 20, windowMs: 15 * 60 * 1000 },
  acceptInvitationConfirm: { requests: 20, windowMs: 15 * 60 * 1000 },
} as const;
export type AddressRateLimitName = keyof typeof ADDRESS_RATE_LIMITS;

export const accountEndpoints = {
  login: defineEndpoint({
    method: "POST",
    path: "login/",
    auth: false,
    statuses: [200, 400, 429],
    summary: "Sign in: a token and its expiry",
    json: loginRequestSchema,
    answer: loginResponseSchema,
    addressRateLimit: "login",
  }),
  logout: defineEndpoint({ method: "POST", path: "logout/", auth: true, statuses: [204, 401], summary: "Delete the request's token" }),
  validateToken: defineEndpoint({
    method: "POST",
    path: "validate-token/",
    auth: false,
    statuses: [200, 400, 401],
    summary: "Check a token (sent in the body)",
    json: validateTokenRequestSchema,
    answer: validateTokenResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "reset-password/",
    auth: false,
    statuses: [200, 400, 429],
    summary: "Mail a password reset link",
    json: resetPasswordRequestSchema,
    answer: detailSchema,
    addressRateLimit: "resetPassword",
  }),
  passwordResetConfirm: defineEndpoint({
    method: "POST",
    path: "password-reset-confirm/",
    auth: false,
    statuses: [200, 400, 429],
    summary: "Set a new password through a reset link",
    json: passwordResetConfirmRequestSchema,
    answer: detailSchema,
    addressRateLimit: "passwordResetConfirm",
  }),
  acceptInvitationConfirm: defineEndpoint({
    method: "POST",
    path: "accept-user-invitation-confirm/",
    auth: false,
    statuses: [200, 400, 429],
    summary: "Activate an invited account",
    json: acceptInvitationRequestSchema,
    answer: detailSchema,
    addressRateLimit: "acceptInvitationConfirm",
  }),
  checkLinkToken: defineEndpoint({
    method: "POST",
    path: "check-link-token/",
    auth: false,
    statuses: [200, 400],
    summary: "Check a reset or invitation link before showing its form",
    json: checkLinkTokenRequestSchema,
    answer: detailSchema,
  }),
};
