// Editing marketplace users (decision 052): the PATCHes of clients, agencies and freelancers, a
// freelancer's portfolio, projects and certificates, and assigning an agency to a client. Each
// looks the user up before reading the body, so DRF's 404 comes before its 400.
import type { Context, Hono } from "hono";
import type { MarketplaceUserKind } from "#contract/marketplace-user";
import {
  assignAgency,
  createProject,
  deleteCertificate,
  deleteProject,
  isProjectOf,
  saveCertificates,
  savePortfolio,
  updateCompanyUser,
  updateFreelancer,
  updateProject,
} from "../data/user-edit";
import { isUserOfType } from "../data/marketplace-user";
import { endpoint } from "../endpoint";
import { type ApiDeps, type AppEnv, notFound } from "../http";

/** A path's second id (`{projectId}`, `{certificateId}`): a positive integer, else 404. */
function nestedId(value: string): number {
  if (!/^\d{1,10}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

/** The signed-in staff member: uploads are taken by id only from their uploader. */
const editorOf = (c: Context<AppEnv>) => c.get("auth").user.id;

export function userEditRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  const existing = async (kind: MarketplaceUserKind, id: number) => {
    if (!(await isUserOfType(db, kind, id))) throw notFound();
  };

  endpoint(app, deps, "clientUpdate", async (c, { params, body }) => {
    await existing("client", params.id);
    return c.json(await updateCompanyUser(db, "client", params.id, await body(), editorOf(c)));
  });
  endpoint(app, deps, "agencyUpdate", async (c, { params, body }) => {
    await existing("agency", params.id);
    return c.json(await updateCompanyUser(db, "agency", params.id, await body(), editorOf(c)));
  });
  endpoint(app, deps, "clientAssignAgency", async (c, { params, body }) => {
    await existing("client", params.id);
    return c.json(await assignAgency(db, params.id, await body(), deps.now()), 201);
  });

  endpoint(app, deps, "freelancerUpdate", async (c, { params, body }) => {
    await existing("freelancer", params.id);
    return c.json(await updateFreelancer(db, params.id, await body(), editorOf(c)));
  });
  endpoint(app, deps, "freelancerPortfolioSave", async (c, { params, body }) => {
    await existing("freelancer", params.id);
    return c.json(await savePortfolio(db, params.id, await body(), editorOf(c)), 201);
  });

  endpoint(app, deps, "freelancerProjectCreate", async (c, { params, body }) => {
    await existing("freelancer", params.id);
    return c.json(await createProject(db, params.id, await body(), editorOf(c)), 201);
  });
  endpoint(app, deps, "freelancerProjectUpdate", async (c, { params, body }) => {
    const projectId = nestedId(params.projectId);
    if (!(await isProjectOf(db, params.id, projectId))) throw notFound();
    return c.json(await updateProject(db, params.id, projectId, await body(), editorOf(c)));
  });
  endpoint(app, deps, "freelancerProjectDelete", async (c, { params }) => {
    if (!(await deleteProject(db, params.id, nestedId(params.projectId)))) throw notFound();
    return c.body(null, 204);
  });

  endpoint(app, deps, "freelancerCertificatesSave", async (c, { params, body }) => {
    await existing("freelancer", params.id);
    return c.json(await saveCertificates(db, params.id, await body(), editorOf(c)), 201);
  });
  endpoint(app, deps, "freelancerCertificateDelete", async (c, { params }) => {
    if (!(await deleteCertificate(db, params.id, nestedId(params.certificateId)))) throw notFound();
    return c.body(null, 204);
  });
}
