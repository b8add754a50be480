// The option lists of the user forms: small arrays by title whatever its case (the unique
// lower(title) indexes serve it), at most OPTION_LIST_LIMIT, active rows only.
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { OPTION_LIST_LIMIT } from "#contract/constants";
import type { LanguageOption, SkillOption, TitledOption } from "#contract/option-list";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { likePattern } from "../http";

const { language, profileType, proficiency, skill, technology } = tables;

const ACTIVE = 1;

export function technologyOptions(db: Db, search: string | undefined): Promise<TitledOption[]> {
  return db
    .select({ id: technology.id, title: technology.title })
    .from(technology)
    .where(and(eq(technology.status, ACTIVE), search ? ilike(technology.title, likePattern(search)) : undefined))
    .orderBy(asc(sql`lower(${technology.title})`), asc(technology.id))
    .limit(OPTION_LIST_LIMIT);
}

export function profileTypeOptions(db: Db, search: string | undefined): Promise<TitledOption[]> {
  return db
    .select({ id: profileType.id, title: profileType.title })
    .from(profileType)
    .where(and(eq(profileType.status, ACTIVE), search ? ilike(profileType.title, likePattern(search)) : undefined))
    .orderBy(asc(sql`lower(${profileType.title})`), asc(profileType.id))
    .limit(OPTION_LIST_LIMIT);
}

/** Top-level skills, or the sub skills of `parents`. */
export function skillOptions(db: Db, query: { search?: string; parent?: number[] }): Promise<SkillOption[]> {
  const scope: SQL = query.parent ? inArray(skill.parentId, query.parent) : isNull(skill.parentId);
  return db
    .select({ id: skill.id, title: skill.title, parent: skill.parentId })
    .from(skill)
    .where(and(scope, eq(skill.status, ACTIVE), query.search ? ilike(skill.title, likePattern(query.search)) : undefined))
    .orderBy(asc(sql`lower(${skill.title})`), asc(skill.id))
    .limit(OPTION_LIST_LIMIT);
}

export function proficiencyOptions(db: Db): Promise<TitledOption[]> {
  return db.select({ id: proficiency.id, title: proficiency.title }).from(proficiency).orderBy(asc(proficiency.id));
}

export function languageOptions(db: Db, search: string | undefined): Promise<LanguageOption[]> {
  const pattern = search ? likePattern(search) : undefined;
  return db
    .select({ key: language.code, value: language.name })
    .from(language)
    .where(pattern ? or(ilike(language.name, pattern), ilike(language.code, pattern)) : undefined)
    .orderBy(asc(sql`lower(${language.name})`), asc(language.id))
    .limit(OPTION_LIST_LIMIT);
}
