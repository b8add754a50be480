import { createCookie, redirect } from "@remix-run/node";
import type { Skill } from "#contract/skill";
import { handleLoaderError } from "~/models/errors.server";
import { getSkill } from "~/models/skill.server";
import { listSearch, parseListState, type ListConfig } from "./list-state";

/**
 * The skill `id` when it is a skill, or the sub skill `id` when it belongs to skill `parentId`;
 * anything else is a page that does not exist (skills and sub skills share one id space, so a
 * sub-skill URL must never reach another skill's row).
 */
export async function loadSkillRow(request: Request, token: string, id: number, parentId: number | null = null): Promise<Skill> {
  const row = await getSkill(token, id).catch((error: unknown) => handleLoaderError(error, request));
  if (row.parent !== parentId) throw redirect("/notfound");
  return row;
}

// The skill page's own URL holds its sub-skill list state, so the skill list's state (for
// "Back to list") rides in a cookie scoped to /skill, set whenever the list is shown.
const skillListStateCookie = createCookie("skill_list_state", {
  path: "/skill",
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
});

/** The Set-Cookie header remembering the list state of this request's URL. */
export function rememberSkillListState(request: Request, config: ListConfig): Promise<string> {
  const state = parseListState(new URL(request.url).searchParams, config);
  return skillListStateCookie.serialize(listSearch(state, {}, config));
}

/** The remembered list state as a query string ("" when none), re-parsed: the cookie is input like any other. */
export async function rememberedSkillListSearch(request: Request, config: ListConfig): Promise<string> {
  const value: unknown = await skillListStateCookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return "";
  return listSearch(parseListState(new URLSearchParams(value), config), {}, config);
}
