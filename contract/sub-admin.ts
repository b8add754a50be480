// Sub admins: staff users with one role and extra permissions, invited by mail (spec §2, §3, §5, §7).
// Their create and update calls send form data; the provider also takes JSON.
import { z } from "./zod";
import { SUB_ADMIN_ORDERING } from "./constants";
import { emailField, exportableListQuerySchema, LETTER_OR_NUMBER, MAX_DB_ID, pagedSchema, requiredString, text } from "./common";
import { messages } from "./messages";
import { defineEndpoint } from "./endpoint";
import { idListField, INVALID_INTEGER, permissionSchema, roleOptionSchema, toInteger } from "./role";
// Defined without zod for the browser (contract/constants.ts).
export { SUB_ADMIN_ORDERING };

export const SUB_ADMIN_EMAIL_MAX = 50;
export const PERSON_NAME_MAX = 25;
/** Digits with an optional leading +, 7 to 15 digits (E.164 length). */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

// Not in the spec (it names these rules, not their texts).
export const subAdminMessages = {
  emailTaken: "user with this email already exists.",
  emailReadOnly: "The email of a sub admin cannot be changed.",
  phone: "Please enter a valid phone number",
  oneRole: "A sub admin has exactly one role.",
  boolean: "Must be a valid boolean.",
  activeAfterAcceptance: "Available once the invitation is accepted",
  notAccepted: "This sub admin has not accepted the invitation yet, so the account cannot be activated.",
  ownAccess: "You cannot change your own role, permissions or status.",
  deleteSelf: "You cannot delete your own account.",
  changeBeyondOwnAccess: "You cannot change the role, permissions or status of a sub admin who holds permissions you do not hold.",
  deleteBeyondOwnAccess: "You cannot delete a sub admin who holds permissions you do not hold.",
  mailFailed: "The invitation mail could not be sent, so the sub admin was not created. Please try again later.",
} as const;

export const subAdminSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_number: z.string().nullable(),
  is_active: z.boolean(),
  /** False while the sub admin has not set a password through the invitation: they cannot be activated yet. */
  invitation_accepted: z.boolean(),
  groups: z.array(roleOptionSchema),
  /** The permissions held directly (the role's come on top). */
  user_permissions: z.array(permissionSchema),
});
export type SubAdmin = z.infer<typeof subAdminSchema>;
export const subAdminListSchema = pagedSchema(subAdminSchema);
export const subAdminListQuerySchema = exportableListQuerySchema(SUB_ADMIN_ORDERING);

/** Form data sends booleans as text. */
const booleanField = () =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim().toLowerCase();
    if (text === "true" || text === "1") return true;
    if (text === "false" || text === "0") return false;
    return value;
  }, z.boolean({ error: subAdminMessages.boolean }));

/** One role id: a single value, or a list of exactly one. */
const roleField = () =>
  z.preprocess(
    (value) => {
      if (value === "" || value === null || (Array.isArray(value) && value.length === 0)) return undefined;
      if (!Array.isArray(value)) return toInteger(value);
      return value.length === 1 ? toInteger(value[0]) : value;
    },
    z.number({
      error: (issue) => (issue.input === undefined ? messages.required : Array.isArray(issue.input) ? subAdminMessages.oneRole : INVALID_INTEGER),
    })
      .int(INVALID_INTEGER)
      .positive(INVALID_INTEGER)
      .max(MAX_DB_ID, INVALID_INTEGER),
  );

const personName = () => requiredString(PERSON_NAME_MAX).regex(LETTER_OR_NUMBER, messages.wordCharacter);

/** POST user-invitation/: the new account stays inactive until the invitation is accepted. */
export const subAdminCreateSchema = z.object({
  email: emailField().pipe(text().max(SUB_ADMIN_EMAIL_MAX, messages.maxChars(SUB_ADMIN_EMAIL_MAX))),
  groups: roleField(),
  user_permissions: idListField(messages.selectPermission),
  is_active: booleanField().optional(),
});
export type SubAdminCreateRequest = { email: string; groups: number; user_permissions: number[]; is_active?: boolean };

/** PATCH user-invitation/{id}/: any part; the email may be sent back but never changed. */
export const subAdminUpdateSchema = z.object({
  email: text().trim().optional(),
  first_name: personName().optional(),
  last_name: personName().optional(),
  contact_number: text()
    .trim()
    .refine((value) => value === "" || PHONE_PATTERN.test(value), subAdminMessages.phone)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  is_active: booleanField().optional(),
  groups: roleField().optional(),
  user_permissions: idListField(messages.selectPermission).optional(),
});
export type SubAdminUpdateRequest = {
  email?: string;
  first_name?: string;
  last_name?: string;
  contact_number?: string | null;
  is_active?: boolean;
  groups?: number;
  user_permissions?: number[];
};

export const subAdminEndpoints = {
  subAdminList: defineEndpoint({
    method: "GET",
    path: "user-invitation/",
    auth: true,
    permission: "user.can_view_sub_admin",
    statuses: [200, 400, 401, 403, 404],
    summary: "Sub admins, paged, searched (names, email, role name) and sorted; newest first by default",
    query: subAdminListQuerySchema,
    answer: subAdminListSchema,
  }),
  subAdminCreate: defineEndpoint({
    method: "POST",
    path: "user-invitation/",
    auth: true,
    permission: "user.can_add_sub_admin",
    statuses: [201, 400, 401, 403],
    summary:
      "Invite a sub admin (form data or JSON): creates the inactive account, its role, permissions and invitation link and mails the link, all or nothing (a mail failure answers 400)",
    multipart: subAdminCreateSchema,
    repeatedFields: true,
    answer: subAdminSchema,
  }),
  subAdminGet: defineEndpoint({
    method: "GET",
    path: "user-invitation/{id}/",
    auth: true,
    permission: ["user.can_view_sub_admin", "user.can_change_sub_admin"],
    statuses: [200, 401, 403, 404],
    summary: "One sub admin",
    answer: subAdminSchema,
  }),
  subAdminUpdate: defineEndpoint({
    method: "PATCH",
    path: "user-invitation/{id}/",
    auth: true,
    permission: "user.can_change_sub_admin",
    statuses: [200, 400, 401, 403, 404],
    summary: "Change a sub admin (form data or JSON); role and permissions are replaced together",
    multipart: subAdminUpdateSchema,
    repeatedFields: true,
    answer: subAdminSchema,
  }),
  subAdminDelete: defineEndpoint({
    method: "DELETE",
    path: "user-invitation/{id}/",
    auth: true,
    permission: "user.can_delete_sub_admin",
    statuses: [204, 400, 401, 403, 404],
    summary: "Delete a sub admin (not oneself)",
  }),
};
