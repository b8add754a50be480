// Demo roles for `npm run db:seed -- --demo`. Idempotent: a role whose name exists is left as it is.
import { sql } from "drizzle-orm";
import type { PermissionCode } from "#contract/permissions";
import { createRole } from "../../data/user";
import type { Db } from "../client";
import * as tables from "../schema";

export const demoRoles: readonly { name: string; permissions: readonly PermissionCode[] }[] = [
  {
    name: "Content Manager",
    permissions: [
      "common.can_view_master",
      "common.view_technology",
      "common.add_technology",
      "common.change_technology",
      "common.view_profiletype",
      "common.add_profiletype",
      "common.change_profiletype",
      "common.view_skill",
      "common.add_skill",
      "common.change_skill",
    ],
  },
  {
    name: "Support",
    permissions: [
      "common.view_contactus",
      "user.can_view_register",
      "user.can_view_client",
      "user.can_view_agency",
      "user.can_view_freelancer",
      "user.view_userrequest",
    ],
  },
  {
    name: "Finance",
    permissions: ["subscription.view_subscriptionplan", "subscription.add_subscriptionplan", "subscription.change_subscriptionplan", "user.can_view_client"],
  },
];

/** The demo roles by name, created when missing. */
export async function seedDemoRole(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of demoRoles) {
    const [existing] = await db
      .select({ id: tables.authGroup.id })
      .from(tables.authGroup)
      .where(sql`lower(${tables.authGroup.name}) = lower(${role.name})`);
    ids.set(role.name, existing ? existing.id : (await createRole(db, role.name, role.permissions)).id);
  }
  return ids;
}
