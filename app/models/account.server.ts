import {
  loginResponseSchema,
  validateTokenResponseSchema,
  type AcceptInvitationRequest,
  type CheckLinkTokenRequest,
  type LoginRequest,
  type LoginResponse,
  type PasswordResetConfirmRequest,
  type ResetPasswordRequest,
} from "#contract/account";
import { detailSchema, type Detail } from "#contract/common";
import { callApi, callApiWithoutAnswer } from "./api.server";
import { isApiError } from "./errors";

/** The browser's address, which the provider's per-address limits count (getClientIp). */
type FromBrowser = { clientIp?: string };

export function login(body: LoginRequest, { clientIp }: FromBrowser = {}): Promise<LoginResponse> {
  return callApi("login", loginResponseSchema, { json: body, clientIp });
}

export function logout(token: string): Promise<void> {
  return callApiWithoutAnswer("logout", { token });
}

/** The token travels in the body, without an Authorization header (spec §7). */
export function validateToken(token: string): Promise<{ detail: string; expiry: string }> {
  return callApi("validateToken", validateTokenResponseSchema, { json: { token } });
}

export function requestPasswordReset(body: ResetPasswordRequest, { clientIp }: FromBrowser = {}): Promise<Detail> {
  return callApi("resetPassword", detailSchema, { json: body, clientIp });
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest, { clientIp }: FromBrowser = {}): Promise<Detail> {
  return callApi("passwordResetConfirm", detailSchema, { json: body, clientIp });
}

export function acceptInvitation(body: AcceptInvitationRequest, { clientIp }: FromBrowser = {}): Promise<Detail> {
  return callApi("acceptInvitationConfirm", detailSchema, { json: body, clientIp });
}

/** True when the reset or invitation link can still be used; a refused link is false, other failures throw. */
export async function checkLinkToken(body: CheckLinkTokenRequest): Promise<boolean> {
  try {
    await callApi("checkLinkToken", detailSchema, { json: body });
    return true;
  } catch (error) {
    if (isApiError(error, 400)) return false;
    throw error;
  }
}
