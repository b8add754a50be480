// Sub admins (user-invitation/): invited by mail, then managed. Their forms send form data,
// with permissions as repeated fields; JSON works too.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { every } from "hono/combine";
import type { EndpointName } from "#contract/endpoints";
import { unknownId } from "#contract/role";
import { subAdminCsvColumns } from "#contract/csv";
import { subAdminCreateSchema, subAdminListQuerySchema, subAdminMessages, subAdminUpdateSchema } from "#contract/sub-admin";
import { createInvitation } from "../data/account";
import { databaseErrorCode, lockRole, rolePermissionIds, UNIQUE_VIOLATION } from "../data/role";
import {
  deleteSubAdminRow,
  emailInUse,
  findSubAdmin,
  findSubAdminRow,
  insertSubAdmin,
  subAdminList,
  updateSubAdminRow,
} from "../data/sub-admin";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { ApiError, type ApiDeps, type AppEnv, fieldError, guard, idParam, notFound, parseQuery, parseWith, readBody } from "../http";
import { listAnswer } from "../list-answer";
import { sendInvitationMail } from "../mail";
import { checkGrantable, checkPermissionIds } from "./role";

/** Call inside the transaction that gives the role: it stays until that transaction ends. */
async function checkRole(db: Db, roleId: number): Promise<void> {
  if (!(await lockRole(db, roleId, "share"))) throw fieldError("groups", unknownId(roleId));
}

async function currentAccess(db: Db, userId: number): Promise<{ roleIds: number[]; permissionIds: number[] }> {
  const [roles, permissions] = await Promise.all([
    db.select({ id: tables.userGroup.groupId }).from(tables.userGroup).where(eq(tables.userGroup.userId, userId)),
    db.select({ id: tables.userPermission.permissionId }).from(tables.userPermission).where(eq(tables.userPermission.userId, userId)),
  ]);
  return { roleIds: roles.map((row) => row.id), permissionIds: permissions.map((row) => row.id) };
}

/** The permission ids a sub admin has through their role and of their own. */
async function effectivePermissionIds(db: Db, userId: number): Promise<number[]> {
  const access = await currentAccess(db, userId);
  const fromRoles = await Promise.all(access.roleIds.map((roleId) => rolePermissionIds(db, roleId)));
  return [...new Set([...fromRoles.flat(), ...access.permissionIds])];
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

export function subAdminRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // The table's guard (token, then permission) as one middleware.
  const allowed = (name: EndpointName) => every(...guard(deps, name));

  app.get("/user-invitation/", allowed("subAdminList"), async (c) => {
    const query = parseQuery(c, subAdminListQuerySchema);
    return listAnswer(c, db, query, subAdminList(db, query), { columns: subAdminCsvColumns, resource: "sub-admins" });
  });

  // The account, its access, its invitation link and the mail: all of them or none.
  app.post("/user-invitation/", allowed("subAdminCreate"), async (c) => {
    const body = parseWith(subAdminCreateSchema, await readBody(c, { lists: true }));
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        if (await emailInUse(tx, body.email)) throw fieldError("email", subAdminMessages.emailTaken);
        await checkRole(tx, body.groups);
        await checkPermissionIds(tx, "user_permissions", body.user_permissions);
        await checkGrantable(c, tx, "groups", await rolePermissionIds(tx, body.groups));
        await checkGrantable(c, tx, "user_permissions", body.user_permissions);
        const row = await insertSubAdmin(tx, { email: body.email, roleId: body.groups, permissionIds: body.user_permissions });
        const link = await createInvitation(tx, row.id, { appUrl: deps.appUrl, now: deps.now() });
        try {
          await sendInvitationMail(deps.mailer, { email: row.email }, link.url);
        } catch (error) {
          deps.logger.error(`Invitation mail to ${row.email} failed; nothing was created:`, error);
          throw new ApiError(400, { detail: subAdminMessages.mailFailed });
        }
        return row.id;
      });
    } catch (error) {
      // Another request took the address between the check and the insert.
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw fieldError("email", subAdminMessages.emailTaken);
      throw error;
    }
    return c.json(await findSubAdmin(db, id), 201);
  });

  app.get("/user-invitation/:id/", allowed("subAdminGet"), async (c) => {
    const subAdmin = await findSubAdmin(db, idParam(c, "id"));
    if (!subAdmin) throw notFound();
    return c.json(subAdmin);
  });

  app.patch("/user-invitation/:id/", allowed("subAdminUpdate"), async (c) => {
    const id = idParam(c, "id");
    const current = await findSubAdminRow(db, id);
    if (!current) throw notFound();
    const body = parseWith(subAdminUpdateSchema, await readBody(c, { lists: true }));
    if (body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase()) {
      throw fieldError("email", subAdminMessages.emailReadOnly);
    }
    if (body.is_active === true && !current.isActive && current.passwordHash === null) {
      throw fieldError("is_active", subAdminMessages.notAccepted);
    }
    // Nobody widens or narrows their own access, or locks themselves out.
    if (id === c.get("auth").user.id) {
      const access = await currentAccess(db, id);
      const changesRole = body.groups !== undefined && !sameIds([body.groups], access.roleIds);
      const changesPermissions = body.user_permissions !== undefined && !sameIds(body.user_permissions, access.permissionIds);
      if (changesRole || changesPermissions || body.is_active === false) throw new ApiError(400, { detail: subAdminMessages.ownAccess });
    }
    await db.transaction(async (tx) => {
      if (body.groups !== undefined) await checkRole(tx, body.groups);
      if (body.user_permissions !== undefined) await checkPermissionIds(tx, "user_permissions", body.user_permissions);
      // What the sub admin already has may stay; only what they would gain must be held by the actor.
      // Own permissions are compared with their own permissions only: one their role grants must not
      // be copied into them by an actor who lacks it, or it would outlive a change of role.
      if (body.groups !== undefined) {
        const before = await effectivePermissionIds(tx, id);
        const gained = (await rolePermissionIds(tx, body.groups)).filter((permissionId) => !before.includes(permissionId));
        await checkGrantable(c, tx, "groups", gained);
      }
      if (body.user_permissions !== undefined) {
        const ownBefore = (await currentAccess(tx, id)).permissionIds;
        await checkGrantable(c, tx, "user_permissions", body.user_permissions.filter((permissionId) => !ownBefore.includes(permissionId)));
      }
      await updateSubAdminRow(tx, id, {
        firstName: body.first_name,
        lastName: body.last_name,
        contactNumber: body.contact_number,
        isActive: body.is_active,
        roleId: body.groups,
        permissionIds: body.user_permissions,
      });
    });
    return c.json(await findSubAdmin(db, id));
  });

  app.delete("/user-invitation/:id/", allowed("subAdminDelete"), async (c) => {
    const id = idParam(c, "id");
    if (!(await findSubAdminRow(db, id))) throw notFound();
    if (id === c.get("auth").user.id) throw new ApiError(400, { detail: subAdminMessages.deleteSelf });
    if (!(await deleteSubAdminRow(db, id))) throw notFound();
    return c.body(null, 204);
  });

  return app;
}
