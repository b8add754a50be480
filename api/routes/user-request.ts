// Request review (decision 043): request lists and details, the rejection log, the decision and
// the marketplace's submissions.
import type { Hono } from "hono";
import { REQUEST_STATUS, userRequestMessages, userRequestPermissions } from "#contract/user-request";
import { messages } from "#contract/messages";
import { USER_TYPES } from "#contract/constants";
import { decideRequest, findRequest, isAgency, rejectionList, requestHead, requestList, submitRequest } from "../data/user-request";
import { endpoint } from "../endpoint";
import { ApiError, type ApiDeps, type AppEnv, heldPermissions, notFound, paged } from "../http";
import { listPage } from "../paging";

export function userRequestRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "userRequestList", async (c, { query }) => c.json(paged(c, query, await listPage(db, requestList(db, query), query))));
  endpoint(app, deps, "rejectionList", async (c, { query }) => c.json(paged(c, query, await listPage(db, rejectionList(db, query), query))));

  endpoint(app, deps, "userRequestGet", async (c, { params }) => {
    const request = await findRequest(db, params.id);
    if (!request) throw notFound();
    return c.json(request);
  });
  endpoint(app, deps, "rejectionGet", async (c, { params }) => {
    const request = await findRequest(db, params.id, { rejectedOnly: true });
    if (!request) throw notFound();
    return c.json(request);
  });

  endpoint(app, deps, "userRequestDecide", async (c, { params, body }) => {
    // DRF's order: the row (404), then the body (400), then the decision's own permission (403).
    // The row is read first only when the call is refused or names an agency: a decision that
    // goes through learns whether the row exists from its own UPDATE (decision 058).
    const refused = async (error: ApiError): Promise<never> => {
      if (!(await requestHead(db, params.id))) throw notFound();
      throw error;
    };
    const decision = await body().catch((error: unknown) => (error instanceof ApiError ? refused(error) : Promise.reject(error)));
    const needed = decision.status === REQUEST_STATUS.approved ? userRequestPermissions.approve : userRequestPermissions.reject;
    if (!heldPermissions(c).includes(needed)) await refused(new ApiError(403, { detail: messages.permissionDenied }));
    if (decision.agency !== undefined) {
      const head = await requestHead(db, params.id);
      if (!head) throw notFound();
      if (decision.status !== REQUEST_STATUS.approved) throw new ApiError(400, { agency: [userRequestMessages.agencyOnlyWhenApproving] });
      if (head.userType !== USER_TYPES.client) throw new ApiError(400, { agency: [userRequestMessages.agencyOnlyForClients] });
      if (!(await isAgency(db, decision.agency))) throw new ApiError(400, { agency: [userRequestMessages.notAnAgency] });
    }
    const { user } = c.get("auth");
    const outcome = await decideRequest(db, {
      requestId: params.id,
      admin: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.username },
      status: decision.status,
      rejectionMessage: decision.rejection_message,
      agencyId: decision.agency,
      version: decision.version,
      now: deps.now(),
    });
    if (!outcome.decided) {
      if (outcome.reason === "missing") throw notFound();
      throw new ApiError(409, { detail: outcome.detail });
    }
    const request = await findRequest(db, params.id);
    if (!request) throw notFound();
    return c.json(request);
  });

  endpoint(app, deps, "userRequestSubmit", async (c, { body }) => {
    const outcome = await submitRequest(db, await body(), deps.now());
    if (!outcome.ok) throw new ApiError(400, outcome.errors);
    return c.json({ id: outcome.id, user: outcome.userId, version: outcome.version, status: REQUEST_STATUS.pending }, 201);
  });
}
