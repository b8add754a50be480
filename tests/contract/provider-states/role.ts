import { inArray, sql } from "drizzle-orm";
import { insertRole } from "../../../api/data/role";
import { createUser } from "../../../api/data/user";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { searchCondition } from "../../../api/http";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_FIXED_ROLE, PACT_LISTED_ROLE_NAME, PACT_LISTED_SEARCH, PACT_NEW_ROLE_NAME, PACT_PERMISSION_IDS, PACT_RENAMED_ROLE_NAME, roleStates, type RoleState } from "../states/role";

let created = 0;
/** Unique within the verification run and across runs on one database. */
export const uniqueSuffix = () => `${++created}-${Date.now().toString(36)}`;

/** The requests carry these permission ids: a database without them cannot honour the pact. */
export async function checkPactPermissions(db: Db): Promise<void> {
  const rows = await db.select({ id: tables.permission.id }).from(tables.permission).where(inArray(tables.permission.id, [...PACT_PERMISSION_IDS]));
  if (rows.length !== PACT_PERMISSION_IDS.length) throw new Error(`The permission catalogue lacks ids ${PACT_PERMISSION_IDS.join(", ")}`);
}

/** Deletes the roles with this name (any case), taking them from whoever holds them. */
async function freeRoleName(db: Db, name: string): Promise<void> {
  const roles = db.select({ id: tables.authGroup.id }).from(tables.authGroup).where(sql`lower(${tables.authGroup.name}) = lower(${name})`);
  await db.delete(tables.userGroup).where(inArray(tables.userGroup.groupId, roles));
  await db.delete(tables.authGroup).where(sql`lower(${tables.authGroup.name}) = lower(${name})`);
}

/** The role with the fixed id the form-data requests name, with the pact's permissions. */
export async function ensureFixedRole(db: Db): Promise<void> {
  await checkPactPermissions(db);
  await db
    .insert(tables.authGroup)
    .values({ ...PACT_FIXED_ROLE })
    .onConflictDoUpdate({ target: tables.authGroup.id, set: { name: PACT_FIXED_ROLE.name } });
  await db
    .insert(tables.groupPermission)
    .values(PACT_PERMISSION_IDS.map((permissionId) => ({ groupId: PACT_FIXED_ROLE.id, permissionId })))
    .onConflictDoNothing();
}

export async function newRole(db: Db, name = `Pact Role ${uniqueSuffix()}`): Promise<number> {
  await checkPactPermissions(db);
  return db.transaction((tx) => insertRole(tx, { name, permissionIds: PACT_PERMISSION_IDS }));
}

export function roleStateHandlers({ db }: StateContext): Record<RoleState, StateHandler> {
  return {
    [roleStates.roleNameFree]: async () => {
      await checkPactPermissions(db);
      await freeRoleName(db, PACT_NEW_ROLE_NAME);
      return undefined;
    },
    [roleStates.roleExists]: async () => {
      await freeRoleName(db, PACT_RENAMED_ROLE_NAME);
      return { roleId: await newRole(db) };
    },
    [roleStates.listedRoleExists]: async () => {
      const others = await db.select({ name: tables.authGroup.name }).from(tables.authGroup).where(searchCondition(PACT_LISTED_SEARCH, [tables.authGroup.name]));
      for (const { name } of others) await freeRoleName(db, name);
      return { roleId: await newRole(db, PACT_LISTED_ROLE_NAME) };
    },
    [roleStates.roleHeldBySubAdmin]: async () => {
      const roleId = await newRole(db);
      const suffix = uniqueSuffix();
      await createUser(db, { username: `pact-holder-${suffix}@example.com`, email: `pact-holder-${suffix}@example.com`, isStaff: true, groupIds: [roleId] });
      return { roleId };
    },
  };
}
