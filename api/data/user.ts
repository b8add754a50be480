// Users, their permission codes and their profile.
import { type Column, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ALWAYS_GRANTED } from "#contract/permissions";
import type { UserDetails } from "#contract/user";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { hashPassword } from "../security";

export type UserRow = typeof tables.user.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(tables.user).where(eq(tables.user.id, id));
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(tables.user).where(eq(tables.user.username, username));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(tables.user)
    .where(sql`lower(${tables.user.email}) = lower(${email})`);
  return row;
}

const permissionCode = sql<string>`${tables.permission.appLabel} || '.' || ${tables.permission.codename}`;

/** Permission ids for codes (`app_label.codename`); unknown codes are an error. */
export async function permissionIds(db: Db, codes: readonly string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ id: tables.permission.id, code: permissionCode })
    .from(tables.permission)
    .where(inArray(permissionCode, [...codes]));
  const missing = codes.filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0) throw new Error(`Unknown permission codes: ${missing.join(", ")}`);
  return rows.map((row) => row.id);
}

/**
 * The codes a user holds, as one SQL expression (so the token check can read them in its own
 * query): a superuser all of them, others their roles' and their own, plus ALWAYS_GRANTED; in
 * catalogue order.
 */
export function permissionCodesSql(user: { id: SQL | Column; isSuperuser: SQL | Column }): SQL<string[]> {
  const { permission, groupPermission, userGroup, userPermission } = tables;
  const always = sql.join(
    ALWAYS_GRANTED.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql<string[]>`coalesce((
    select array_agg(${permissionCode} order by ${permission.id}) from ${permission}
    where ${user.isSuperuser}
      or ${permission.id} in (select ${groupPermission.permissionId} from ${groupPermission} join ${userGroup} on ${userGroup.groupId} = ${groupPermission.groupId} where ${userGroup.userId} = ${user.id})
      or ${permission.id} in (select ${userPermission.permissionId} from ${userPermission} where ${userPermission.userId} = ${user.id})
      or ${permissionCode} in (${always})
  ), '{}')`;
}

/** users/'s answer: the user and the codes requireAuth read with the token. */
export function userDetails(user: UserRow, permissionCodes: string[]): UserDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image: user.profileImage,
    user_type: user.userType,
    user_permissions: permissionCodes,
  };
}

export type NewUser = {
  username: string;
  email: string;
  /** Null for an invited user who sets it through the invitation link. */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
  isStaff?: boolean;
  isSuperuser?: boolean;
  userType?: number | null;
  contactNumber?: string | null;
  profileImage?: string | null;
  /** Role ids (auth_group). */
  groupIds?: readonly number[];
  /** Extra permission codes held by the user directly. */
  permissions?: readonly string[];
};

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tables.user)
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? "",
        lastName: input.lastName ?? "",
        isActive: input.isActive ?? true,
        isStaff: input.isStaff ?? false,
        isSuperuser: input.isSuperuser ?? false,
        userType: input.userType ?? null,
        contactNumber: input.contactNumber ?? null,
        profileImage: input.profileImage ?? null,
      })
      .returning();
    if (!row) throw new Error("insert into user returned no row");
    if (input.groupIds?.length) {
      await tx.insert(tables.userGroup).values(input.groupIds.map((groupId) => ({ userId: row.id, groupId })));
    }
    const ids = await permissionIds(tx, input.permissions ?? []);
    if (ids.length) {
      await tx.insert(tables.userPermission).values(ids.map((permissionId) => ({ userId: row.id, permissionId })));
    }
    return row;
  });
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(tables.user)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(tables.user.id, userId));
}

export async function updateProfile(
  db: Db,
  userId: number,
  changes: { firstName: string; lastName: string; profileImage?: string | null },
): Promise<UserRow> {
  const [row] = await db
    .update(tables.user)
    .set({
      firstName: changes.firstName,
      lastName: changes.lastName,
      ...(changes.profileImage !== undefined ? { profileImage: changes.profileImage } : {}),
    })
    .where(eq(tables.user.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during update`);
  return row;
}

export async function recordLogin(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(tables.user).set({ lastLogin: at }).where(eq(tables.user.id, userId));
}

/** A role (auth_group) with its permission codes; later issues add the roles/ endpoints. */
export async function createRole(db: Db, name: string, codes: readonly string[]): Promise<{ id: number; name: string }> {
  return db.transaction(async (tx) => {
    const [role] = await tx.insert(tables.authGroup).values({ name }).returning();
    if (!role) throw new Error("insert into auth_group returned no row");
    const ids = await permissionIds(tx, codes);
    if (ids.length) await tx.insert(tables.groupPermission).values(ids.map((permissionId) => ({ groupId: role.id, permissionId })));
    return { id: role.id, name: role.name };
  });
}

export function isActiveStaff(user: Pick<UserRow, "isActive" | "isStaff">): boolean {
  return user.isActive && user.isStaff;
}

