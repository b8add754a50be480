import { redirect } from "@remix-run/node";
import type { Skill } from "#contract/skill";
import type { SessionApi } from "~/models/session.server";
import { getSkill } from "~/models/skill.server";

/**
 * The skill `id` when it is a skill, or the sub skill `id` when it belongs to skill `parentId`;
 * anything else is a page that does not exist (skills and sub skills share one id space, so a
 * sub-skill URL must never reach another skill's row).
 */
export async function loadSkillRow(api: SessionApi, id: number, parentId: number | null = null): Promise<Skill> {
  const row = await api(getSkill, id);
  if (row.parent !== parentId) throw redirect("/notfound");
  return row;
}
