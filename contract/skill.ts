// Skills and their sub skills (spec §3): a sub skill is a skill with a parent; one level only.
import { z } from "./zod";
import { MAX_DB_ID, pagedSchema } from "./common";
import { masterDataListQuerySchema, masterDataRequestSchema, masterDataSchema } from "./master-data";
import { defineEndpoint } from "./endpoint";

export const skillListQuerySchema = masterDataListQuerySchema;

export const skillSchema = masterDataSchema.extend({
  /** The skill a sub skill belongs to; null for a skill. */
  parent: z.number().int().nullable(),
});
export type Skill = z.infer<typeof skillSchema>;

/** A row of skill/: a top-level skill and how many sub skills it has. */
export const skillListItemSchema = skillSchema.extend({ sub_skill_count: z.number().int().nonnegative() });
export type SkillListItem = z.infer<typeof skillListItemSchema>;
export const skillListSchema = pagedSchema(skillListItemSchema);
export const subSkillListSchema = pagedSchema(skillSchema);

// Forms send the parent id as a string; "" and null mean "a skill, not a sub skill".
const parentField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: "Incorrect type. Expected pk value." }).int().positive().max(MAX_DB_ID, "Invalid pk - object does not exist.").optional(),
);

/** POST skill/: a skill, or a sub skill of the top-level skill `parent`. */
export const skillRequestSchema = masterDataRequestSchema.extend({ parent: parentField });
export type SkillRequest = z.input<typeof skillRequestSchema>;

/** PATCH skill/{id}/: title, description, status; a sub skill stays under its skill. */
export const skillPatchSchema = masterDataRequestSchema.partial();
export type SkillPatch = z.input<typeof skillPatchSchema>;

export const skillEndpoints = {
  skillList: defineEndpoint({
    method: "GET",
    path: "skill/",
    auth: true,
    permission: "common.view_skill",
    statuses: [200, 400, 401, 403, 404],
    summary: "Skills (not sub skills), paged, searched (title, description) and sorted",
    query: skillListQuerySchema,
    answer: skillListSchema,
  }),
  skillCreate: defineEndpoint({
    method: "POST",
    path: "skill/",
    auth: true,
    permission: "common.add_skill",
    statuses: [201, 400, 401, 403],
    summary: "Add a skill, or a sub skill when `parent` names a skill",
    json: skillRequestSchema,
    answer: skillSchema,
  }),
  skillGet: defineEndpoint({ method: "GET", path: "skill/{id}/", auth: true, permission: "common.view_skill", statuses: [200, 401, 403, 404], summary: "One skill or sub skill", answer: skillSchema }),
  skillSubSkills: defineEndpoint({
    method: "GET",
    path: "skill/{id}/sub-skill/",
    auth: true,
    permission: "common.view_skill",
    statuses: [200, 400, 401, 403, 404],
    summary: "The sub skills of a skill, paged, searched and sorted (404 for an unknown skill)",
    query: skillListQuerySchema,
    answer: subSkillListSchema,
  }),
  skillUpdate: defineEndpoint({
    method: "PATCH",
    path: "skill/{id}/",
    auth: true,
    permission: "common.change_skill",
    statuses: [200, 400, 401, 403, 404],
    summary: "Change a skill or sub skill",
    json: skillPatchSchema,
    answer: skillSchema,
  }),
  skillDelete: defineEndpoint({
    method: "DELETE",
    path: "skill/{id}/",
    auth: true,
    permission: "common.delete_skill",
    statuses: [204, 400, 401, 403, 404],
    summary: "Delete a skill with its sub skills, or a sub skill, that no profile uses (else 400)",
  }),
};
