import { listPermissions } from "~/models/role.server";
import type { SessionApi } from "~/models/session.server";
import { LOAD_ROLE_INTENT } from "./sub-admin-form";

/**
 * The sub-admin form's "Load role permissions" without JavaScript: the chosen role's permissions,
 * or none when the role is cleared. Null for any other intent.
 */
export async function rolePermissionIntent(api: SessionApi, intent: string, formData: FormData): Promise<number[] | null> {
  if (intent !== LOAD_ROLE_INTENT) return null;
  const role = formData.get("groups");
  if (typeof role !== "string" || !/^[1-9]\d{0,9}$/.test(role)) return [];
  return (await api(listPermissions, { group: Number(role) })).map((item) => item.id);
}
