import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { hasPermission } from "#contract/permissions";
import { errorMessage, isApiError } from "~/models/errors";
import { listPermissions } from "~/models/role.server";
import { requireAdmin } from "~/models/session.server";
import { settled } from "~/utils/settled.server";
import type { RolePermissions } from "./sub-admin-form";

/**
 * A role's permission ids for the sub-admin form, fetched when a role is chosen (with JavaScript).
 * A resource route: its answers are Responses, as a `data()` status would go out as 200.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request);
  const held = user.user_permissions;
  if (!hasPermission(held, "user.can_add_sub_admin") && !hasPermission(held, "user.can_change_sub_admin")) throw redirect("/notfound");
  const raw = new URL(request.url).searchParams.get("role") ?? "";
  const role = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  if (!role) return refusal({ role, permissions: [], error: "Select a valid role." });
  // An unknown role is the API's 400: the form says so and keeps what it had.
  const answer = await api(settled(listPermissions, (error) => isApiError(error, 400)), { group: role });
  if (!answer.ok) return refusal({ role, permissions: [], error: isApiError(answer.error) ? errorMessage(answer.error.body) : "" });
  return Response.json({ role, permissions: answer.value.map((item) => item.id) } satisfies RolePermissions);
}

const refusal = (body: RolePermissions) => Response.json(body, { status: 400 });
