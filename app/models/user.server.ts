import { type Detail } from "#contract/common";
import {
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
  type UserDetails,
} from "#contract/user";
import { callEndpoint } from "./api.server";

/** GET users/ answers the signed-in user. */
export function getCurrentUser(token: string): Promise<UserDetails> {
  return callEndpoint("currentUser", { token });
}

export function updateProfile(token: string, id: number, body: ProfileUpdateRequest): Promise<UserDetails> {
  return callEndpoint("updateUser", { token, params: { id }, json: body });
}

export function changePassword(token: string, body: ChangePasswordRequest): Promise<Detail> {
  return callEndpoint("changePassword", { token, json: body });
}

export function getUserPermissions(token: string): Promise<string[]> {
  return callEndpoint("userPermissions", { token });
}
