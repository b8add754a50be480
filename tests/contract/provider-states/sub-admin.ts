import { and, eq, ilike, sql } from "drizzle-orm";
import { createAuthToken } from "../../../api/data/account";
import { insertSubAdmin } from "../../../api/data/sub-admin";
import { createUser } from "../../../api/data/user";
import * as tables from "../../../api/db/schema";
import { likePattern } from "../../../api/http";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_INVITEE_EMAIL, PACT_LISTED_SUB_ADMIN_EMAIL, PACT_LISTED_SUB_ADMIN_SEARCH, subAdminStates, type SubAdminState } from "../states/sub-admin";
import { PACT_FIXED_ROLE, PACT_PERMISSION_IDS } from "../states/role";
import { ensureFixedRole, newRole, uniqueSuffix } from "./role";

export function subAdminStateHandlers({ db, now, tokens }: StateContext): Record<SubAdminState, StateHandler> {
  /** An active sub admin who accepted their invitation: names Sam Sub, a phone, common.view_skill of their own. */
  const createSubAdmin = (email: string, roleId: number) =>
    createUser(db, {
      username: email,
      email,
      password: "Pact#sub1",
      firstName: "Sam",
      lastName: "Sub",
      contactNumber: "+919876543210",
      isStaff: true,
      groupIds: [roleId],
      permissions: ["common.view_skill"],
    });

  return {
    [subAdminStates.inviteeEmailFree]: async () => {
      await ensureFixedRole(db);
      await db
        .delete(tables.user)
        .where(and(sql`lower(${tables.user.email}) = lower(${PACT_INVITEE_EMAIL})`, eq(tables.user.isSuperuser, false)));
      return undefined;
    },
    [subAdminStates.subAdminExists]: async () => {
      await ensureFixedRole(db);
      const row = await createSubAdmin(`pact-sub-${uniqueSuffix()}@example.com`, await newRole(db));
      return { subAdminId: row.id };
    },
    [subAdminStates.invitedSubAdminExists]: async () => {
      await ensureFixedRole(db);
      const roleId = await newRole(db);
      const email = `pact-invited-${uniqueSuffix()}@example.com`;
      const row = await db.transaction((tx) => insertSubAdmin(tx, { email, roleId, permissionIds: [PACT_PERMISSION_IDS[0]] }));
      return { subAdminId: row.id };
    },
    [subAdminStates.listedSubAdminExists]: async () => {
      await ensureFixedRole(db);
      await db
        .delete(tables.user)
        .where(and(ilike(tables.user.email, likePattern(PACT_LISTED_SUB_ADMIN_SEARCH)), eq(tables.user.isSuperuser, false)));
      const row = await createSubAdmin(PACT_LISTED_SUB_ADMIN_EMAIL, PACT_FIXED_ROLE.id);
      return { subAdminId: row.id };
    },
    [subAdminStates.subAdminDeleterSignedIn]: async () => {
      const email = `pact-deleter-${uniqueSuffix()}@example.com`;
      const row = await createUser(db, { username: email, email, isStaff: true, permissions: ["user.can_delete_sub_admin"] });
      const token = await createAuthToken(db, row.id, now());
      if (!token) throw new Error(`${email} is not an active staff account`);
      tokens.use(token.key);
      return { userId: row.id };
    },
  };
}
