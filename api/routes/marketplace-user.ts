// Marketplace users (manage users): the three lists, details, delete, an agency's developers and
// the projects and certificates of freelancers and developers. Read only but for DELETE.
import type { Hono } from "hono";
import { agencyCsvColumns, clientCsvColumns, freelancerCsvColumns } from "#contract/csv";
import { type MarketplaceUserKind, marketplaceUserMessages } from "#contract/marketplace-user";
import {
  agencyDeveloperList,
  certificatePage,
  companyUserList,
  deleteMarketplaceUser,
  findAgency,
  findClient,
  findDeveloperOf,
  findFreelancer,
  freelancerList,
  isUserOfType,
  projectPage,
} from "../data/marketplace-user";
import { endpoint } from "../endpoint";
import { ApiError, type ApiDeps, type AppEnv, notFound, paged } from "../http";
import { listAnswer } from "../list-answer";
import { listPage } from "../paging";
import { PORTFOLIO_PAGE_SIZE } from "#contract/constants";

/** `{agencyId}` of a path: a positive integer, else no such agency (404). */
function agencyIdParam(value: string): number {
  if (!/^\d{1,10}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

export function marketplaceUserRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  const refused = (kind: MarketplaceUserKind, outcome: Awaited<ReturnType<typeof deleteMarketplaceUser>>) => {
    if (outcome.deleted) return;
    switch (outcome.reason) {
      case "missing":
        throw notFound();
      case "pending":
        throw new ApiError(400, { detail: marketplaceUserMessages.pendingRequest(kind) });
      case "developers":
        throw new ApiError(400, { detail: marketplaceUserMessages.agencyHasDevelopers(outcome.developers) });
    }
  };

  endpoint(app, deps, "clientList", async (c, { query }) =>
    listAnswer(c, db, query, companyUserList(db, "client", query), { columns: clientCsvColumns, resource: "clients" }),
  );
  endpoint(app, deps, "agencyList", async (c, { query }) =>
    listAnswer(c, db, query, companyUserList(db, "agency", query), { columns: agencyCsvColumns, resource: "agencies" }),
  );
  endpoint(app, deps, "freelancerList", async (c, { query }) =>
    listAnswer(c, db, query, freelancerList(db, query), { columns: freelancerCsvColumns, resource: "freelancers" }),
  );

  endpoint(app, deps, "clientGet", async (c, { params }) => c.json((await findClient(db, params.id)) ?? notFoundAnswer()));
  endpoint(app, deps, "agencyGet", async (c, { params }) => c.json((await findAgency(db, params.id)) ?? notFoundAnswer()));
  endpoint(app, deps, "freelancerGet", async (c, { params }) => c.json((await findFreelancer(db, params.id)) ?? notFoundAnswer()));

  endpoint(app, deps, "clientDelete", async (c, { params }) => {
    refused("client", await deleteMarketplaceUser(db, "client", params.id));
    return c.body(null, 204);
  });
  endpoint(app, deps, "agencyDelete", async (c, { params }) => {
    refused("agency", await deleteMarketplaceUser(db, "agency", params.id));
    return c.body(null, 204);
  });
  endpoint(app, deps, "freelancerDelete", async (c, { params }) => {
    refused("freelancer", await deleteMarketplaceUser(db, "freelancer", params.id));
    return c.body(null, 204);
  });

  endpoint(app, deps, "agencyDevelopers", async (c, { params, query }) => {
    if (!(await isUserOfType(db, "agency", params.id))) throw notFound();
    return c.json(paged(c, query, await listPage(db, agencyDeveloperList(db, params.id), query)));
  });

  /** The developer `id` of agency `agencyId`, or 404. */
  const developerOf = async (agencyId: string, id: number) => {
    const developer = await findDeveloperOf(db, agencyIdParam(agencyId), id);
    if (!developer) throw notFound();
    return developer;
  };
  const portfolioPage = { page_size: PORTFOLIO_PAGE_SIZE };

  endpoint(app, deps, "agencyDeveloperGet", async (c, { params }) => c.json(await developerOf(params.agencyId, params.id)));
  endpoint(app, deps, "agencyDeveloperProjects", async (c, { params, query }) => {
    const developer = await developerOf(params.agencyId, params.id);
    const request = { ...query, ...portfolioPage };
    return c.json(paged(c, request, await listPage(db, projectPage(db, developer.id), request)));
  });
  endpoint(app, deps, "agencyDeveloperCertifications", async (c, { params, query }) => {
    const developer = await developerOf(params.agencyId, params.id);
    const request = { ...query, ...portfolioPage };
    return c.json(paged(c, request, await listPage(db, certificatePage(db, developer.id), request)));
  });

  endpoint(app, deps, "freelancerProjects", async (c, { params, query }) => {
    if (!(await isUserOfType(db, "freelancer", params.id))) throw notFound();
    const request = { ...query, ...portfolioPage };
    return c.json(paged(c, request, await listPage(db, projectPage(db, params.id), request)));
  });
  endpoint(app, deps, "freelancerCertifications", async (c, { params, query }) => {
    if (!(await isUserOfType(db, "freelancer", params.id))) throw notFound();
    const request = { ...query, ...portfolioPage };
    return c.json(paged(c, request, await listPage(db, certificatePage(db, params.id), request)));
  });
}

function notFoundAnswer(): never {
  throw notFound();
}
