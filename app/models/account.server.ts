import {
  type AcceptInvitationRequest,
  type CheckLinkTokenRequest,
  type LoginRequest,
  type LoginResponse,
  type PasswordResetConfirmRequest,
  type ResetPasswordRequest,
} from "#contract/account";
import { type Detail } from "#contract/common";
import { callEndpoint } from "./api.server";
import { isApiError } from "./errors";

/** The browser's address, which the provider's per-address limits count (getClientIp). */
type FromBrowser = { clientIp?: string };

export function login(body: LoginRequest, { clientIp }: FromBrowser = {}): Promise<LoginResponse> {
  return callEndpoint("login", { json: body, clientIp });
}

export function logout(token: string): Promise<void> {
  return callEndpoint("logout", { token });
}

/** The token travels in the body, without an Authorization header (spec §7). */
export function validateToken(token: string): Promise<{ detail: string; expiry: string }> {
  return callEndpoint("validateToken", { json: { token } });
}

export function requestPasswordReset(body: ResetPasswordRequest, { clientIp }: FromBrowser = {}): Promise<Detail> {
  return callEndpoint("resetPassword", { json: body, clientIp });
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest, { clientIp }: FromBrowser = {}): Promise<Detail> {
  return callEndpoint("passwordResetConfirm", { json: body, clientIp });
}

export function acceptInvitation(body: AcceptInvitationRequest, { clientIp }: FromBrowser = {}): Promise<Detail> {
  return callEndpoint("acceptInvitationConfirm", { json: body, clientIp });
}

/** True when the reset or invitation link can still be used; a refused link is false, other failures throw. */
export async function checkLinkToken(body: CheckLinkTokenRequest): Promise<boolean> {
  try {
    await callEndpoint("checkLinkToken", { json: body });
    return true;
  } catch (error) {
    if (isApiError(error, 400)) return false;
    throw error;
  }
}
