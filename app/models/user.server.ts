import { detailSchema, type Detail } from "#contract/common";
import {
  userDetailsSchema,
  userPermissionsSchema,
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
  type UserDetails,
} from "#contract/user";
import { callApi } from "./api.server";

/** GET users/ answers the signed-in user. */
export function getCurrentUser(token: string): Promise<UserDetails> {
  return callApi("currentUser", userDetailsSchema, { token });
}

export function updateProfile(token: string, id: number, body: ProfileUpdateRequest): Promise<UserDetails> {
  return callApi("updateUser", userDetailsSchema, { token, params: { id }, json: body });
}

export function changePassword(token: string, body: ChangePasswordRequest): Promise<Detail> {
  return callApi("changePassword", detailSchema, { token, json: body });
}

export function getUserPermissions(token: string): Promise<string[]> {
  return callApi("userPermissions", userPermissionsSchema, { token });
}
