// Sub admins: staff users who are neither superusers nor marketplace users, with one role and
// permissions of their own.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SubAdmin } from "#contract/sub-admin";
import { type Db, independentReads } from "../db/client";
import * as tables from "../db/schema";
import { orderingClause, searchCondition } from "../http";
import { type ListDefinition, type PageRequest } from "../paging";
import { deleteUserAuthTokens } from "./account";
import type { UserRow } from "./user";

const { authGroup, permission, user, userGroup, userPermission } = tables;

// Written as the predicate of the user_sub_admin_* indexes (api/db/schema/account.ts), so that they apply.
const isSubAdmin = sql`${user.isStaff} and not ${user.isSuperuser} and ${user.userType} is null`;

// One role per sub admin, but a correlated subquery cannot duplicate rows whatever the data.
const roleNames = sql<string>`(select string_agg(${authGroup.name}, ' ') from ${authGroup} inner join ${userGroup} on ${userGroup.groupId} = ${authGroup.id} where ${userGroup.userId} = ${user.id})`;

const orderingColumns = {
  id: user.id,
  first_name: sql`lower(${user.firstName})`,
  last_name: sql`lower(${user.lastName})`,
  email: sql`lower(${user.email})`,
  is_active: user.isActive,
};

/** Users as the sub-admin answers show them, in the order of `rows`. */
async function toSubAdmins(db: Db, rows: readonly UserRow[]): Promise<SubAdmin[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [groups, permissions] = await independentReads(
    db,
    () =>
      db
        .select({ userId: userGroup.userId, id: authGroup.id, name: authGroup.name })
        .from(userGroup)
        .innerJoin(authGroup, eq(authGroup.id, userGroup.groupId))
        .where(inArray(userGroup.userId, ids))
        .orderBy(asc(authGroup.id)),
    () =>
      db
        .select({
          userId: userPermission.userId,
          id: permission.id,
          name: permission.name,
          value: sql<string>`${permission.appLabel} || '.' || ${permission.codename}`,
        })
        .from(userPermission)
        .innerJoin(permission, eq(permission.id, userPermission.permissionId))
        .where(inArray(userPermission.userId, ids))
        .orderBy(asc(permission.id)),
  );
  return rows.map((row) => ({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    contact_number: row.contactNumber,
    is_active: row.isActive,
    invitation_accepted: row.passwordHash !== null,
    groups: groups.filter((group) => group.userId === row.id).map(({ id, name }) => ({ id, name })),
    user_permissions: permissions.filter((item) => item.userId === row.id).map(({ id, name, value }) => ({ id, name, value })),
  }));
}

export type SubAdminListQuery = PageRequest & { search?: string; ordering?: string };

export function subAdminList(db: Db, query: Omit<SubAdminListQuery, keyof PageRequest>): ListDefinition<SubAdmin> {
  const source = {
    table: user,
    id: user.id,
    scope: isSubAdmin,
    search: searchCondition(query.search, [user.firstName, user.lastName, user.email, roleNames]),
    order: orderingClause(query.ordering, orderingColumns, { keys: [user.id], descending: true }, user.id),
  };
  return { source, rows: async (ids) => toSubAdmins(db, await db.select().from(user).where(inArray(user.id, ids))), idOf: (row) => row.id };
}

/** The user when they are a sub admin (a superuser or a marketplace user is not). */
export async function findSubAdminRow(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), isSubAdmin));
  return row;
}

/**
 * Call inside a transaction: the sub admin's row, locked until it ends, so two saves of one sub
 * admin (or a save and a deletion) wait for each other instead of interleaving their access rows.
 */
export async function lockSubAdminRow(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), isSubAdmin))
    .for("update");
  return row;
}

export async function findSubAdmin(db: Db, id: number): Promise<SubAdmin | undefined> {
  const row = await findSubAdminRow(db, id);
  if (!row) return undefined;
  const [subAdmin] = await toSubAdmins(db, [row]);
  return subAdmin;
}

/** Whether any user's email or username is this address, whatever its case. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email}) or lower(${user.username}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

async function replaceAccess(db: Db, userId: number, access: { roleId?: number; permissionIds?: readonly number[] }): Promise<void> {
  if (access.roleId !== undefined) {
    await db.delete(userGroup).where(eq(userGroup.userId, userId));
    await db.insert(userGroup).values({ userId, groupId: access.roleId });
  }
  if (access.permissionIds !== undefined) {
    await db.delete(userPermission).where(eq(userPermission.userId, userId));
    if (access.permissionIds.length > 0) {
      await db.insert(userPermission).values(access.permissionIds.map((permissionId) => ({ userId, permissionId })));
    }
  }
}

/**
 * Call inside a transaction. An invited sub admin: no password and inactive until they accept
 * the invitation; the email is their username.
 */
export async function insertSubAdmin(db: Db, input: { email: string; roleId: number; permissionIds: readonly number[] }): Promise<UserRow> {
  const [row] = await db
    .insert(user)
    .values({ username: input.email, email: input.email, passwordHash: null, isActive: false, isStaff: true, isSuperuser: false, userType: null })
    .returning();
  if (!row) throw new Error("insert into user returned no row");
  await replaceAccess(db, row.id, { roleId: input.roleId, permissionIds: input.permissionIds });
  return row;
}

export type SubAdminChanges = {
  firstName?: string;
  lastName?: string;
  contactNumber?: string | null;
  isActive?: boolean;
  roleId?: number;
  permissionIds?: readonly number[];
};

/** Call inside a transaction: the account, its role and its permissions change together. */
export async function updateSubAdminRow(db: Db, id: number, changes: SubAdminChanges): Promise<void> {
  const columns: Partial<typeof user.$inferInsert> = {};
  if (changes.firstName !== undefined) columns.firstName = changes.firstName;
  if (changes.lastName !== undefined) columns.lastName = changes.lastName;
  if (changes.contactNumber !== undefined) columns.contactNumber = changes.contactNumber;
  if (changes.isActive !== undefined) columns.isActive = changes.isActive;
  if (Object.keys(columns).length > 0) await db.update(user).set(columns).where(eq(user.id, id));
  // Refusing an inactive account's tokens is not enough: activated again, a copied one would work.
  if (changes.isActive === false) await deleteUserAuthTokens(db, id);
  await replaceAccess(db, id, { roleId: changes.roleId, permissionIds: changes.permissionIds });
}

/** False when the user is not a sub admin. */
export async function deleteSubAdminRow(db: Db, id: number): Promise<boolean> {
  const condition: SQL | undefined = and(eq(user.id, id), isSubAdmin);
  const rows = await db.delete(user).where(condition).returning({ id: user.id });
  return rows.length > 0;
}
