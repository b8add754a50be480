import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { subAdminMessages, type SubAdminCreateRequest, type SubAdminUpdateRequest } from "#contract/sub-admin";
import { errorMessage } from "~/models/errors";
import { createSubAdmin, deleteSubAdmin, getSubAdmin, listSubAdmins, updateSubAdmin } from "~/models/sub-admin.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";
import { PACT_FIXED_ROLE, PACT_PERMISSION_IDS } from "./states/role";
import { PACT_INVITEE_EMAIL, PACT_LISTED_SUB_ADMIN_EMAIL, PACT_LISTED_SUB_ADMIN_SEARCH } from "./states/sub-admin";

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const pact = createPact();

const EXAMPLE_SUB_ADMIN_ID = 21;
const MISSING_SUB_ADMIN_ID = 999999;
// The app sends FormData with a random boundary; the pact keeps one fixed so the file is stable.
// Pact's mock compares multipart parts by name, so a repeated field (several user_permissions)
// cannot be expressed: the interactions send one permission, the API tests cover several.
const BOUNDARY = "pact-boundary-5b2e91";

const subAdminPath = (name: "subAdminGet" | "subAdminUpdate" | "subAdminDelete", variable = "subAdminId") =>
  fromProviderState(`${API_BASE_PATH}user-invitation/\${${variable}}/`, apiPath(name, { id: EXAMPLE_SUB_ADMIN_ID }));

/** The multipart body the app's FormData makes of these fields, with the fixed boundary. */
function multipart(fields: SubAdminCreateRequest | SubAdminUpdateRequest) {
  const parts = Object.entries(fields).flatMap(([name, value]: [string, unknown]) =>
    [value].flat().map((item) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`),
  );
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  return {
    headers: { ...authHeader, "Content-Type": regex("^multipart/form-data; boundary=.+$", contentType) },
    body: `${parts.join("")}--${BOUNDARY}--\r\n`,
    // Without the boundary: the mock compares the parts, whatever boundary the app chose.
    contentType: "multipart/form-data",
  };
}

/** The fields of a sub admin the app reads. */
const subAdminBody = (
  fields: { email?: string; first_name?: string; last_name?: string; is_active?: boolean; invitation_accepted?: boolean; contact_number?: string | null } = {},
) => ({
  id: integer(EXAMPLE_SUB_ADMIN_ID),
  first_name: string(fields.first_name ?? "Sam"),
  last_name: string(fields.last_name ?? "Sub"),
  email: string(fields.email ?? "sam.sub@example.com"),
  contact_number: fields.contact_number === null ? nullValue() : string(fields.contact_number ?? "+919876543210"),
  is_active: boolean(fields.is_active ?? true),
  invitation_accepted: boolean(fields.invitation_accepted ?? true),
  groups: eachLike({ id: integer(PACT_FIXED_ROLE.id), name: string(PACT_FIXED_ROLE.name) }),
  user_permissions: eachLike({ id: integer(PACT_PERMISSION_IDS[0]), name: string("Can view technology"), value: regex("^\\w+\\.\\w+$", "common.view_technology") }),
});

describe("listSubAdmins", () => {
  it("200: answers a page of sub admins", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.listedSubAdminExists)
      .uponReceiving("a request for the first page of sub admins, searched and sorted by email")
      .withRequest({
        method: "GET",
        path: apiPath("subAdminList"),
        headers: authHeader,
        query: { page: "1", page_size: "10", search: PACT_LISTED_SUB_ADMIN_SEARCH, ordering: "email" },
      })
      .willRespondWith({
        status: 200,
        body: { count: integer(1), next: null, previous: null, results: eachLike(subAdminBody({ email: PACT_LISTED_SUB_ADMIN_EMAIL })) },
      });
    await againstMock(pact, async () => {
      const list = await listSubAdmins(EXAMPLE_TOKEN, { page: 1, page_size: 10, search: PACT_LISTED_SUB_ADMIN_SEARCH, ordering: "email" });
      expect(list.count).toBe(1);
      expect(list.results[0]).toMatchObject({ id: EXAMPLE_SUB_ADMIN_ID, groups: [{ name: PACT_FIXED_ROLE.name }] });
    });
  });

  it("400: refuses an unknown ordering", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for sub admins sorted by an unknown field")
      .withRequest({ method: "GET", path: apiPath("subAdminList"), headers: authHeader, query: { page: "1", ordering: "groups" } })
      .willRespondWith({ status: 400, body: { ordering: eachLike(string("Ordering must be one of: id, first_name, last_name, email, is_active (prefix - for descending).")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listSubAdmins(EXAMPLE_TOKEN, { ordering: "groups" }), 400);
      expect(errorMessage(error.body)).toContain("Ordering must be one of");
    });
  });
});

describe("createSubAdmin", () => {
  const invitation: SubAdminCreateRequest = { email: PACT_INVITEE_EMAIL, groups: PACT_FIXED_ROLE.id, user_permissions: [PACT_PERMISSION_IDS[0]] };
  const request = { method: "POST", path: apiPath("subAdminCreate"), ...multipart(invitation) } as const;

  it("201: invites a sub admin", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.inviteeEmailFree)
      .uponReceiving("a request to invite a sub admin")
      .withRequest(request)
      .willRespondWith({ status: 201, body: subAdminBody({ email: PACT_INVITEE_EMAIL, first_name: "", last_name: "", is_active: false, invitation_accepted: false, contact_number: null }) });
    await againstMock(pact, async () => {
      await expect(createSubAdmin(EXAMPLE_TOKEN, invitation)).resolves.toMatchObject({
        email: PACT_INVITEE_EMAIL,
        is_active: false,
        invitation_accepted: false,
        groups: [{ id: PACT_FIXED_ROLE.id }],
      });
    });
  });

  it("400: refuses an invitation without permissions", async () => {
    const fields = { email: PACT_INVITEE_EMAIL, groups: PACT_FIXED_ROLE.id };
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to invite a sub admin without permissions")
      .withRequest({ method: "POST", path: apiPath("subAdminCreate"), ...multipart(fields) })
      .willRespondWith({ status: 400, body: { user_permissions: eachLike(messages.selectPermission) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(createSubAdmin(EXAMPLE_TOKEN, { ...fields, user_permissions: [] }), 400);
      expect(errorMessage(error.body)).toBe(messages.selectPermission);
    });
  });
});

describe("getSubAdmin", () => {
  it("200: answers one sub admin", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.subAdminExists)
      .uponReceiving("a request for a sub admin")
      .withRequest({ method: "GET", path: subAdminPath("subAdminGet"), headers: authHeader })
      .willRespondWith({ status: 200, body: subAdminBody() });
    await againstMock(pact, async () => {
      await expect(getSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID)).resolves.toMatchObject({
        id: EXAMPLE_SUB_ADMIN_ID,
        first_name: "Sam",
        contact_number: "+919876543210",
        invitation_accepted: true,
      });
    });
  });

  it("200: answers an invited sub admin who has not accepted", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.invitedSubAdminExists)
      .uponReceiving("a request for a sub admin who has not accepted the invitation")
      .withRequest({ method: "GET", path: subAdminPath("subAdminGet"), headers: authHeader })
      .willRespondWith({ status: 200, body: subAdminBody({ first_name: "", last_name: "", is_active: false, invitation_accepted: false, contact_number: null }) });
    await againstMock(pact, async () => {
      await expect(getSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID)).resolves.toMatchObject({ is_active: false, invitation_accepted: false });
    });
  });

  it("404: answers not found for an unknown sub admin", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for an unknown sub admin")
      .withRequest({ method: "GET", path: apiPath("subAdminGet", { id: MISSING_SUB_ADMIN_ID }), headers: authHeader })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(getSubAdmin(EXAMPLE_TOKEN, MISSING_SUB_ADMIN_ID), 404);
    });
  });
});

describe("updateSubAdmin", () => {
  const changes: SubAdminUpdateRequest = {
    first_name: "Samantha",
    last_name: "Subadmin",
    contact_number: "+14155550100",
    is_active: false,
    groups: PACT_FIXED_ROLE.id,
    user_permissions: [PACT_PERMISSION_IDS[0]],
  };

  it("200: changes a sub admin and replaces role and permissions", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.subAdminExists)
      .uponReceiving("a request to update a sub admin")
      .withRequest({ method: "PATCH", path: subAdminPath("subAdminUpdate"), ...multipart(changes) })
      .willRespondWith({ status: 200, body: subAdminBody({ first_name: "Samantha", last_name: "Subadmin", contact_number: "+14155550100", is_active: false }) });
    await againstMock(pact, async () => {
      await expect(updateSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID, changes)).resolves.toMatchObject({ first_name: "Samantha", is_active: false });
    });
  });

  it("400: refuses a first name over 25 characters", async () => {
    const tooLong = { first_name: "x".repeat(26) };
    pact
      .given(states.adminSignedIn)
      .given(states.subAdminExists)
      .uponReceiving("a request to give a sub admin a first name over 25 characters")
      .withRequest({ method: "PATCH", path: subAdminPath("subAdminUpdate"), ...multipart(tooLong) })
      .willRespondWith({ status: 400, body: { first_name: eachLike(messages.maxChars(25)) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(updateSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID, tooLong), 400);
      expect(errorMessage(error.body)).toBe(messages.maxChars(25));
    });
  });

  it("400: refuses to activate a sub admin who has not accepted the invitation", async () => {
    const activate = { is_active: true };
    pact
      .given(states.adminSignedIn)
      .given(states.invitedSubAdminExists)
      .uponReceiving("a request to activate a sub admin who has not accepted the invitation")
      .withRequest({ method: "PATCH", path: subAdminPath("subAdminUpdate"), ...multipart(activate) })
      .willRespondWith({ status: 400, body: { is_active: eachLike(subAdminMessages.notAccepted) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(updateSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID, activate), 400);
      expect(errorMessage(error.body)).toBe(subAdminMessages.notAccepted);
    });
  });

  it("404: answers not found for an unknown sub admin", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to update an unknown sub admin")
      .withRequest({ method: "PATCH", path: apiPath("subAdminUpdate", { id: MISSING_SUB_ADMIN_ID }), ...multipart(changes) })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(updateSubAdmin(EXAMPLE_TOKEN, MISSING_SUB_ADMIN_ID, changes), 404);
    });
  });
});

describe("deleteSubAdmin", () => {
  it("204: deletes a sub admin", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.subAdminExists)
      .uponReceiving("a request to delete a sub admin")
      .withRequest({ method: "DELETE", path: subAdminPath("subAdminDelete"), headers: authHeader })
      .willRespondWith({ status: 204 });
    await againstMock(pact, async () => {
      await expect(deleteSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID)).resolves.toBeUndefined();
    });
  });

  it("400: refuses to delete oneself", async () => {
    pact
      .given(states.subAdminDeleterSignedIn)
      .uponReceiving("a request by a sub admin to delete themselves")
      .withRequest({ method: "DELETE", path: subAdminPath("subAdminDelete", "userId"), headers: authHeader })
      .willRespondWith({ status: 400, body: { detail: string(subAdminMessages.deleteSelf) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(deleteSubAdmin(EXAMPLE_TOKEN, EXAMPLE_SUB_ADMIN_ID), 400);
      expect(errorMessage(error.body)).toBe(subAdminMessages.deleteSelf);
    });
  });

  it("404: answers not found for an unknown sub admin", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to delete an unknown sub admin")
      .withRequest({ method: "DELETE", path: apiPath("subAdminDelete", { id: MISSING_SUB_ADMIN_ID }), headers: authHeader })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(deleteSubAdmin(EXAMPLE_TOKEN, MISSING_SUB_ADMIN_ID), 404);
    });
  });
});
