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

export function login(body: LoginRequest, { clientIp }: { clientIp?: string } = {}): Promise<LoginResponse> {
  return callApi("login", loginResponseSchema, { json: body, clientIp });
}

export function logout(token: string): Promise<void> {
  return callApiWithoutAnswer("logout", { token });
}

/** The token travels in the body, without an Authorization header (spec §7). */
export function validateToken(token: string): Promise<{ detail: string; expiry: string }> {
  return callApi("validateToken", validateTokenResponseSchema, { json: { token } });
}

export function requestPasswordReset(body: ResetPasswordRequest): Promise<Detail> {
  return callApi("resetPassword", detailSchema, { json: body });
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<Detail> {
  return callApi("passwordResetConfirm", detailSchema, { json: body });
}

export function acceptInvitation(body: AcceptInvitationRequest): Promise<Detail> {
  return callApi("acceptInvitationConfirm", detailSchema, { json: body });
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
