import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { INVALID_INTEGER, roleHeld } from "#contract/role";
import { errorMessage, fieldErrors } from "~/models/errors";
import {
  createRole,
  deleteRole,
  getRole,
  listPermissionGroups,
  listPermissions,
  listRoleOptions,
  listRoles,
  updateRole,
} from "~/models/role.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, authJsonHeaders, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";
import { PACT_LISTED_ROLE_NAME, PACT_LISTED_SEARCH, PACT_NEW_ROLE_NAME, PACT_PERMISSION_IDS, PACT_RENAMED_ROLE_NAME } from "./states/role";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const EXAMPLE_ROLE_ID = 12;
const MISSING_ROLE_ID = 999999;

const rolePath = (name: "roleGet" | "roleUpdate" | "roleDelete") =>
  fromProviderState(`${API_BASE_PATH}roles/\${roleId}/`, apiPath(name, { id: EXAMPLE_ROLE_ID }));

const permissionValue = regex("^\\w+\\.\\w+$", "common.view_technology");

/** The fields of a role the app reads. */
const roleBody = (name = "Content Manager") => ({
  id: integer(EXAMPLE_ROLE_ID),
  name: string(name),
  permissions: eachLike(integer(PACT_PERMISSION_IDS[0])),
  group_permissions: eachLike({
    id: integer(PACT_PERMISSION_IDS[0]),
    name: string("Can view technology"),
    codename: permissionValue,
    model: string("technology"),
  }),
});

const pagedBody = <T>(item: T) => ({ count: integer(1), next: null, previous: null, results: eachLike(item) });

describe("listRoles", () => {
  it("200: answers a page of roles", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.listedRoleExists)
      .uponReceiving("a request for the first page of roles, searched and sorted by name")
      .withRequest({ method: "GET", path: apiPath("roleList"), headers: authHeader, query: { page: "1", page_size: "10", search: PACT_LISTED_SEARCH, ordering: "name" } })
      .willRespondWith({ status: 200, body: pagedBody(roleBody(PACT_LISTED_ROLE_NAME)) });
    await againstMock(pact, async () => {
      const list = await listRoles(EXAMPLE_TOKEN, { page: 1, page_size: 10, search: PACT_LISTED_SEARCH, ordering: "name" });
      expect(list.count).toBe(1);
      expect(list.results[0]).toMatchObject({ id: EXAMPLE_ROLE_ID, name: PACT_LISTED_ROLE_NAME, permissions: [PACT_PERMISSION_IDS[0]] });
    });
  });

  it("400: refuses an unknown ordering", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for roles sorted by an unknown field")
      .withRequest({ method: "GET", path: apiPath("roleList"), headers: authHeader, query: { page: "1", ordering: "permissions" } })
      .willRespondWith({ status: 400, body: { ordering: eachLike(string("Ordering must be one of: id, name (prefix - for descending).")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listRoles(EXAMPLE_TOKEN, { ordering: "permissions" }), 400);
      expect(errorMessage(error.body)).toContain("Ordering must be one of");
    });
  });

  it("401: refuses an invalid token", async () => {
    pact
      .given(states.invalidToken)
      .uponReceiving("a request for roles with an invalid token")
      .withRequest({ method: "GET", path: apiPath("roleList"), headers: authHeader, query: { page: "1" } })
      .willRespondWith({ status: 401 });
    await againstMock(pact, async () => {
      await apiErrorOf(listRoles(EXAMPLE_TOKEN), 401);
    });
  });

  it("403: refuses a user without auth.view_group", async () => {
    pact
      .given(states.unprivilegedStaffSignedIn)
      .uponReceiving("a request for roles without permission")
      .withRequest({ method: "GET", path: apiPath("roleList"), headers: authHeader, query: { page: "1" } })
      .willRespondWith({ status: 403, body: { detail: string(messages.permissionDenied) } });
    await againstMock(pact, async () => {
      await apiErrorOf(listRoles(EXAMPLE_TOKEN), 403);
    });
  });
});

// The options call always asks for page 1 of 100, so the model cannot provoke its 400.
describe("listRoleOptions", () => {
  const request = { method: "GET", path: apiPath("roleOptions"), headers: authHeader, query: { page_size: "100", page: "1" } } as const;

  it("200: answers the role options", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleExists)
      .uponReceiving("a request for the role options")
      .withRequest(request)
      .willRespondWith({ status: 200, body: pagedBody({ id: integer(EXAMPLE_ROLE_ID), name: string("Content Manager") }) });
    await againstMock(pact, async () => {
      await expect(listRoleOptions(EXAMPLE_TOKEN)).resolves.toEqual([{ id: EXAMPLE_ROLE_ID, name: "Content Manager" }]);
    });
  });
});

describe("createRole", () => {
  const body = { name: PACT_NEW_ROLE_NAME, permissions: [...PACT_PERMISSION_IDS] };

  it("201: creates a role", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleNameFree)
      .uponReceiving("a request to create a role")
      .withRequest({ method: "POST", path: apiPath("roleCreate"), headers: authJsonHeaders, body })
      .willRespondWith({ status: 201, body: roleBody(PACT_NEW_ROLE_NAME) });
    await againstMock(pact, async () => {
      await expect(createRole(EXAMPLE_TOKEN, body)).resolves.toMatchObject({ id: EXAMPLE_ROLE_ID, name: PACT_NEW_ROLE_NAME });
    });
  });

  it("400: refuses a role without permissions", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to create a role without permissions")
      .withRequest({ method: "POST", path: apiPath("roleCreate"), headers: authJsonHeaders, body: { name: PACT_NEW_ROLE_NAME, permissions: [] } })
      .willRespondWith({ status: 400, body: { permissions: eachLike(messages.selectPermission) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(createRole(EXAMPLE_TOKEN, { name: PACT_NEW_ROLE_NAME, permissions: [] }), 400);
      expect(errorMessage(error.body)).toBe(messages.selectPermission);
    });
  });

  it("400: refuses a permission that is no id by its index, nested as DRF's ListField", async () => {
    const withBadId = { name: PACT_NEW_ROLE_NAME, permissions: [PACT_PERMISSION_IDS[0], 1.5] };
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to create a role whose second permission is not a whole number")
      .withRequest({ method: "POST", path: apiPath("roleCreate"), headers: authJsonHeaders, body: withBadId })
      .willRespondWith({ status: 400, body: { permissions: { "1": eachLike(INVALID_INTEGER) } } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(createRole(EXAMPLE_TOKEN, withBadId), 400);
      expect(fieldErrors(error.body)).toEqual({ "permissions[1]": [INVALID_INTEGER] });
      expect(errorMessage(error.body)).toBe(INVALID_INTEGER);
    });
  });
});

describe("getRole", () => {
  it("200: answers one role", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleExists)
      .uponReceiving("a request for a role")
      .withRequest({ method: "GET", path: rolePath("roleGet"), headers: authHeader })
      .willRespondWith({ status: 200, body: roleBody() });
    await againstMock(pact, async () => {
      await expect(getRole(EXAMPLE_TOKEN, EXAMPLE_ROLE_ID)).resolves.toMatchObject({ id: EXAMPLE_ROLE_ID, group_permissions: [{ codename: "common.view_technology" }] });
    });
  });

  it("404: answers not found for an unknown role", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for an unknown role")
      .withRequest({ method: "GET", path: apiPath("roleGet", { id: MISSING_ROLE_ID }), headers: authHeader })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(getRole(EXAMPLE_TOKEN, MISSING_ROLE_ID), 404);
    });
  });
});

describe("updateRole", () => {
  const body = { name: PACT_RENAMED_ROLE_NAME, permissions: [PACT_PERMISSION_IDS[1]] };

  it("200: renames a role and replaces its permissions", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleExists)
      .uponReceiving("a request to update a role")
      .withRequest({ method: "PATCH", path: rolePath("roleUpdate"), headers: authJsonHeaders, body })
      .willRespondWith({
        status: 200,
        body: { ...roleBody(PACT_RENAMED_ROLE_NAME), permissions: [PACT_PERMISSION_IDS[1]], group_permissions: eachLike({ id: PACT_PERMISSION_IDS[1], name: string("Can add technology"), codename: "common.add_technology", model: string("technology") }) },
      });
    await againstMock(pact, async () => {
      await expect(updateRole(EXAMPLE_TOKEN, EXAMPLE_ROLE_ID, body)).resolves.toMatchObject({ name: PACT_RENAMED_ROLE_NAME, permissions: [PACT_PERMISSION_IDS[1]] });
    });
  });

  it("400: refuses a name without a letter or digit", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleExists)
      .uponReceiving("a request to rename a role to punctuation")
      .withRequest({ method: "PATCH", path: rolePath("roleUpdate"), headers: authJsonHeaders, body: { name: "---" } })
      .willRespondWith({ status: 400, body: { name: eachLike(messages.wordCharacter) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(updateRole(EXAMPLE_TOKEN, EXAMPLE_ROLE_ID, { name: "---" }), 400);
      expect(errorMessage(error.body)).toBe(messages.wordCharacter);
    });
  });

  it("404: answers not found for an unknown role", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to update an unknown role")
      .withRequest({ method: "PATCH", path: apiPath("roleUpdate", { id: MISSING_ROLE_ID }), headers: authJsonHeaders, body })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(updateRole(EXAMPLE_TOKEN, MISSING_ROLE_ID, body), 404);
    });
  });
});

describe("deleteRole", () => {
  it("204: deletes a role nobody holds", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleExists)
      .uponReceiving("a request to delete a role")
      .withRequest({ method: "DELETE", path: rolePath("roleDelete"), headers: authHeader })
      .willRespondWith({ status: 204 });
    await againstMock(pact, async () => {
      await expect(deleteRole(EXAMPLE_TOKEN, EXAMPLE_ROLE_ID)).resolves.toBeUndefined();
    });
  });

  it("400: refuses to delete a role a sub admin holds", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleHeldBySubAdmin)
      .uponReceiving("a request to delete a role a sub admin holds")
      .withRequest({ method: "DELETE", path: rolePath("roleDelete"), headers: authHeader })
      .willRespondWith({ status: 400, body: { detail: string(roleHeld(1)) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(deleteRole(EXAMPLE_TOKEN, EXAMPLE_ROLE_ID), 400);
      expect(errorMessage(error.body)).toBe(roleHeld(1));
    });
  });

  it("404: answers not found for an unknown role", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to delete an unknown role")
      .withRequest({ method: "DELETE", path: apiPath("roleDelete", { id: MISSING_ROLE_ID }), headers: authHeader })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(deleteRole(EXAMPLE_TOKEN, MISSING_ROLE_ID), 404);
    });
  });
});

describe("listPermissionGroups", () => {
  const request = { method: "GET", path: apiPath("contentTypePermissions"), headers: authHeader } as const;

  it("200: answers the permissions grouped by model", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the permissions grouped by model")
      .withRequest(request)
      .willRespondWith({
        status: 200,
        body: eachLike({
          model: string("technology"),
          name: string("Technology"),
          permissions: eachLike({ id: integer(PACT_PERMISSION_IDS[0]), name: string("Can view technology"), value: permissionValue }),
        }),
      });
    await againstMock(pact, async () => {
      const groups = await listPermissionGroups(EXAMPLE_TOKEN);
      expect(groups[0]).toMatchObject({ model: "technology", permissions: [{ value: "common.view_technology" }] });
    });
  });
});

describe("listPermissions", () => {
  it("200: answers a role's permissions as a plain list", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.roleExists)
      .uponReceiving("a request for a role's permissions")
      .withRequest({
        method: "GET",
        path: apiPath("permissions"),
        headers: authHeader,
        query: { group: fromProviderState("${roleId}", String(EXAMPLE_ROLE_ID)) },
      })
      .willRespondWith({ status: 200, body: eachLike({ id: integer(PACT_PERMISSION_IDS[0]), name: string("Can view technology"), value: permissionValue }) });
    await againstMock(pact, async () => {
      await expect(listPermissions(EXAMPLE_TOKEN, { group: EXAMPLE_ROLE_ID })).resolves.toEqual([
        { id: PACT_PERMISSION_IDS[0], name: "Can view technology", value: "common.view_technology" },
      ]);
    });
  });

  it("400: refuses a malformed role id", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the permissions of role 0")
      .withRequest({ method: "GET", path: apiPath("permissions"), headers: authHeader, query: { group: "0" } })
      .willRespondWith({ status: 400, body: { group: eachLike(string("Select a valid choice.")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listPermissions(EXAMPLE_TOKEN, { group: 0 }), 400);
      expect(errorMessage(error.body)).toBe("Select a valid choice.");
    });
  });
});
