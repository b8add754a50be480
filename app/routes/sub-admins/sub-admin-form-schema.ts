// The sub-admin form's own schema, built from the wire schemas in contract/sub-admin.ts, and the
// bodies it becomes. Inviting and editing are one form page, so they share one schema: the
// page's Conform form then has one type whatever the mode, and no cast is needed between two.
// The edit mode's stricter rules (a status, names that may not be cleared) are values of that
// one schema, not a second type; `toInvitation` sends only what an invitation takes.
import { z } from "#contract/zod";
import { subAdminCreateSchema, subAdminUpdateSchema, type SubAdmin, type SubAdminCreateRequest, type SubAdminUpdateRequest } from "#contract/sub-admin";

const create = subAdminCreateSchema.shape;
const update = subAdminUpdateSchema.shape;

/**
 * Without `current`, an invitation: email, role and permissions. With the sub admin being edited:
 * also names, phone and status; the email is sent back read-only, a status is needed, and a name
 * the sub admin already has may be changed but not cleared (before the invitation is accepted
 * both are empty).
 */
export function subAdminFormSchema(current?: Pick<SubAdmin, "first_name" | "last_name">) {
  return z.object({
    email: current ? update.email.unwrap() : create.email,
    groups: create.groups,
    user_permissions: create.user_permissions,
    first_name: current?.first_name ? update.first_name.unwrap() : update.first_name,
    last_name: current?.last_name ? update.last_name.unwrap() : update.last_name,
    contact_number: update.contact_number,
    is_active: current ? create.is_active.unwrap() : create.is_active,
  });
}
export type SubAdminFormValue = z.output<ReturnType<typeof subAdminFormSchema>>;

/** POST user-invitation/: the account stays inactive until the invitation is accepted. */
export function toInvitation(value: SubAdminFormValue): SubAdminCreateRequest {
  return { email: value.email, groups: value.groups, user_permissions: value.user_permissions };
}

/** PATCH user-invitation/{id}/: every field of the edit form. */
export function toSubAdminUpdate(value: SubAdminFormValue): SubAdminUpdateRequest {
  return {
    email: value.email,
    first_name: value.first_name,
    last_name: value.last_name,
    // The field is always on the edit form: an empty one clears the phone.
    contact_number: value.contact_number ?? null,
    is_active: value.is_active,
    groups: value.groups,
    user_permissions: value.user_permissions,
  };
}
