// Roles and the permissions they are made of.
import type { Hono } from "hono";
import { roleCsvColumns } from "#contract/csv";
import { roleHeld, roleNameTaken as roleNameTakenMessage } from "#contract/role";
import { checkRolePermissionChange, checkRolePermissions } from "../access";
import {
  deleteRoleRow,
  findRole,
  insertRole,
  listPermissionGroups,
  listPermissions,
  listRoleOptions,
  lockRole,
  roleExists,
  roleHolderCount,
  roleList,
  roleNameTaken,
  updateRoleRow,
} from "../data/role";
import { answeringViolations } from "../db-errors";
import { endpoint } from "../endpoint";
import { ApiError, type ApiDeps, type AppEnv, fieldError, notFound, paged } from "../http";
import { listAnswer } from "../list-answer";

/** The unique index's refusal (two requests racing for a name) answers as the check does. */
const withUniqueName = <T>(write: () => Promise<T>) => answeringViolations(write, { unique: () => fieldError("name", roleNameTakenMessage) });

export function roleRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "roleList", async (c, { query }) => listAnswer(c, db, query, roleList(db, query), { columns: roleCsvColumns, resource: "roles" }));

  endpoint(app, deps, "roleOptions", async (c, { query }) => c.json(paged(c, query, await listRoleOptions(db, query))));

  endpoint(app, deps, "roleCreate", async (c, input) => {
    const body = await input.body();
    const id = await withUniqueName(() =>
      db.transaction(async (tx) => {
        if (await roleNameTaken(tx, body.name)) throw fieldError("name", roleNameTakenMessage);
        await checkRolePermissions(c.get("auth"), tx, body.permissions);
        return insertRole(tx, { name: body.name, permissionIds: body.permissions });
      }),
    );
    return c.json(await findRole(db, id), 201);
  });

  endpoint(app, deps, "roleGet", async (c, { params }) => {
    const role = await findRole(db, params.id);
    if (!role) throw notFound();
    return c.json(role);
  });

  endpoint(app, deps, "roleUpdate", async (c, input) => {
    const { id } = input.params;
    if (!(await roleExists(db, id))) throw notFound();
    const body = await input.body();
    const updated = await withUniqueName(() =>
      db.transaction(async (tx) => {
        // Two saves of one role at once (PostgreSQL) would interleave their permission rows: the
        // later one waits here, then replaces the earlier whole. A deletion in between is a 404.
        if (!(await lockRole(tx, id, "update"))) throw notFound();
        if (body.name !== undefined && (await roleNameTaken(tx, body.name, id))) throw fieldError("name", roleNameTakenMessage);
        if (body.permissions !== undefined) await checkRolePermissionChange(c.get("auth"), tx, id, body.permissions);
        return updateRoleRow(tx, id, { name: body.name, permissionIds: body.permissions });
      }),
    );
    if (!updated) throw notFound();
    return c.json(await findRole(db, id));
  });

  endpoint(app, deps, "roleDelete", async (c, { params: { id } }) => {
    await answeringViolations(
      () =>
        db.transaction(async (tx) => {
          // Waits for any transaction giving the role to someone, so the count below includes them.
          if (!(await lockRole(tx, id, "update"))) throw notFound();
          const holders = await roleHolderCount(tx, id);
          if (holders > 0) throw new ApiError(400, { detail: roleHeld(holders) });
          if (!(await deleteRoleRow(tx, id))) throw notFound();
        }),
      // A sub admin given the role between the count and the delete: user_group restricts it.
      { foreignKey: async () => new ApiError(400, { detail: roleHeld(await roleHolderCount(db, id)) }) },
    );
    return c.body(null, 204);
  });

  endpoint(app, deps, "permissions", async (c, { query }) => {
    if (query.group !== undefined && !(await roleExists(db, query.group))) {
      throw fieldError("group", "Select a valid choice. That choice is not one of the available choices.");
    }
    return c.json(await listPermissions(db, { roleId: query.group, search: query.search }));
  });

  endpoint(app, deps, "contentTypePermissions", async (c) => c.json(await listPermissionGroups(db)));
}
