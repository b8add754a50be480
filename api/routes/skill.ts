// skill/: skills and, through `parent`, their sub skills.
import type { Hono } from "hono";
import { masterDataCsvColumns, skillCsvColumns } from "#contract/csv";
import { createSkill, deleteSkill, getSkill, skillList, subSkillList, updateSkill } from "../data/skill";
import { endpoint } from "../endpoint";
import type { ApiDeps, AppEnv } from "../http";
import { listAnswer } from "../list-answer";

export function skillRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "skillList", async (c, { query }) => listAnswer(c, db, query, skillList(db, query), { columns: skillCsvColumns, resource: "skills" }));

  endpoint(app, deps, "skillCreate", async (c, input) => c.json(await createSkill(db, await input.body()), 201));

  endpoint(app, deps, "skillGet", async (c, { params }) => c.json(await getSkill(db, params.id)));

  endpoint(app, deps, "skillSubSkills", async (c, { params: { id }, query }) =>
    listAnswer(c, db, query, await subSkillList(db, id, query), { columns: masterDataCsvColumns, resource: `skill-${id}-sub-skills` }),
  );

  endpoint(app, deps, "skillUpdate", async (c, input) => {
    const { id } = input.params;
    await getSkill(db, id); // DRF looks the row up before validating: 404 wins over 400
    return c.json(await updateSkill(db, id, await input.body()));
  });

  endpoint(app, deps, "skillDelete", async (c, { params }) => {
    await deleteSkill(db, params.id);
    return c.body(null, 204);
  });
}
