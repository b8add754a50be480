import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { errorMessage } from "~/models/errors";
import { listContactUs } from "~/models/contact-us.server";
import { againstMock, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN, isoDateTime } from "./pact";
import { states } from "./states";
import { PACT_CONTACT } from "./states/contact-us";

const { eachLike, integer, string } = MatchersV3;

const pact = createPact();

describe("listContactUs", () => {
  const query = { user_type: "1", page: "1", page_size: "10" };

  it("200: answers a page of the company tab's messages", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.contactUsMessagesExist)
      .uponReceiving("a request for the first page of company contact-us messages")
      .withRequest({ method: "GET", path: apiPath("contactUsList"), headers: authHeader, query })
      .willRespondWith({
        status: 200,
        body: {
          count: integer(1),
          next: null,
          previous: null,
          results: eachLike({
            id: integer(3),
            first_name: string(PACT_CONTACT.first_name),
            last_name: string(PACT_CONTACT.last_name),
            email: string(PACT_CONTACT.email),
            message: string(PACT_CONTACT.message),
            created: isoDateTime("2030-01-01T12:00:00.000Z"),
          }),
        },
      });
    await againstMock(pact, async () => {
      const list = await listContactUs(EXAMPLE_TOKEN, 1, { page: 1, page_size: 10 });
      expect(list.results[0]).toMatchObject({ first_name: "Pact", email: PACT_CONTACT.email, message: PACT_CONTACT.message });
    });
  });

  it("400: refuses ordering by e-mail (not sortable)", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for contact-us messages ordered by e-mail")
      .withRequest({ method: "GET", path: apiPath("contactUsList"), headers: authHeader, query: { ...query, ordering: "email" } })
      .willRespondWith({ status: 400, body: { ordering: eachLike(string("Ordering must be one of: first_name, last_name")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listContactUs(EXAMPLE_TOKEN, 1, { page: 1, page_size: 10, ordering: "email" }), 400);
      expect(errorMessage(error.body)).toBe("Ordering must be one of: first_name, last_name");
    });
  });
});
