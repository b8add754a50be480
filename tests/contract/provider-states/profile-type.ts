import { and, inArray, notExists, sql } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_NEW_PROFILE_TYPE, PACT_PROFILE_TYPE, PACT_RENAMED_PROFILE_TYPE, profileTypeStates, type ProfileTypeState } from "../states/profile-type";
import { busyTitle, createProfileOwner } from "./profile-owner";

export function profileTypeStateHandlers({ db }: StateContext): Record<ProfileTypeState, StateHandler> {
  const { profileType, portfolio } = tables;
  return {
    [profileTypeStates.profileTypeExists]: async () => {
      // Whatever earlier interactions created, renamed or deleted: back to the one pact row.
      const titles = [PACT_PROFILE_TYPE, PACT_NEW_PROFILE_TYPE, PACT_RENAMED_PROFILE_TYPE].map((title) => title.toLowerCase());
      const unused = notExists(db.select().from(portfolio).where(sql`${portfolio.profileTypeId} = ${profileType.id}`));
      await db.delete(profileType).where(and(inArray(sql`lower(${profileType.title})`, titles), unused));
      const [row] = await db
        .insert(profileType)
        .values({ title: PACT_PROFILE_TYPE, description: "Used by the pact", status: 1 })
        .returning({ id: profileType.id });
      return { profileTypeId: row!.id };
    },
    [profileTypeStates.profileTypeInUse]: async () => {
      const [row] = await db.insert(profileType).values({ title: busyTitle("profile type"), status: 1 }).returning({ id: profileType.id });
      await db.insert(portfolio).values({ userId: await createProfileOwner(db), profileTypeId: row!.id });
      return { profileTypeId: row!.id };
    },
  };
}
