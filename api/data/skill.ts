// Skills and sub skills in one table: a sub skill has a parent, a skill has none. One level only.
import { and, countDistinct, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Skill, SkillListItem } from "#contract/skill";
import type { Db } from "../db/client";
import { answeringViolations } from "../db-errors";
import * as tables from "../db/schema";
import { union } from "drizzle-orm/pg-core";
import { ApiError, fieldError, notFound } from "../http";
import { type ListDefinition } from "../paging";
import {
  inUseError,
  type MasterDataInput,
  type MasterDataListQuery,
  listSource,
  toMasterData,
} from "./master-data";

const { skill } = tables;
// A correlated count, spelled out: drizzle leaves columns unqualified in a one-table select.
const subSkillCountSql = sql<number>`(select count(*) from ${skill} as ${sql.identifier("sub_skill")} where ${sql.identifier("sub_skill")}.${sql.identifier(skill.parentId.name)} = ${skill}.${sql.identifier(skill.id.name)})`.mapWith(Number);

type SkillRow = typeof skill.$inferSelect;

const toSkill = (row: SkillRow): Skill => ({ ...toMasterData(row), parent: row.parentId });

function duplicateTitle(parentId: number | null): ApiError {
  return fieldError("title", parentId === null ? "skill with this title already exists." : "sub skill with this title already exists in this skill.");
}

/** Titles are unique among the skills, and among the sub skills of one skill, whatever their case. */
async function titleTaken(db: Db, title: string, parentId: number | null, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [
    eq(sql`lower(${skill.title})`, title.toLowerCase()),
    parentId === null ? isNull(skill.parentId) : eq(skill.parentId, parentId),
  ];
  if (exceptId !== undefined) conditions.push(ne(skill.id, exceptId));
  const [row] = await db.select({ id: skill.id }).from(skill).where(and(...conditions)).limit(1);
  return row !== undefined;
}

const unknownParent = (parentId: number) => fieldError("parent", `Invalid pk "${parentId}" - object does not exist.`);

/** The title's unique index, and a parent deleted after its check (PostgreSQL), answer as the checks do. */
function writeUnique<T>(parentId: number | null, write: () => Promise<T>): Promise<T> {
  return answeringViolations(write, { unique: () => duplicateTitle(parentId), ...(parentId === null ? {} : { foreignKey: () => unknownParent(parentId) }) });
}

async function findSkill(db: Db, id: number): Promise<SkillRow | undefined> {
  const [row] = await db.select().from(skill).where(eq(skill.id, id));
  return row;
}

/** Skills have parent 0 here, sub skills their skill's id: the expression the skill indexes start with. */
const withParent = (parentId: number) => sql`coalesce(${skill.parentId}, 0) = ${parentId}`;

/** The skills (not their sub skills), each with its number of sub skills. */
export function skillList(db: Db, query: MasterDataListQuery): ListDefinition<SkillListItem> {
  return {
    source: listSource(skill, query, withParent(0)),
    rows: async (ids) =>
      (await db.select({ row: skill, subSkillCount: subSkillCountSql }).from(skill).where(inArray(skill.id, ids))).map(({ row, subSkillCount }) => ({
        ...toSkill(row),
        sub_skill_count: subSkillCount,
      })),
    idOf: (row) => row.id,
  };
}

/** The sub skills of skill `parentId`; 404 when it is not a skill (unknown, or itself a sub skill). */
export async function subSkillList(db: Db, parentId: number, query: MasterDataListQuery): Promise<ListDefinition<Skill>> {
  const parent = await findSkill(db, parentId);
  if (!parent || parent.parentId !== null) throw notFound();
  return {
    source: listSource(skill, query, withParent(parentId)),
    rows: async (ids) => (await db.select().from(skill).where(inArray(skill.id, ids))).map(toSkill),
    idOf: (row) => row.id,
  };
}

export async function getSkill(db: Db, id: number): Promise<Skill> {
  const row = await findSkill(db, id);
  if (!row) throw notFound();
  return toSkill(row);
}

/** A skill, or with `parent` a sub skill of that skill. */
export async function createSkill(db: Db, input: MasterDataInput & { parent?: number }): Promise<Skill> {
  const parentId = input.parent ?? null;
  if (parentId !== null) {
    const parent = await findSkill(db, parentId);
    if (!parent) throw unknownParent(parentId);
    if (parent.parentId !== null) throw fieldError("parent", "A sub skill cannot have sub skills.");
  }
  if (await titleTaken(db, input.title, parentId)) throw duplicateTitle(parentId);
  const values = { title: input.title, description: input.description, status: input.status, parentId };
  const [row] = await writeUnique(parentId, () => db.insert(skill).values(values).returning());
  if (!row) throw new Error("insert into skill returned no row");
  return toSkill(row);
}

export async function updateSkill(db: Db, id: number, changes: Partial<MasterDataInput>): Promise<Skill> {
  const current = await findSkill(db, id);
  if (!current) throw notFound();
  if (changes.title !== undefined && (await titleTaken(db, changes.title, current.parentId, id))) throw duplicateTitle(current.parentId);
  if (Object.keys(changes).length === 0) return toSkill(current);
  const [row] = await writeUnique(current.parentId, () => db.update(skill).set(changes).where(eq(skill.id, id)).returning());
  if (!row) throw notFound();
  return toSkill(row);
}

/** Profiles listing the skill or any of `ids`, directly or in one of their projects. */
async function profilesUsing(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const users = union(
    db.select({ userId: tables.userSkill.userId }).from(tables.userSkill).where(inArray(tables.userSkill.skillId, ids)),
    db
      .select({ userId: tables.project.userId })
      .from(tables.projectSkill)
      .innerJoin(tables.project, eq(tables.project.id, tables.projectSkill.projectId))
      .where(inArray(tables.projectSkill.skillId, ids)),
  ).as("users");
  const [row] = await db.select({ users: countDistinct(users.userId) }).from(users);
  return row?.users ?? 0;
}

/** Deletes a sub skill, or a skill with its sub skills (the foreign key cascades), when no profile uses them. */
export async function deleteSkill(db: Db, id: number): Promise<void> {
  const refusal = async (conn: Db, target: SkillRow, subSkillIds: number[]): Promise<ApiError | undefined> => {
    const what = target.parentId === null ? "skill" : "sub skill";
    const direct = await profilesUsing(conn, [id]);
    if (direct > 0) return inUseError(what, direct, "profile");
    const throughSubSkills = await profilesUsing(conn, subSkillIds);
    if (throughSubSkills > 0) {
      return new ApiError(400, {
        detail: `Sub skills of this skill are used by ${throughSubSkills} profile${throughSubSkills === 1 ? "" : "s"}, so it cannot be deleted.`,
      });
    }
    return undefined;
  };
  const raced = async (): Promise<ApiError> => {
    const target = await findSkill(db, id);
    const subSkills = await db.select({ id: skill.id }).from(skill).where(eq(skill.parentId, id));
    return (target && (await refusal(db, target, subSkills.map((row) => row.id)))) ?? new ApiError(400, { detail: "This skill is in use and cannot be deleted." });
  };
  await answeringViolations(
    () =>
      db.transaction(async (tx) => {
        // Locks the skill and its sub skills: no profile can start using them before the delete.
        const rows = await tx
          .select()
          .from(skill)
          .where(or(eq(skill.id, id), eq(skill.parentId, id)))
          .for("update");
        const target = rows.find((row) => row.id === id);
        if (!target) throw notFound();
        const error = await refusal(tx, target, rows.filter((row) => row.id !== id).map((row) => row.id));
        if (error) throw error;
        await tx.delete(skill).where(eq(skill.id, id));
      }),
    { foreignKey: raced },
  );
}
