// Request review's calls (decision 043): every non-auth status the app receives (decision 030),
// driven through the app/models functions the screens will call.
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import type { EndpointName } from "#contract/endpoints";
import { messages } from "#contract/messages";
import { errorMessage } from "~/models/errors";
import { decideUserRequest, getRejection, getUserRequest, listRejections, listUserRequests } from "~/models/user-request.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, authJsonHeaders, createPact, EXAMPLE_TOKEN, isoDateTime } from "./pact";
import { states, type ProviderState } from "./states";

const { boolean, eachLike, fromProviderState, integer, nullValue, string } = MatchersV3;

const pact = createPact();

const EXAMPLE = { pending: 41, rejected: 42, decided: 43 };
const MISSING_ID = 999999;
const PAST_LAST = 9999;

function statePath(name: EndpointName, template: string, params: Record<string, number>) {
  return fromProviderState(`${API_BASE_PATH}${template}`, apiPath(name, params));
}

const when = isoDateTime("2026-11-20T10:00:00.000Z");
const requestRow = {
  id: integer(EXAMPLE.pending),
  user_id: integer(7),
  uid: string("prq1"),
  first_name: string("Market"),
  last_name: string("User"),
  email: string("market@example.com"),
  company_name: nullValue(),
  country: nullValue(),
  user_type: integer(5),
  status: integer(1),
  is_new_registered: boolean(true),
  version: integer(1),
  created: when,
  modified: when,
  parent_id: nullValue(),
  parent_name: nullValue(),
  parent_email: nullValue(),
  experience: nullValue(),
  projects: nullValue(),
  certifications: nullValue(),
};
const requestDetail = (id: number, status: number, rejection: unknown, handledBy: unknown, decidedAt: unknown, history: unknown) => ({
  id: integer(id),
  user: { id: integer(7), uid: string("prq1"), first_name: string("Market"), last_name: string("User"), email: string("market@example.com"), is_active: boolean(false) },
  user_type: integer(5),
  agency: nullValue(),
  is_new_registered: boolean(true),
  status: integer(status),
  requested_changes_keys: [],
  updated_data_with_request_change: {
    profile_image: nullValue(),
    first_name: string(""),
    last_name: string(""),
    email: string(""),
    uid: string(""),
    contact_number: nullValue(),
    city: nullValue(),
  },
  request_handled_by: handledBy,
  rejection_message: rejection,
  version: integer(1),
  created: when,
  modified: when,
  decided_at: decidedAt,
  history,
});
const decision = { id: integer(1), admin: { id: integer(1), name: string("Pact Admin") }, decision: integer(2), reason: nullValue(), version: integer(1), created: when };
const page = (item: unknown) => ({ count: integer(1), count_capped: boolean(false), next: nullValue(), previous: nullValue(), results: eachLike(item) });

type Case = {
  endpoint: EndpointName;
  status: number;
  description: string;
  state?: ProviderState;
  path: unknown;
  query?: Record<string, string>;
  method?: "GET" | "PATCH";
  json?: unknown;
  body?: unknown;
  call: () => Promise<unknown>;
};

const cases: Case[] = [
  {
    endpoint: "userRequestList",
    status: 200,
    description: "the pending freelancer registrations",
    state: states.requestsExist,
    path: apiPath("userRequestList"),
    query: { user_type: "5", page: "1", page_size: "10", new_registered: "true", status: "1" },
    body: page(requestRow),
    call: () => listUserRequests(EXAMPLE_TOKEN, { user_type: 5, page: 1, page_size: 10, new_registered: true, status: [1] }),
  },
  {
    endpoint: "userRequestList",
    status: 400,
    description: "the requests sorted by a field that is not sortable",
    path: apiPath("userRequestList"),
    query: { user_type: "5", page: "1", ordering: "password" },
    body: { ordering: eachLike(string("Ordering must be one of: ...")) },
    call: () => listUserRequests(EXAMPLE_TOKEN, { user_type: 5, ordering: "password" }),
  },
  {
    endpoint: "userRequestList",
    status: 404,
    description: "a page of requests past the last",
    path: apiPath("userRequestList"),
    query: { user_type: "5", page: String(PAST_LAST), page_size: "10" },
    body: { detail: string(messages.invalidPage) },
    call: () => listUserRequests(EXAMPLE_TOKEN, { user_type: 5, page: PAST_LAST, page_size: 10 }),
  },
  {
    endpoint: "userRequestGet",
    status: 200,
    description: "a pending request",
    state: states.requestsExist,
    path: statePath("userRequestGet", "user-request/${pendingRequestId}/", { id: EXAMPLE.pending }),
    body: requestDetail(EXAMPLE.pending, 1, nullValue(), nullValue(), nullValue(), []),
    call: () => getUserRequest(EXAMPLE_TOKEN, EXAMPLE.pending),
  },
  {
    endpoint: "userRequestGet",
    status: 404,
    description: "a request that does not exist",
    path: apiPath("userRequestGet", { id: MISSING_ID }),
    body: { detail: string(messages.notFound) },
    call: () => getUserRequest(EXAMPLE_TOKEN, MISSING_ID),
  },
  {
    endpoint: "userRequestDecide",
    status: 200,
    description: "a request to approve a pending request",
    state: states.requestsExist,
    method: "PATCH",
    path: statePath("userRequestDecide", "user-request/${pendingRequestId}/", { id: EXAMPLE.pending }),
    json: { status: 2, version: 1 },
    body: requestDetail(EXAMPLE.pending, 2, nullValue(), string("Pact Admin"), when, eachLike(decision)),
    call: () => decideUserRequest(EXAMPLE_TOKEN, EXAMPLE.pending, { status: 2, version: 1 }),
  },
  {
    endpoint: "userRequestDecide",
    status: 400,
    description: "a request to reject a pending request without a message",
    state: states.requestsExist,
    method: "PATCH",
    path: statePath("userRequestDecide", "user-request/${pendingRequestId}/", { id: EXAMPLE.pending }),
    json: { status: 3, version: 1, rejection_message: "" },
    body: { rejection_message: eachLike(string(messages.required)) },
    call: () => decideUserRequest(EXAMPLE_TOKEN, EXAMPLE.pending, { status: 3, version: 1, rejection_message: "" }),
  },
  {
    endpoint: "userRequestDecide",
    status: 404,
    description: "a request to approve a request that does not exist",
    method: "PATCH",
    path: apiPath("userRequestDecide", { id: MISSING_ID }),
    json: { status: 2, version: 1 },
    body: { detail: string(messages.notFound) },
    call: () => decideUserRequest(EXAMPLE_TOKEN, MISSING_ID, { status: 2, version: 1 }),
  },
  {
    endpoint: "userRequestDecide",
    status: 409,
    description: "a request to reject a request another admin approved",
    state: states.decidedRequestExists,
    method: "PATCH",
    path: statePath("userRequestDecide", "user-request/${decidedRequestId}/", { id: EXAMPLE.decided }),
    json: { status: 3, version: 1, rejection_message: "Too late" },
    body: { detail: string("This request was already approved by Other Admin at 2026-11-20T10:00:00.000Z.") },
    call: () => decideUserRequest(EXAMPLE_TOKEN, EXAMPLE.decided, { status: 3, version: 1, rejection_message: "Too late" }),
  },
  {
    endpoint: "rejectionList",
    status: 200,
    description: "the rejected freelancer requests",
    state: states.requestsExist,
    path: apiPath("rejectionList"),
    query: { user_type: "5", page: "1", page_size: "10" },
    body: page({
      id: integer(EXAMPLE.rejected),
      first_name: string("Market"),
      last_name: string("User"),
      parent: nullValue(),
      request_handled_by: nullValue(),
      modified: when,
      rejection_message: string("Incomplete profile"),
    }),
    call: () => listRejections(EXAMPLE_TOKEN, { user_type: 5, page: 1, page_size: 10 }),
  },
  {
    endpoint: "rejectionList",
    status: 400,
    description: "the rejected requests sorted by a field that is not sortable",
    path: apiPath("rejectionList"),
    query: { user_type: "5", page: "1", ordering: "password" },
    body: { ordering: eachLike(string("Ordering must be one of: ...")) },
    call: () => listRejections(EXAMPLE_TOKEN, { user_type: 5, ordering: "password" }),
  },
  {
    endpoint: "rejectionList",
    status: 404,
    description: "a page of rejected requests past the last",
    path: apiPath("rejectionList"),
    query: { user_type: "5", page: String(PAST_LAST), page_size: "10" },
    body: { detail: string(messages.invalidPage) },
    call: () => listRejections(EXAMPLE_TOKEN, { user_type: 5, page: PAST_LAST, page_size: 10 }),
  },
  {
    endpoint: "rejectionGet",
    status: 200,
    description: "a rejected request",
    state: states.requestsExist,
    path: statePath("rejectionGet", "user-request-rejection/${rejectedRequestId}/", { id: EXAMPLE.rejected }),
    body: requestDetail(EXAMPLE.rejected, 3, string("Incomplete profile"), nullValue(), nullValue(), []),
    call: () => getRejection(EXAMPLE_TOKEN, EXAMPLE.rejected),
  },
  {
    endpoint: "rejectionGet",
    status: 404,
    description: "a rejected request that does not exist",
    path: apiPath("rejectionGet", { id: MISSING_ID }),
    body: { detail: string(messages.notFound) },
    call: () => getRejection(EXAMPLE_TOKEN, MISSING_ID),
  },
];

describe("request review", () => {
  for (const item of cases) {
    it(`${item.status}: ${item.endpoint}, ${item.description}`, async () => {
      let builder = pact.given(states.adminSignedIn);
      if (item.state) builder = builder.given(item.state);
      builder
        .uponReceiving(item.description)
        .withRequest({
          method: item.method ?? "GET",
          path: item.path as string,
          headers: item.json === undefined ? authHeader : authJsonHeaders,
          ...(item.query ? { query: item.query } : {}),
          ...(item.json === undefined ? {} : { body: item.json }),
        })
        .willRespondWith({ status: item.status, ...(item.body === undefined ? {} : { body: item.body }) });
      await againstMock(pact, async () => {
        if (item.status < 300) {
          await item.call();
          return;
        }
        const error = await apiErrorOf(item.call(), item.status);
        expect(errorMessage(error.body)).toEqual(expect.any(String));
      });
    });
  }
});
