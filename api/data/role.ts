// Roles (auth_group with group_permission) and the grantable part of the permission catalogue.
import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { ALWAYS_GRANTED } from "#contract/permissions";
import type { Permission, PermissionGroup, Role, RoleOption } from "#contract/role";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { orderingClause, searchCondition } from "../http";
import { type ListDefinition, type ListPage, listPage, type PageRequest } from "../paging";

const { authGroup, groupPermission, permission, userGroup } = tables;

const permissionValue = sql<string>`${permission.appLabel} || '.' || ${permission.codename}`;

// Everyone holds these, so no form offers them.
const grantable = notInArray(permissionValue, [...ALWAYS_GRANTED]);

const permissionFields = { id: permission.id, name: permission.name, value: permissionValue };

/** The role form's accordion: grantable permissions grouped by model, in catalogue order. */
export async function listPermissionGroups(db: Db): Promise<PermissionGroup[]> {
  const rows = await db
    .select({ ...permissionFields, model: permission.model })
    .from(permission)
    .where(grantable)
    .orderBy(asc(permission.id));
  const groups = new Map<string, PermissionGroup>();
  for (const { model, ...item } of rows) {
    let group = groups.get(model);
    if (!group) {
      group = { model, name: model.charAt(0).toUpperCase() + model.slice(1), permissions: [] };
      groups.set(model, group);
    }
    group.permissions.push(item);
  }
  return [...groups.values()];
}

/** Grantable permissions, a role's only when `roleId` is given, searched over name and codename. */
export async function listPermissions(db: Db, query: { roleId?: number; search?: string }): Promise<Permission[]> {
  const conditions: (SQL | undefined)[] = [grantable, searchCondition(query.search, [permission.name, permission.codename])];
  if (query.roleId !== undefined) {
    const ofRole = db.select({ id: groupPermission.permissionId }).from(groupPermission).where(eq(groupPermission.groupId, query.roleId));
    conditions.push(inArray(permission.id, ofRole));
  }
  return db
    .select(permissionFields)
    .from(permission)
    .where(and(...conditions))
    .orderBy(asc(permission.id));
}

/** The ids among `ids` that name no permission. */
export async function unknownPermissionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: permission.id }).from(permission).where(inArray(permission.id, [...ids]));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Call inside a transaction: locks the role row until it ends, so a role being given to someone
 * (`share`) and a role being deleted (`update`) wait for each other instead of racing into a
 * foreign-key error. False when the role does not exist (or was deleted while waiting).
 */
export async function lockRole(db: Db, id: number, mode: "share" | "update"): Promise<boolean> {
  const [row] = await db.select({ id: authGroup.id }).from(authGroup).where(eq(authGroup.id, id)).for(mode);
  return row !== undefined;
}

export async function roleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: authGroup.id }).from(authGroup).where(eq(authGroup.id, id));
  return row !== undefined;
}

/** Whether another role (not `exceptId`) has this name, whatever its case. */
export async function roleNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql`lower(${authGroup.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: authGroup.id })
    .from(authGroup)
    .where(exceptId === undefined ? sameName : and(sameName, sql`${authGroup.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}

/** Roles with their permissions, in the order of `roles`. */
async function withPermissions(db: Db, roles: readonly { id: number; name: string }[]): Promise<Role[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .select({ roleId: groupPermission.groupId, id: permission.id, name: permission.name, codename: permissionValue, model: permission.model })
    .from(groupPermission)
    .innerJoin(permission, eq(permission.id, groupPermission.permissionId))
    .where(
      inArray(
        groupPermission.groupId,
        roles.map((role) => role.id),
      ),
    )
    .orderBy(asc(permission.id));
  return roles.map((role) => {
    const group_permissions = rows.filter((row) => row.roleId === role.id).map(({ roleId: _roleId, ...item }) => item);
    return { id: role.id, name: role.name, permissions: group_permissions.map((item) => item.id), group_permissions };
  });
}

export type RoleListQuery = PageRequest & { search?: string; ordering?: string };

const roleNameKey = sql`lower(${authGroup.name})`;

function roleRows(db: Db) {
  return (ids: number[]) => db.select({ id: authGroup.id, name: authGroup.name }).from(authGroup).where(inArray(authGroup.id, ids));
}

export function roleList(db: Db, query: Omit<RoleListQuery, keyof PageRequest>): ListDefinition<Role> {
  const source = {
    table: authGroup,
    id: authGroup.id,
    search: searchCondition(query.search, [authGroup.name]),
    order: orderingClause(query.ordering, { id: authGroup.id, name: roleNameKey }, { keys: [authGroup.id], descending: true }, authGroup.id),
  };
  return { source, rows: async (ids) => withPermissions(db, await roleRows(db)(ids)), idOf: (row) => row.id };
}

/** The sub-admin form's role options, by name. */
export function listRoleOptions(db: Db, query: Omit<RoleListQuery, "ordering">): Promise<ListPage<RoleOption>> {
  const source = {
    table: authGroup,
    id: authGroup.id,
    search: searchCondition(query.search, [authGroup.name]),
    order: { keys: [roleNameKey, authGroup.id], descending: false },
  };
  return listPage(db, { source, rows: roleRows(db), idOf: (row) => row.id }, query);
}

export async function findRole(db: Db, id: number): Promise<Role | undefined> {
  const [role] = await db.select({ id: authGroup.id, name: authGroup.name }).from(authGroup).where(eq(authGroup.id, id));
  if (!role) return undefined;
  const [withDetails] = await withPermissions(db, [role]);
  return withDetails;
}

async function replacePermissions(db: Db, roleId: number, permissionIds: readonly number[]): Promise<void> {
  await db.delete(groupPermission).where(eq(groupPermission.groupId, roleId));
  if (permissionIds.length > 0) {
    await db.insert(groupPermission).values(permissionIds.map((permissionId) => ({ groupId: roleId, permissionId })));
  }
}

/** Call inside a transaction: the role and its permissions are written together. */
export async function insertRole(db: Db, input: { name: string; permissionIds: readonly number[] }): Promise<number> {
  const [row] = await db.insert(authGroup).values({ name: input.name }).returning({ id: authGroup.id });
  if (!row) throw new Error("insert into auth_group returned no row");
  await replacePermissions(db, row.id, input.permissionIds);
  return row.id;
}

/** Call inside a transaction. False when the role does not exist. */
export async function updateRoleRow(db: Db, id: number, changes: { name?: string; permissionIds?: readonly number[] }): Promise<boolean> {
  if (!(await roleExists(db, id))) return false;
  if (changes.name !== undefined) await db.update(authGroup).set({ name: changes.name }).where(eq(authGroup.id, id));
  if (changes.permissionIds !== undefined) await replacePermissions(db, id, changes.permissionIds);
  return true;
}

/** How many users hold the role (user_group restricts deleting it). */
export async function roleHolderCount(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(userGroup).where(eq(userGroup.groupId, id));
  return row?.value ?? 0;
}

/** False when the role does not exist. */
export async function deleteRoleRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(authGroup).where(eq(authGroup.id, id)).returning({ id: authGroup.id });
  return rows.length > 0;
}

/** The permission ids a role grants. */
export async function rolePermissionIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: groupPermission.permissionId }).from(groupPermission).where(eq(groupPermission.groupId, roleId));
  return rows.map((row) => row.id);
}

/** Of `permissionIds`, the names of those `heldCodes` does not include, in catalogue order. */
export async function permissionsNotHeld(db: Db, permissionIds: readonly number[], heldCodes: readonly string[]): Promise<string[]> {
  if (permissionIds.length === 0) return [];
  const held = new Set(heldCodes);
  const rows = await db
    .select({ name: permission.name, code: sql<string>`${permission.appLabel} || '.' || ${permission.codename}` })
    .from(permission)
    .where(inArray(permission.id, [...permissionIds]))
    .orderBy(asc(permission.id));
  return rows.filter((row) => !held.has(row.code)).map((row) => row.name);
}
