// Who may grant what (decision 009), in one place: the role and sub-admin handlers ask here.
// Only what one holds can be granted (a superuser holds everything), else an admin allowed to
// manage roles or sub admins could hand a second account more access than their own.
import { eq } from "drizzle-orm";
import { messages } from "#contract/messages";
import { roleHoldersBeyondReach, unknownId } from "#contract/role";
import { subAdminMessages } from "#contract/sub-admin";
import { lockRole, permissionsNotHeld, rolePermissionIds, unknownPermissionIds } from "./data/role";
import type { Db } from "./db/client";
import * as tables from "./db/schema";
import { ApiError, type AuthState, fieldError } from "./http";

/** 400 unless every id names a permission. */
export async function checkPermissionIds(db: Db, field: string, ids: readonly number[]): Promise<void> {
  const [unknown] = await unknownPermissionIds(db, ids);
  if (unknown !== undefined) throw fieldError(field, unknownId(unknown));
}

/** 400 on `field` unless the actor holds every one of `permissionIds`. */
export async function checkGrantable(actor: AuthState, db: Db, field: string, permissionIds: readonly number[]): Promise<void> {
  if (actor.user.isSuperuser) return;
  const beyond = await permissionsNotHeld(db, permissionIds, actor.permissionCodes);
  if (beyond.length > 0) throw fieldError(field, messages.cannotGrant(beyond));
}

/** A new role's permissions: they exist and the actor holds them. */
export async function checkRolePermissions(actor: AuthState, db: Db, permissionIds: readonly number[]): Promise<void> {
  await checkPermissionIds(db, "permissions", permissionIds);
  await checkGrantable(actor, db, "permissions", permissionIds);
}

/**
 * A role's new permissions: keeping what it already grants is fine; only additions must be held.
 * Taking some away narrows every holder: only when the actor holds all each of them holds, as for
 * a sub admin's own access (decision 087).
 */
export async function checkRolePermissionChange(actor: AuthState, db: Db, roleId: number, permissionIds: readonly number[]): Promise<void> {
  await checkPermissionIds(db, "permissions", permissionIds);
  const current = await rolePermissionIds(db, roleId);
  await checkGrantable(actor, db, "permissions", permissionIds.filter((permissionId) => !current.includes(permissionId)));
  if (actor.user.isSuperuser || current.every((permissionId) => permissionIds.includes(permissionId))) return;
  const holders = await db.select({ id: tables.userGroup.userId }).from(tables.userGroup).where(eq(tables.userGroup.groupId, roleId));
  for (const holder of holders) {
    if ((await permissionsNotHeld(db, await effectivePermissionIds(db, holder.id), actor.permissionCodes)).length > 0) {
      throw new ApiError(400, { detail: roleHoldersBeyondReach });
    }
  }
}

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

export type AccessChange = { groups?: number; user_permissions?: number[]; is_active?: boolean };

/** A new sub admin's role and own permissions: they exist and the actor holds all they grant. Inside the inserting transaction. */
export async function checkNewSubAdminAccess(actor: AuthState, db: Db, access: { groups: number; user_permissions: number[] }): Promise<void> {
  await checkRole(db, access.groups);
  await checkPermissionIds(db, "user_permissions", access.user_permissions);
  await checkGrantable(actor, db, "groups", await rolePermissionIds(db, access.groups));
  await checkGrantable(actor, db, "user_permissions", access.user_permissions);
}

/** Whether a save gives the sub admin another role or other own permissions: the edit form sends them unchanged too. */
async function changesAccess(db: Db, subAdminId: number, change: AccessChange): Promise<boolean> {
  if (change.groups === undefined && change.user_permissions === undefined) return false;
  const access = await currentAccess(db, subAdminId);
  const changesRole = change.groups !== undefined && !sameIds([change.groups], access.roleIds);
  return changesRole || (change.user_permissions !== undefined && !sameIds(change.user_permissions, access.permissionIds));
}

/** Nobody widens or narrows their own access, or locks themselves out. */
export async function checkOwnAccessKept(actor: AuthState, db: Db, subAdminId: number, change: AccessChange): Promise<void> {
  if (subAdminId !== actor.user.id) return;
  if (change.is_active === false || (await changesAccess(db, subAdminId, change))) throw new ApiError(400, { detail: subAdminMessages.ownAccess });
}

/**
 * The other side of granting only what one holds: a sub admin holding a permission the actor
 * lacks keeps their access, their status and their account, or an admin holding only the
 * sub-admin codes could narrow, deactivate or delete one holding nearly everything (decision 087).
 * Names and a contact number may still be changed. `target` is the sub admin's locked row.
 */
export async function checkSubAdminWithinReach(actor: AuthState, db: Db, target: { id: number; isActive: boolean }, change: AccessChange | "delete"): Promise<void> {
  if (actor.user.isSuperuser) return;
  const changesStatus = change !== "delete" && change.is_active !== undefined && change.is_active !== target.isActive;
  if (change !== "delete" && !changesStatus && !(await changesAccess(db, target.id, change))) return;
  const beyond = await permissionsNotHeld(db, await effectivePermissionIds(db, target.id), actor.permissionCodes);
  if (beyond.length === 0) return;
  throw new ApiError(400, { detail: change === "delete" ? subAdminMessages.deleteBeyondOwnAccess : subAdminMessages.changeBeyondOwnAccess });
}

/**
 * A sub admin's new role or own permissions, inside the updating transaction: what they already
 * have may stay; only what they would gain must be held by the actor. Own permissions are compared
 * with their own permissions only: one their role grants must not be copied into them by an actor
 * who lacks it, or it would outlive a change of role.
 */
export async function checkSubAdminAccessChange(actor: AuthState, db: Db, subAdminId: number, change: AccessChange): Promise<void> {
  if (change.groups !== undefined) await checkRole(db, change.groups);
  if (change.user_permissions !== undefined) await checkPermissionIds(db, "user_permissions", change.user_permissions);
  if (change.groups !== undefined) {
    const before = await effectivePermissionIds(db, subAdminId);
    const gained = (await rolePermissionIds(db, change.groups)).filter((permissionId) => !before.includes(permissionId));
    await checkGrantable(actor, db, "groups", gained);
  }
  if (change.user_permissions !== undefined) {
    const ownBefore = (await currentAccess(db, subAdminId)).permissionIds;
    await checkGrantable(actor, db, "user_permissions", change.user_permissions.filter((permissionId) => !ownBefore.includes(permissionId)));
  }
}

/** Nobody deletes their own account. */
export function checkNotSelf(actor: AuthState, subAdminId: number): void {
  if (subAdminId === actor.user.id) throw new ApiError(400, { detail: subAdminMessages.deleteSelf });
}
