// Roles and the permissions they are made of.
import { type Context, Hono } from "hono";
import { every } from "hono/combine";
import type { EndpointName } from "#contract/endpoints";
import {
  permissionQuerySchema,
  roleHeld,
  roleListQuerySchema,
  roleNameTaken as roleNameTakenMessage,
  roleOptionsQuerySchema,
  rolePatchSchema,
  roleRequestSchema,
  unknownId,
} from "#contract/role";
import { roleCsvColumns } from "#contract/csv";
import {
  databaseErrorCode,
  deleteRoleRow,
  findRole,
  FOREIGN_KEY_VIOLATION,
  insertRole,
  listPermissionGroups,
  listPermissions,
  listRoleOptions,
  roleList,
  permissionsNotHeld,
  lockRole,
  roleExists,
  roleHolderCount,
  roleNameTaken,
  rolePermissionIds,
  UNIQUE_VIOLATION,
  unknownPermissionIds,
  updateRoleRow,
} from "../data/role";
import { messages } from "#contract/messages";
import { listAnswer } from "../list-answer";
import type { Db } from "../db/client";
import { ApiError, type ApiDeps, type AppEnv, fieldError, guard, heldPermissions, idParam, notFound, paged, parseBody, parseQuery } from "../http";

/** 400 unless every id names a permission. */
export async function checkPermissionIds(db: Db, field: string, ids: readonly number[]): Promise<void> {
  const [unknown] = await unknownPermissionIds(db, ids);
  if (unknown !== undefined) throw fieldError(field, unknownId(unknown));
}

/**
 * Only what one holds can be granted (a superuser holds everything): otherwise an admin allowed
 * to manage roles or sub admins could hand a second account more access than their own.
 */
export async function checkGrantable(c: Context<AppEnv>, db: Db, field: string, permissionIds: readonly number[]): Promise<void> {
  if (c.get("auth").user.isSuperuser) return;
  const beyond = await permissionsNotHeld(db, permissionIds, heldPermissions(c));
  if (beyond.length > 0) throw fieldError(field, messages.cannotGrant(beyond));
}

/** Turns the unique index's refusal (two requests racing for a name) into the same 400 as the check. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw fieldError("name", roleNameTakenMessage);
    throw error;
  }
}

export function roleRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // The table's guard (token, then permission) as one middleware.
  const allowed = (name: EndpointName) => every(...guard(deps, name));

  app.get("/roles/", allowed("roleList"), async (c) => {
    const query = parseQuery(c, roleListQuerySchema);
    return listAnswer(c, db, query, roleList(db, query), { columns: roleCsvColumns, resource: "roles" });
  });

  app.get("/roles-list/", allowed("roleOptions"), async (c) => {
    const query = parseQuery(c, roleOptionsQuerySchema);
    return c.json(paged(c, query, await listRoleOptions(db, query)));
  });

  app.post("/roles/", allowed("roleCreate"), async (c) => {
    const body = await parseBody(c, roleRequestSchema);
    const id = await withUniqueName(() =>
      db.transaction(async (tx) => {
        if (await roleNameTaken(tx, body.name)) throw fieldError("name", roleNameTakenMessage);
        await checkPermissionIds(tx, "permissions", body.permissions);
        await checkGrantable(c, tx, "permissions", body.permissions);
        return insertRole(tx, { name: body.name, permissionIds: body.permissions });
      }),
    );
    return c.json(await findRole(db, id), 201);
  });

  app.get("/roles/:id/", allowed("roleGet"), async (c) => {
    const role = await findRole(db, idParam(c, "id"));
    if (!role) throw notFound();
    return c.json(role);
  });

  app.patch("/roles/:id/", allowed("roleUpdate"), async (c) => {
    const id = idParam(c, "id");
    if (!(await roleExists(db, id))) throw notFound();
    const body = await parseBody(c, rolePatchSchema);
    const updated = await withUniqueName(() =>
      db.transaction(async (tx) => {
        if (body.name !== undefined && (await roleNameTaken(tx, body.name, id))) throw fieldError("name", roleNameTakenMessage);
        if (body.permissions !== undefined) {
          await checkPermissionIds(tx, "permissions", body.permissions);
          // Keeping what the role already grants is fine; only additions must be held.
          const current = await rolePermissionIds(tx, id);
          await checkGrantable(c, tx, "permissions", body.permissions.filter((permissionId) => !current.includes(permissionId)));
        }
        return updateRoleRow(tx, id, { name: body.name, permissionIds: body.permissions });
      }),
    );
    if (!updated) throw notFound();
    return c.json(await findRole(db, id));
  });

  app.delete("/roles/:id/", allowed("roleDelete"), async (c) => {
    const id = idParam(c, "id");
    try {
      await db.transaction(async (tx) => {
        // Waits for any transaction giving the role to someone, so the count below includes them.
        if (!(await lockRole(tx, id, "update"))) throw notFound();
        const holders = await roleHolderCount(tx, id);
        if (holders > 0) throw new ApiError(400, { detail: roleHeld(holders) });
        if (!(await deleteRoleRow(tx, id))) throw notFound();
      });
    } catch (error) {
      // A sub admin given the role between the count and the delete: user_group restricts it.
      if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new ApiError(400, { detail: roleHeld(await roleHolderCount(db, id)) });
      throw error;
    }
    return c.body(null, 204);
  });

  app.get("/permissions/", allowed("permissions"), async (c) => {
    const query = parseQuery(c, permissionQuerySchema);
    if (query.group !== undefined && !(await roleExists(db, query.group))) {
      throw fieldError("group", "Select a valid choice. That choice is not one of the available choices.");
    }
    return c.json(await listPermissions(db, { roleId: query.group, search: query.search }));
  });

  app.get("/contenttype-permission/", allowed("contentTypePermissions"), async (c) => c.json(await listPermissionGroups(db)));

  return app;
}
