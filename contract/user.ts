import { z } from "./zod";
import { USER_TYPES } from "./constants";
import { detailSchema, passwordConfirmationField, passwordField, requiredString, text, withMatchingPasswords } from "./common";
import { defineEndpoint } from "./endpoint";
// Defined without zod for the browser (contract/constants.ts).
export { USER_TYPES };

// GET users/ answers the signed-in user.
export const userDetailsSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  user_type: z.number().int().nullable(),
  user_permissions: z.array(z.string()),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

// PATCH users/{id}/. Profile caps at 30 (spec §5; the legacy message said 15, ours says 30).
export const profileUpdateRequestSchema = z.object({
  first_name: requiredString(30),
  last_name: requiredString(30),
  /** The `file` path answered by upload_file/; must be an image the same user uploaded. */
  profile_image: text().max(500).nullable().optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

// POST change-password/. The old password must also meet the password rule (spec §5).
export const changePasswordRequestSchema = withMatchingPasswords(
  z.object({ old_password: passwordField(), new_password1: passwordField(), new_password2: passwordConfirmationField() }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// GET user-permissions/
export const userPermissionsSchema = z.array(z.string());

export const PROFILE_NAME_MAX = 30;
export { requiredString };

export const userEndpoints = {
  currentUser: defineEndpoint({ method: "GET", path: "users/", auth: true, statuses: [200, 401], summary: "The signed-in user with their permission codes", answer: userDetailsSchema }),
  updateUser: defineEndpoint({
    method: "PATCH",
    path: "users/{id}/",
    auth: true,
    statuses: [200, 400, 401, 403, 404],
    summary: "Update one's own names and profile image",
    json: profileUpdateRequestSchema,
    answer: userDetailsSchema,
  }),
  changePassword: defineEndpoint({
    method: "POST",
    path: "change-password/",
    auth: true,
    statuses: [200, 400, 401],
    summary: "Change one's password",
    json: changePasswordRequestSchema,
    answer: detailSchema,
  }),
  userPermissions: defineEndpoint({ method: "GET", path: "user-permissions/", auth: true, statuses: [200, 401], summary: "The signed-in user's permission codes", answer: userPermissionsSchema }),
};
