import { and, inArray, notExists, sql } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_NEW_TECHNOLOGY, PACT_RENAMED_TECHNOLOGY, PACT_TECHNOLOGY, technologyStates, type TechnologyState } from "../states/technology";
import { busyTitle, createProfileOwner } from "./profile-owner";

export function technologyStateHandlers({ db }: StateContext): Record<TechnologyState, StateHandler> {
  const { technology, userTechnology } = tables;
  return {
    [technologyStates.technologyExists]: async () => {
      // Whatever earlier interactions created, renamed or deleted: back to the one pact row.
      const titles = [PACT_TECHNOLOGY, PACT_NEW_TECHNOLOGY, PACT_RENAMED_TECHNOLOGY].map((title) => title.toLowerCase());
      const unused = notExists(db.select().from(userTechnology).where(sql`${userTechnology.technologyId} = ${technology.id}`));
      await db.delete(technology).where(and(inArray(sql`lower(${technology.title})`, titles), unused));
      const [row] = await db
        .insert(technology)
        .values({ title: PACT_TECHNOLOGY, description: "Used by the pact", status: 1 })
        .returning({ id: technology.id });
      return { technologyId: row!.id };
    },
    [technologyStates.technologyInUse]: async () => {
      const [row] = await db.insert(technology).values({ title: busyTitle("technology"), status: 1 }).returning({ id: technology.id });
      await db.insert(userTechnology).values({ userId: await createProfileOwner(db), technologyId: row!.id });
      return { technologyId: row!.id };
    },
  };
}
