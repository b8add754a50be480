// Roles (Django's auth groups) and the permission catalogue they are made of (spec §3, §5, §7).
import { z } from "./zod";
import { ROLE_ORDERING } from "./constants";
import { dbId, listQuerySchema, MAX_DB_ID, pagedSchema, exportableListQuerySchema, text, titleField } from "./common";
import { messages } from "./messages";
import { defineEndpoint } from "./endpoint";
// Defined without zod for the browser (contract/constants.ts).
export { ROLE_ORDERING };

export const ROLE_NAME_MAX = 100;
/** The sub-admin form asks for its role options in one page of this size (spec §9). */
export const ROLE_OPTIONS_PAGE_SIZE = 100;

export const roleNameTaken = "role with this name already exists.";
export const roleHeld = (holders: number) =>
  `This role is held by ${holders} sub admin${holders === 1 ? "" : "s"} and cannot be deleted. Give them another role first.`;
export const roleHoldersBeyondReach =
  "You cannot take permissions away from this role: a sub admin who holds it holds permissions you do not hold.";
/** DRF's PrimaryKeyRelatedField message for an id that matches no row. */
export const unknownId = (id: number) => `Invalid pk "${id}" - object does not exist.`;

export const INVALID_INTEGER = "A valid integer is required.";

/** A whole number sent as text (form data) becomes a number; anything else is left to fail. */
export const toInteger = (value: unknown) => (typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value);

/**
 * Ids sent as a JSON array, as repeated form fields (one value arrives as a string), or with
 * `[]` after the name. At least one is needed; duplicates are dropped. A value that is no id is
 * refused by its index, as DRF's ListField(child=IntegerField()) does:
 * `{"permissions": {"1": ["A valid integer is required."]}}` (decision 021).
 */
export const idListField = (emptyMessage: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return undefined;
      return [value].flat().filter((item) => item !== "").map(toInteger);
    },
    z
      .array(z.number({ error: INVALID_INTEGER }).int(INVALID_INTEGER).positive(INVALID_INTEGER).max(MAX_DB_ID, INVALID_INTEGER), {
        error: emptyMessage,
      })
      .min(1, emptyMessage)
      .transform((ids) => [...new Set(ids)]),
  );

/** `app_label.codename` of a permission, with its id and human name. */
export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** GET permissions/: a plain list (the catalogue is a few dozen rows), never paged. */
export const permissionListSchema = z.array(permissionSchema);
export const permissionQuerySchema = z.object({
  /** A role id: only that role's permissions. */
  group: dbId("Select a valid choice.").optional(),
  search: text().trim().max(200).optional(),
});
export type PermissionQuery = { group?: number; search?: string };

/** GET contenttype-permission/: the role form's accordion, one group per model. */
export const permissionGroupSchema = z.object({
  model: z.string(),
  name: z.string(),
  permissions: z.array(permissionSchema),
});
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;
export const permissionGroupListSchema = z.array(permissionGroupSchema);

export const groupPermissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `app_label.codename`. */
  codename: z.string(),
  model: z.string(),
});

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.number().int()),
  group_permissions: z.array(groupPermissionSchema),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = pagedSchema(roleSchema);
export const roleListQuerySchema = exportableListQuerySchema(ROLE_ORDERING);

/** GET roles-list/: the sub-admin form's role options, by name. */
export const roleOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionListSchema = pagedSchema(roleOptionSchema);
export const roleOptionsQuerySchema = listQuerySchema.omit({ ordering: true });

/** POST roles/; PATCH takes any part of it. Names are unique whatever their case. */
export const roleRequestSchema = z.object({
  name: titleField(ROLE_NAME_MAX),
  permissions: idListField(messages.selectPermission),
});
export type RoleRequest = z.input<typeof roleRequestSchema>;
export const rolePatchSchema = roleRequestSchema.partial();

/** Who may read roles and permissions: role managers, and sub-admin managers for their form. */
const ROLE_READERS = ["auth.view_group", "user.can_add_sub_admin", "user.can_change_sub_admin"] as const;
const PERMISSION_READERS = ["auth.view_group", "auth.add_group", "auth.change_group", "user.can_add_sub_admin", "user.can_change_sub_admin"] as const;

export const roleEndpoints = {
  roleList: defineEndpoint({
    method: "GET",
    path: "roles/",
    auth: true,
    permission: "auth.view_group",
    statuses: [200, 400, 401, 403, 404],
    summary: "Roles, paged, searched (name) and sorted (id, name); newest first by default",
    query: roleListQuerySchema,
    answer: roleListSchema,
  }),
  roleOptions: defineEndpoint({
    method: "GET",
    path: "roles-list/",
    auth: true,
    permission: ROLE_READERS,
    statuses: [200, 400, 401, 403, 404],
    summary: "Role options (id, name) by name, for the sub-admin form",
    query: roleOptionsQuerySchema,
    answer: roleOptionListSchema,
  }),
  roleCreate: defineEndpoint({
    method: "POST",
    path: "roles/",
    auth: true,
    permission: "auth.add_group",
    statuses: [201, 400, 401, 403],
    summary: "Add a role with at least one permission",
    json: roleRequestSchema,
    answer: roleSchema,
  }),
  roleGet: defineEndpoint({ method: "GET", path: "roles/{id}/", auth: true, permission: ROLE_READERS, statuses: [200, 401, 403, 404], summary: "One role with its permissions", answer: roleSchema }),
  roleUpdate: defineEndpoint({
    method: "PATCH",
    path: "roles/{id}/",
    auth: true,
    permission: "auth.change_group",
    statuses: [200, 400, 401, 403, 404],
    summary: "Rename a role or replace its permissions",
    json: rolePatchSchema,
    answer: roleSchema,
  }),
  roleDelete: defineEndpoint({
    method: "DELETE",
    path: "roles/{id}/",
    auth: true,
    permission: "auth.delete_group",
    statuses: [204, 400, 401, 403, 404],
    summary: "Delete a role no sub admin holds (else 400 with a detail)",
  }),
  permissions: defineEndpoint({
    method: "GET",
    path: "permissions/",
    auth: true,
    permission: PERMISSION_READERS,
    statuses: [200, 400, 401, 403],
    summary: "Grantable permissions as a plain list (not paged): a role's with `group`, searched over name and codename",
    query: permissionQuerySchema,
    answer: permissionListSchema,
  }),
  contentTypePermissions: defineEndpoint({
    method: "GET",
    path: "contenttype-permission/",
    auth: true,
    permission: PERMISSION_READERS,
    statuses: [200, 401, 403],
    summary: "Grantable permissions grouped by model, in catalogue order",
    answer: permissionGroupListSchema,
  }),
};
