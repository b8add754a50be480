import { accountEndpoints } from "./account";
import { contactUsEndpoints } from "./contact-us";
import type { Endpoint } from "./endpoint";
import { fileEndpoints } from "./file";
import { locationEndpoints } from "./location";
import { marketplaceUserEndpoints } from "./marketplace-user";
import { notificationEndpoints } from "./notification";
import { optionListEndpoints } from "./option-list";
import { profileTypeEndpoints } from "./profile-type";
import { requestStatsEndpoints } from "./request-stats";
import { roleEndpoints } from "./role";
import { skillEndpoints } from "./skill";
import { subAdminEndpoints } from "./sub-admin";
import { subscriptionEndpoints } from "./subscription";
import { technologyEndpoints } from "./technology";
import { userEditEndpoints } from "./user-edit";
import { userRequestEndpoints } from "./user-request";
import { userEndpoints } from "./user";

export type { Endpoint } from "./endpoint";

/**
 * API v1: every endpoint, each defined once in its area's contract module (defineEndpoint). The
 * provider registers its handlers from it, app/models calls it by name, the OpenAPI document and
 * the provider's and Pact's tests are generated from or checked against it.
 */
export const endpoints = {
  ...accountEndpoints,
  ...userEndpoints,
  ...fileEndpoints,
  ...locationEndpoints,
  ...notificationEndpoints,
  ...technologyEndpoints,
  ...profileTypeEndpoints,
  ...skillEndpoints,
  ...roleEndpoints,
  ...subAdminEndpoints,
  ...subscriptionEndpoints,
  ...contactUsEndpoints,
  ...marketplaceUserEndpoints,
  ...optionListEndpoints,
  ...userRequestEndpoints,
  ...requestStatsEndpoints,
  ...userEditEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
