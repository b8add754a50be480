// skill/: skills and, through `parent`, their sub skills.
import { Hono } from "hono";
import { masterDataCsvColumns, skillCsvColumns } from "#contract/csv";
import { skillListQuerySchema, skillPatchSchema, skillRequestSchema } from "#contract/skill";
import { createSkill, deleteSkill, getSkill, skillList, subSkillList, updateSkill } from "../data/skill";
import { type ApiDeps, type AppEnv, idParam, parseBody, parseQuery, requireAuth, requirePermission } from "../http";
import { listAnswer } from "../list-answer";

export function skillRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // guard() in two parts: Hono's typed overloads take no spread middleware list.
  const auth = requireAuth(deps);

  app.get("/skill/", auth, requirePermission(deps, "skillList"), async (c) => {
    const query = parseQuery(c, skillListQuerySchema);
    return listAnswer(c, db, query, skillList(db, query), { columns: skillCsvColumns, resource: "skills" });
  });

  app.post("/skill/", auth, requirePermission(deps, "skillCreate"), async (c) => {
    const body = await parseBody(c, skillRequestSchema);
    return c.json(await createSkill(db, body), 201);
  });

  app.get("/skill/:id/", auth, requirePermission(deps, "skillGet"), async (c) => c.json(await getSkill(db, idParam(c, "id"))));

  app.get("/skill/:id/sub-skill/", auth, requirePermission(deps, "skillSubSkills"), async (c) => {
    const id = idParam(c, "id");
    const query = parseQuery(c, skillListQuerySchema);
    return listAnswer(c, db, query, await subSkillList(db, id, query), { columns: masterDataCsvColumns, resource: `skill-${id}-sub-skills` });
  });

  app.patch("/skill/:id/", auth, requirePermission(deps, "skillUpdate"), async (c) => {
    const id = idParam(c, "id");
    await getSkill(db, id); // DRF looks the row up before validating: 404 wins over 400
    const body = await parseBody(c, skillPatchSchema);
    return c.json(await updateSkill(db, id, body));
  });

  app.delete("/skill/:id/", auth, requirePermission(deps, "skillDelete"), async (c) => {
    await deleteSkill(db, idParam(c, "id"));
    return c.body(null, 204);
  });

  return app;
}
