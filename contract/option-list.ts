// Option lists of the user forms (spec §7 Files and lookups): technologies/, skills/,
// profiletypes/, proficiencies/, languages/. Plain arrays, as DRF answers an unpaginated list;
// at most OPTION_LIST_LIMIT items, narrowed with `search` (the forms' remote ComboBox).
import { z } from "./zod";
import { OPTION_LIST_LIMIT } from "./constants";
import { MAX_DB_ID, text } from "./common";
import { defineEndpoint } from "./endpoint";
export { OPTION_LIST_LIMIT };

const searchField = () => text().trim().max(100).optional();

export const titledOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type TitledOption = z.infer<typeof titledOptionSchema>;
export const skillOptionSchema = titledOptionSchema.extend({ parent: z.number().int().nullable() });
export type SkillOption = z.infer<typeof skillOptionSchema>;
/** A communication language: `key` is its ISO 639-1 code, as a portfolio's languages carry it. */
export const languageOptionSchema = z.object({ key: z.string(), value: z.string() });
export type LanguageOption = z.infer<typeof languageOptionSchema>;

export const optionSearchQuerySchema = z.object({ search: searchField() });

const INVALID_PARENT = "Enter a whole number or a comma-separated list of whole numbers.";

/**
 * skills/: `depth=1` (or nothing) lists top-level skills; `parent=3` the sub skills of skill 3,
 * `parent=3,8` those of several skills at once (the sub-skill field of a form with two skills).
 */
export const skillOptionQuerySchema = z.object({
  search: searchField(),
  depth: z.literal("1").optional(),
  parent: text()
    .trim()
    .regex(/^\d+(,\d+)*$/, INVALID_PARENT)
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_DB_ID) && ids.length <= 100, INVALID_PARENT)
    .optional(),
});

const OPTION = [200, 400, 401] as const;

export const optionListEndpoints = {
  technologyOptions: defineEndpoint({
    method: "GET",
    path: "technologies/",
    auth: true,
    statuses: OPTION,
    summary: `Active technologies by title, at most ${OPTION_LIST_LIMIT}, searched by title`,
    query: optionSearchQuerySchema,
    answer: z.array(titledOptionSchema),
  }),
  skillOptions: defineEndpoint({
    method: "GET",
    path: "skills/",
    auth: true,
    statuses: OPTION,
    summary: `Active skills (depth=1) or the sub skills of parent=id[,id...], by title, at most ${OPTION_LIST_LIMIT}, searched by title`,
    query: skillOptionQuerySchema,
    answer: z.array(skillOptionSchema),
  }),
  profileTypeOptions: defineEndpoint({
    method: "GET",
    path: "profiletypes/",
    auth: true,
    statuses: OPTION,
    summary: `Active profile types by title, at most ${OPTION_LIST_LIMIT}, searched by title`,
    query: optionSearchQuerySchema,
    answer: z.array(titledOptionSchema),
  }),
  proficiencyOptions: defineEndpoint({
    method: "GET",
    path: "proficiencies/",
    auth: true,
    statuses: [200, 401],
    summary: "Language proficiency levels: 1 Fluent, 2 Average, 3 Beginner",
    answer: z.array(titledOptionSchema),
  }),
  languageOptions: defineEndpoint({
    method: "GET",
    path: "languages/",
    auth: true,
    statuses: OPTION,
    summary: `Communication languages by name, at most ${OPTION_LIST_LIMIT}, searched by name or code`,
    query: optionSearchQuerySchema,
    answer: z.array(languageOptionSchema),
  }),
};
