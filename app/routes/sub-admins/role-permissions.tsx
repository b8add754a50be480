import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { hasPermission } from "#contract/permissions";
import { errorMessage, isApiError } from "~/models/errors";
import { handleLoaderError } from "~/models/errors.server";
import { listPermissions } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import type { RolePermissions } from "./sub-admin-form";

/** A role's permission ids for the sub-admin form, fetched when a role is chosen (with JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token, user } = await requireAdmin(request);
  const held = user.user_permissions;
  if (!hasPermission(held, "user.can_add_sub_admin") && !hasPermission(held, "user.can_change_sub_admin")) throw redirect("/notfound");
  const raw = new URL(request.url).searchParams.get("role") ?? "";
  const role = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  if (!role) return data<RolePermissions>({ role, permissions: [], error: "Select a valid role." }, { status: 400 });
  try {
    const permissions = await listPermissions(token, { group: role });
    const answer: RolePermissions = { role, permissions: permissions.map((item) => item.id) };
    return answer;
  } catch (error) {
    // An unknown role is the API's 400: the form says so and keeps what it had.
    if (isApiError(error, 400)) return data<RolePermissions>({ role, permissions: [], error: errorMessage(error.body) }, { status: 400 });
    return handleLoaderError(error, request);
  }
}
