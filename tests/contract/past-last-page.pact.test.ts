// Every paged list the app reads answers 404 "Invalid page." past its last page, as DRF does;
// the app sends that to /notfound. One interaction per list, since each is its own call.
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import type { EndpointName } from "#contract/endpoints";
import { messages } from "#contract/messages";
import { errorMessage } from "~/models/errors";
import { listContactUs } from "~/models/contact-us.server";
import { listCities, listCountries } from "~/models/location.server";
import { listNotifications } from "~/models/notification.server";
import { listProfileTypes } from "~/models/profile-type.server";
import { listRoles } from "~/models/role.server";
import { listSkills } from "~/models/skill.server";
import { listSubAdmins } from "~/models/sub-admin.server";
import { listPlans } from "~/models/subscription.server";
import { listTechnologies } from "~/models/technology.server";
import { againstMock, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";

const { string } = MatchersV3;

const pact = createPact();

const PAST_LAST = 9999;
const page = { page: PAST_LAST, page_size: 10 };
const pageQuery = { page: String(PAST_LAST), page_size: "10" };

type PagedList = { endpoint: EndpointName; label: string; signedIn: boolean; query?: Record<string, string>; call: () => Promise<unknown> };

const lists: PagedList[] = [
  { endpoint: "countries", label: "countries", signedIn: false, call: () => listCountries(page) },
  { endpoint: "cities", label: "cities", signedIn: false, call: () => listCities(page) },
  { endpoint: "notifications", label: "notifications", signedIn: true, call: () => listNotifications(EXAMPLE_TOKEN, page) },
  { endpoint: "technologyList", label: "technologies", signedIn: true, call: () => listTechnologies(EXAMPLE_TOKEN, page) },
  { endpoint: "profileTypeList", label: "profile types", signedIn: true, call: () => listProfileTypes(EXAMPLE_TOKEN, page) },
  { endpoint: "skillList", label: "skills", signedIn: true, call: () => listSkills(EXAMPLE_TOKEN, page) },
  { endpoint: "roleList", label: "roles", signedIn: true, call: () => listRoles(EXAMPLE_TOKEN, page) },
  { endpoint: "subAdminList", label: "sub admins", signedIn: true, call: () => listSubAdmins(EXAMPLE_TOKEN, page) },
  { endpoint: "planList", label: "plans", signedIn: true, query: { user_type: "3" }, call: () => listPlans(EXAMPLE_TOKEN, 3, page) },
  { endpoint: "contactUsList", label: "contact-us messages", signedIn: true, query: { user_type: "1" }, call: () => listContactUs(EXAMPLE_TOKEN, 1, page) },
];

describe("a page past the last", () => {
  for (const list of lists) {
    it(`404: ${list.endpoint} answers "Invalid page."`, async () => {
      pact
        .given(list.signedIn ? states.adminSignedIn : states.anonymous)
        .uponReceiving(`a page of ${list.label} past the last`)
        .withRequest({
          method: "GET",
          path: apiPath(list.endpoint),
          ...(list.signedIn ? { headers: authHeader } : {}),
          query: { ...list.query, ...pageQuery },
        })
        .willRespondWith({ status: 404, body: { detail: string(messages.invalidPage) } });
      await againstMock(pact, async () => {
        const error = await apiErrorOf(list.call(), 404);
        expect(errorMessage(error.body)).toBe(messages.invalidPage);
      });
    });
  }
});
