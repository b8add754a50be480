// Permission ids by code, for the role and sub-admin tests that send ids as the API expects.
import { ALWAYS_GRANTED, permissionCatalogue, type PermissionCode } from "#contract/permissions";
import type { Db } from "../../api/index";
import * as tables from "../../api/db/schema";

/** Every code a role or sub admin can be given (the always-granted ones are not listed). */
export const grantable = permissionCatalogue.filter((entry) => !ALWAYS_GRANTED.includes(entry.code));

/** A lookup from code to the database's permission id; an unknown code fails the test. */
export async function permissionIdLookup(db: Db): Promise<(code: PermissionCode) => number> {
  const rows = await db.select().from(tables.permission);
  const ids = new Map(rows.map((row) => [`${row.appLabel}.${row.codename}`, row.id]));
  return (code) => {
    const value = ids.get(code);
    if (value === undefined) throw new Error(`no permission ${code}`);
    return value;
  };
}
