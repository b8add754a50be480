import { and, inArray, isNull, sql } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { PACT_NEW_SKILL, PACT_RENAMED_SKILL, PACT_SKILL, PACT_SUB_SKILL, skillStates, type SkillState } from "../states/skill";
import { busyTitle, createProfileOwner } from "./profile-owner";

export function skillStateHandlers({ db }: StateContext): Record<SkillState, StateHandler> {
  const { skill, userSkill } = tables;
  return {
    [skillStates.skillExists]: async () => {
      // No profile uses the pact's skills, so deleting them (their sub skills cascade) always works.
      const titles = [PACT_SKILL, PACT_NEW_SKILL, PACT_RENAMED_SKILL].map((title) => title.toLowerCase());
      await db.delete(skill).where(and(isNull(skill.parentId), inArray(sql`lower(${skill.title})`, titles)));
      const [parent] = await db
        .insert(skill)
        .values({ title: PACT_SKILL, description: "Used by the pact", status: 1 })
        .returning({ id: skill.id });
      const [sub] = await db
        .insert(skill)
        .values({ title: PACT_SUB_SKILL, description: "Part of the pact skill", status: 1, parentId: parent!.id })
        .returning({ id: skill.id });
      return { skillId: parent!.id, subSkillId: sub!.id };
    },
    [skillStates.skillInUse]: async () => {
      const [row] = await db.insert(skill).values({ title: busyTitle("skill"), status: 1 }).returning({ id: skill.id });
      await db.insert(userSkill).values({ userId: await createProfileOwner(db), skillId: row!.id });
      return { skillId: row!.id };
    },
  };
}
