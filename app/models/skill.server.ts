import type { Paged } from "#contract/common";
import { masterDataCsvColumns, skillCsvColumns } from "#contract/csv";
import { type Skill, type SkillListItem, type SkillPatch, type SkillRequest } from "#contract/skill";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listSkills(token: string, params: ListParams = {}): Promise<Paged<SkillListItem>> {
  return callEndpoint("skillList", { token, query: listQuery(params) });
}

export function exportSkills(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "skillList", search, columns: skillCsvColumns });
}

/** A skill or a sub skill (its `parent` set). */
export function getSkill(token: string, id: number): Promise<Skill> {
  return callEndpoint("skillGet", { token, params: { id } });
}

export function listSubSkills(token: string, skillId: number, params: ListParams = {}): Promise<Paged<Skill>> {
  return callEndpoint("skillSubSkills", { token, params: { id: skillId }, query: listQuery(params) });
}

/** An unknown skill, or a sub skill's id, answers 404. */
export function exportSubSkills(token: string, skillId: number, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "skillSubSkills", params: { id: skillId }, search, columns: masterDataCsvColumns });
}

/** A skill; with `parent` (a skill's id) a sub skill of that skill. */
export function createSkill(token: string, body: SkillRequest): Promise<Skill> {
  return callEndpoint("skillCreate", { token, json: body });
}

/** A skill or a sub skill alike. */
export function updateSkill(token: string, id: number, body: SkillPatch): Promise<Skill> {
  return callEndpoint("skillUpdate", { token, params: { id }, json: body });
}

/** A sub skill, or a skill with all its sub skills. */
export function deleteSkill(token: string, id: number): Promise<void> {
  return callEndpoint("skillDelete", { token, params: { id } });
}
