import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { errorMessage } from "~/models/errors";
import { changePassword, getCurrentUser, getUserPermissions, updateProfile } from "~/models/user.server";
import {
  againstMock,
  API_BASE_PATH,
  apiErrorOf,
  apiPath,
  authHeader,
  authJsonHeaders,
  createPact,
  EXAMPLE_TOKEN,
} from "./pact";
import { PACT_ADMIN, PACT_ADMIN_PASSWORD, states } from "./states";

const { eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = createPact();

const EXAMPLE_USER_ID = 1;
const MISSING_USER_ID = 999999;

/** The fields of users/ the app reads; the admin of the state has no image and no user type. */
const adminDetails = (names: { first_name: string; last_name: string }) => ({
  id: integer(EXAMPLE_USER_ID),
  username: string(PACT_ADMIN),
  email: string("pact-admin@example.com"),
  first_name: string(names.first_name),
  last_name: string(names.last_name),
  profile_image: null,
  user_type: null,
  user_permissions: eachLike("main.view_dashboard"),
});

describe("getCurrentUser", () => {
  it("200: answers the signed-in user with permissions", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the current user")
      .withRequest({ method: "GET", path: apiPath("currentUser"), headers: authHeader })
      .willRespondWith({ status: 200, body: adminDetails({ first_name: "Pact", last_name: "Admin" }) });
    await againstMock(pact, async () => {
      const user = await getCurrentUser(EXAMPLE_TOKEN);
      expect(user).toMatchObject({ id: EXAMPLE_USER_ID, username: PACT_ADMIN, profile_image: null });
      expect(user.user_permissions).toContain("main.view_dashboard");
    });
  });

  it("401: refuses an invalid token", async () => {
    pact
      .given(states.invalidToken)
      .uponReceiving("a request for the current user with an invalid token")
      .withRequest({ method: "GET", path: apiPath("currentUser"), headers: authHeader })
      .willRespondWith({ status: 401 });
    await againstMock(pact, async () => {
      await apiErrorOf(getCurrentUser(EXAMPLE_TOKEN), 401);
    });
  });
});

describe("updateProfile", () => {
  const ownPath = fromProviderState(`${API_BASE_PATH}users/\${userId}/`, apiPath("updateUser", { id: EXAMPLE_USER_ID }));

  it("200: saves the names and answers the updated user", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a profile update of the signed-in user")
      .withRequest({
        method: "PATCH",
        path: ownPath,
        headers: authJsonHeaders,
        body: { first_name: "Ada", last_name: "Lovelace", profile_image: null },
      })
      .willRespondWith({ status: 200, body: adminDetails({ first_name: "Ada", last_name: "Lovelace" }) });
    await againstMock(pact, async () => {
      const user = await updateProfile(EXAMPLE_TOKEN, EXAMPLE_USER_ID, {
        first_name: "Ada",
        last_name: "Lovelace",
        profile_image: null,
      });
      expect(user).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });
    });
  });

  it("400: refuses a blank first name with a field error", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a profile update with a blank first name")
      .withRequest({
        method: "PATCH",
        path: ownPath,
        headers: authJsonHeaders,
        body: { first_name: "", last_name: "Lovelace" },
      })
      .willRespondWith({ status: 400, body: { first_name: eachLike(messages.required) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(
        updateProfile(EXAMPLE_TOKEN, EXAMPLE_USER_ID, { first_name: "", last_name: "Lovelace" }),
        400,
      );
      expect(errorMessage(error.body)).toBe(messages.required);
    });
  });

  it("403: refuses to update another user", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.otherUserExists)
      .uponReceiving("a profile update of another user")
      .withRequest({
        method: "PATCH",
        path: fromProviderState(`${API_BASE_PATH}users/\${otherUserId}/`, apiPath("updateUser", { id: 2 })),
        headers: authJsonHeaders,
        body: { first_name: "Ada", last_name: "Lovelace" },
      })
      .willRespondWith({ status: 403, body: { detail: string(messages.permissionDenied) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(updateProfile(EXAMPLE_TOKEN, 2, { first_name: "Ada", last_name: "Lovelace" }), 403);
      expect(errorMessage(error.body)).toBe(messages.permissionDenied);
    });
  });

  it("404: answers not found for an unknown user", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a profile update of an unknown user")
      .withRequest({
        method: "PATCH",
        path: apiPath("updateUser", { id: MISSING_USER_ID }),
        headers: authJsonHeaders,
        body: { first_name: "Ada", last_name: "Lovelace" },
      })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(
        updateProfile(EXAMPLE_TOKEN, MISSING_USER_ID, { first_name: "Ada", last_name: "Lovelace" }),
        404,
      );
    });
  });
});

describe("changePassword", () => {
  const NEW_PASSWORD = "Pact#admin2";

  it("200: saves the new password", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a password change with the right old password")
      .withRequest({
        method: "POST",
        path: apiPath("changePassword"),
        headers: authJsonHeaders,
        body: { old_password: PACT_ADMIN_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      })
      .willRespondWith({ status: 200, body: { detail: string(messages.passwordChanged) } });
    await againstMock(pact, async () => {
      const result = await changePassword(EXAMPLE_TOKEN, {
        old_password: PACT_ADMIN_PASSWORD,
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
      });
      expect(result.detail).toBe(messages.passwordChanged);
    });
  });

  it("400: refuses a wrong old password", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a password change with a wrong old password")
      .withRequest({
        method: "POST",
        path: apiPath("changePassword"),
        headers: authJsonHeaders,
        body: { old_password: "Wrong#pass1", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      })
      .willRespondWith({ status: 400, body: { old_password: eachLike(messages.oldPasswordWrong) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(
        changePassword(EXAMPLE_TOKEN, { old_password: "Wrong#pass1", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD }),
        400,
      );
      expect(errorMessage(error.body)).toBe(messages.oldPasswordWrong);
    });
  });
});

describe("getUserPermissions", () => {
  it("200: answers the permission codes", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the user's permissions")
      .withRequest({ method: "GET", path: apiPath("userPermissions"), headers: authHeader })
      .willRespondWith({ status: 200, body: eachLike("main.view_dashboard") });
    await againstMock(pact, async () => {
      await expect(getUserPermissions(EXAMPLE_TOKEN)).resolves.toEqual(["main.view_dashboard"]);
    });
  });
});
