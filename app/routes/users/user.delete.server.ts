// The server half of Delete User: one confirmation for the three kinds, the URL says which
// (/manage-users/{client|agency|freelancer}/{id}/delete).
import { redirect } from "@remix-run/node";
import { marketplaceUserPermissions, type MarketplaceUserKind } from "#contract/marketplace-user";
import { deleteAgency, getAgency } from "~/models/agency.server";
import { deleteClient, getClient } from "~/models/client.server";
import { deleteFreelancer, getFreelancer } from "~/models/freelancer.server";
import { deleteRoute } from "~/utils/dialog-route.server";
import { listStateSearch } from "~/utils/list-route.server";
import { routeId } from "~/utils/route-params";
import { USERS_PATH, userKindTexts, usersList } from "./users-list";

/** What the confirmation shows: the kind decides the question (spec §5). */
export type UserDeleteData = { kind: MarketplaceUserKind };

type UserCall = (token: string, id: number) => Promise<unknown>;
const calls: Record<MarketplaceUserKind, { get: UserCall; remove: UserCall }> = {
  client: { get: getClient, remove: deleteClient },
  agency: { get: getAgency, remove: deleteAgency },
  freelancer: { get: getFreelancer, remove: deleteFreelancer },
};

/** The kind named by the URL; app/routes.ts lists only the three, so anything else is not a page. */
export function userKindAt(request: Request): MarketplaceUserKind {
  const kind = /^\/manage-users\/(client|agency|freelancer)\/[^/]+\/delete$/.exec(new URL(request.url).pathname)?.[1];
  if (!kind) throw redirect("/notfound");
  return kind as MarketplaceUserKind;
}

const routes = Object.fromEntries(
  (Object.keys(calls) as MarketplaceUserKind[]).map((kind) => [
    kind,
    deleteRoute<UserDeleteData>({
      permission: marketplaceUserPermissions[kind].delete,
      // A user who is gone is /notfound, as any row.
      load: async (api, { params }) => {
        await api(calls[kind].get, routeId(params));
        return { kind };
      },
      perform: (api, { params }) => api(calls[kind].remove, routeId(params)),
      redirectTo: ({ request }) => `${USERS_PATH}${listStateSearch(request, usersList)}`,
      success: userKindTexts[kind].deleted,
    }),
  ]),
) as Record<MarketplaceUserKind, ReturnType<typeof deleteRoute<UserDeleteData>>>;

export const userDeleteRoute = (request: Request) => routes[userKindAt(request)];
