import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { ADDRESS_RATE_LIMITS } from "#contract/account";
import { messages } from "#contract/messages";
import {
  acceptInvitation,
  checkLinkToken,
  confirmPasswordReset,
  login,
  logout,
  requestPasswordReset,
  validateToken,
} from "~/models/account.server";
import { errorMessage } from "~/models/errors";
import {
  againstMock,
  apiErrorOf,
  apiPath,
  authHeader,
  createPact,
  EXAMPLE_TOKEN,
  isoDateTime,
  jsonRequestHeaders,
} from "./pact";
import {
  PACT_THROTTLED_USER,
  PACT_USER,
  PACT_USER_EMAIL,
  PACT_USER_PASSWORD,
  states,
} from "./states";

const { eachLike, fromProviderState, string } = MatchersV3;

const pact = createPact();

// Link values of refused links: well-formed, but no such token exists.
const UNKNOWN_UID = "OTk5OTk5";
const UNKNOWN_LINK_TOKEN = "dW5rbm93bi1saW5rLXRva2VuLXVua25vd24tbGluay10bw";
const NEW_PASSWORD = "Pact#reset2";

/** The detail of a post refused at the start of its address limit's window. */
const rateLimitedDetail = (name: keyof typeof ADDRESS_RATE_LIMITS) => messages.rateLimited(ADDRESS_RATE_LIMITS[name].windowMs / 1000);

describe("login", () => {
  it("200: answers a token and its expiry", async () => {
    pact
      .given(states.userExists)
      .uponReceiving("a login with valid credentials")
      .withRequest({
        method: "POST",
        path: apiPath("login"),
        headers: jsonRequestHeaders,
        body: { username: PACT_USER, password: PACT_USER_PASSWORD },
      })
      .willRespondWith({
        status: 200,
        body: { token: string(EXAMPLE_TOKEN), expiry: isoDateTime("2030-01-01T12:00:00.000Z") },
      });
    await againstMock(pact, async () => {
      const result = await login({ username: PACT_USER, password: PACT_USER_PASSWORD }, { clientIp: "203.0.113.7" });
      expect(result).toEqual({ token: EXAMPLE_TOKEN, expiry: "2030-01-01T12:00:00.000Z" });
    });
  });

  it("400: refuses a wrong password with a non-field error", async () => {
    pact
      .given(states.userExists)
      .uponReceiving("a login with a wrong password")
      .withRequest({
        method: "POST",
        path: apiPath("login"),
        headers: jsonRequestHeaders,
        body: { username: PACT_USER, password: "Wrong#pass1" },
      })
      .willRespondWith({
        status: 400,
        body: { non_field_errors: eachLike(messages.invalidCredentials) },
      });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(login({ username: PACT_USER, password: "Wrong#pass1" }), 400);
      expect(errorMessage(error.body)).toBe(messages.invalidCredentials);
    });
  });

  it("429: refuses a throttled username with a detail", async () => {
    pact
      .given(states.loginThrottled)
      .uponReceiving("a login for a throttled username")
      .withRequest({
        method: "POST",
        path: apiPath("login"),
        headers: jsonRequestHeaders,
        body: { username: PACT_THROTTLED_USER, password: "Wrong#pass1" },
      })
      .willRespondWith({ status: 429, body: { detail: string(messages.throttled(15 * 60)) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(login({ username: PACT_THROTTLED_USER, password: "Wrong#pass1" }), 429);
      expect(errorMessage(error.body)).toBe(messages.throttled(15 * 60));
    });
  });
});

describe("logout", () => {
  it("204: deletes the token", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a logout with a valid token")
      .withRequest({ method: "POST", path: apiPath("logout"), headers: authHeader })
      .willRespondWith({ status: 204 });
    await againstMock(pact, async () => {
      await expect(logout(EXAMPLE_TOKEN)).resolves.toBeUndefined();
    });
  });
});

describe("validateToken", () => {
  it("200: confirms a live token and its expiry", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a token validation of a live token")
      .withRequest({
        method: "POST",
        path: apiPath("validateToken"),
        headers: jsonRequestHeaders,
        body: { token: fromProviderState("${token}", EXAMPLE_TOKEN) },
      })
      .willRespondWith({
        status: 200,
        body: { detail: string("Token is valid."), expiry: isoDateTime("2030-01-01T12:00:00.000Z") },
      });
    await againstMock(pact, async () => {
      const result = await validateToken(EXAMPLE_TOKEN);
      expect(result.expiry).toBe("2030-01-01T12:00:00.000Z");
    });
  });

  it("400: refuses a missing token", async () => {
    pact
      .given(states.anonymous)
      .uponReceiving("a token validation without a token")
      .withRequest({ method: "POST", path: apiPath("validateToken"), headers: jsonRequestHeaders, body: { token: "" } })
      .willRespondWith({ status: 400, body: { token: eachLike(messages.required) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(validateToken(""), 400);
      expect(errorMessage(error.body)).toBe(messages.required);
    });
  });

  it("401: refuses an unknown token", async () => {
    pact
      .given(states.anonymous)
      .uponReceiving("a token validation of an unknown token")
      .withRequest({
        method: "POST",
        path: apiPath("validateToken"),
        headers: jsonRequestHeaders,
        body: { token: EXAMPLE_TOKEN },
      })
      .willRespondWith({ status: 401 });
    await againstMock(pact, async () => {
      await apiErrorOf(validateToken(EXAMPLE_TOKEN), 401);
    });
  });
});

describe("requestPasswordReset", () => {
  it("200: sends the reset mail", async () => {
    pact
      .given(states.userExists)
      .uponReceiving("a password reset request for a known e-mail")
      .withRequest({
        method: "POST",
        path: apiPath("resetPassword"),
        headers: jsonRequestHeaders,
        body: { email: PACT_USER_EMAIL },
      })
      .willRespondWith({ status: 200, body: { detail: string(messages.resetSent) } });
    await againstMock(pact, async () => {
      await expect(requestPasswordReset({ email: PACT_USER_EMAIL })).resolves.toEqual({ detail: messages.resetSent });
    });
  });

  it("400: refuses an invalid e-mail", async () => {
    pact
      .given(states.anonymous)
      .uponReceiving("a password reset request with an invalid e-mail")
      .withRequest({
        method: "POST",
        path: apiPath("resetPassword"),
        headers: jsonRequestHeaders,
        body: { email: "not-an-email" },
      })
      .willRespondWith({ status: 400, body: { email: eachLike(messages.email) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(requestPasswordReset({ email: "not-an-email" }), 400);
      expect(errorMessage(error.body)).toBe(messages.email);
    });
  });

  it("429: refuses an address past its limit with a detail", async () => {
    const detail = rateLimitedDetail("resetPassword");
    pact
      .given(states.resetPasswordLimitUsedUp)
      .uponReceiving("a password reset request from an address past its limit")
      .withRequest({
        method: "POST",
        path: apiPath("resetPassword"),
        headers: jsonRequestHeaders,
        body: { email: PACT_USER_EMAIL },
      })
      .willRespondWith({ status: 429, body: { detail: string(detail) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(requestPasswordReset({ email: PACT_USER_EMAIL }), 429);
      expect(errorMessage(error.body)).toBe(detail);
    });
  });
});

describe("confirmPasswordReset", () => {
  it("200: sets the new password", async () => {
    pact
      .given(states.resetLinkValid)
      .uponReceiving("a password reset confirmation with a valid link")
      .withRequest({
        method: "POST",
        path: apiPath("passwordResetConfirm"),
        headers: jsonRequestHeaders,
        body: {
          new_password1: NEW_PASSWORD,
          new_password2: NEW_PASSWORD,
          uid: fromProviderState("${uid}", "MQ"),
          token: fromProviderState("${token}", UNKNOWN_LINK_TOKEN),
        },
      })
      .willRespondWith({ status: 200, body: { detail: string(messages.resetDone) } });
    await againstMock(pact, async () => {
      const result = await confirmPasswordReset({
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
        uid: "MQ",
        token: UNKNOWN_LINK_TOKEN,
      });
      expect(result.detail).toBe(messages.resetDone);
    });
  });

  it("400: refuses an unknown or used link", async () => {
    pact
      .given(states.anonymous)
      .uponReceiving("a password reset confirmation with an unknown link")
      .withRequest({
        method: "POST",
        path: apiPath("passwordResetConfirm"),
        headers: jsonRequestHeaders,
        body: {
          new_password1: NEW_PASSWORD,
          new_password2: NEW_PASSWORD,
          uid: UNKNOWN_UID,
          token: UNKNOWN_LINK_TOKEN,
        },
      })
      .willRespondWith({ status: 400, body: { detail: string(messages.linkInvalid) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(
        confirmPasswordReset({
          new_password1: NEW_PASSWORD,
          new_password2: NEW_PASSWORD,
          uid: UNKNOWN_UID,
          token: UNKNOWN_LINK_TOKEN,
        }),
        400,
      );
      expect(errorMessage(error.body)).toBe(messages.linkInvalid);
    });
  });

  it("429: refuses an address past its limit with a detail", async () => {
    const detail = rateLimitedDetail("passwordResetConfirm");
    const body = { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD, uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN };
    pact
      .given(states.passwordResetConfirmLimitUsedUp)
      .uponReceiving("a password reset confirmation from an address past its limit")
      .withRequest({ method: "POST", path: apiPath("passwordResetConfirm"), headers: jsonRequestHeaders, body })
      .willRespondWith({ status: 429, body: { detail: string(detail) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(confirmPasswordReset(body), 429);
      expect(errorMessage(error.body)).toBe(detail);
    });
  });
});

describe("acceptInvitation", () => {
  const body = {
    first_name: "Grace",
    last_name: "Hopper",
    new_password1: NEW_PASSWORD,
    new_password2: NEW_PASSWORD,
  };

  it("200: activates the invited account", async () => {
    pact
      .given(states.invitationLinkValid)
      .uponReceiving("an invitation acceptance with a valid link")
      .withRequest({
        method: "POST",
        path: apiPath("acceptInvitationConfirm"),
        headers: jsonRequestHeaders,
        body: {
          ...body,
          uid: fromProviderState("${uid}", "Mg"),
          token: fromProviderState("${token}", UNKNOWN_LINK_TOKEN),
        },
      })
      .willRespondWith({ status: 200, body: { detail: string(messages.invitationAccepted) } });
    await againstMock(pact, async () => {
      const result = await acceptInvitation({ ...body, uid: "Mg", token: UNKNOWN_LINK_TOKEN });
      expect(result.detail).toBe(messages.invitationAccepted);
    });
  });

  it("400: refuses an unknown or used link", async () => {
    pact
      .given(states.anonymous)
      .uponReceiving("an invitation acceptance with an unknown link")
      .withRequest({
        method: "POST",
        path: apiPath("acceptInvitationConfirm"),
        headers: jsonRequestHeaders,
        body: { ...body, uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN },
      })
      .willRespondWith({ status: 400, body: { detail: string(messages.linkInvalid) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(acceptInvitation({ ...body, uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN }), 400);
      expect(errorMessage(error.body)).toBe(messages.linkInvalid);
    });
  });

  it("429: refuses an address past its limit with a detail", async () => {
    const detail = rateLimitedDetail("acceptInvitationConfirm");
    pact
      .given(states.acceptInvitationConfirmLimitUsedUp)
      .uponReceiving("an invitation acceptance from an address past its limit")
      .withRequest({
        method: "POST",
        path: apiPath("acceptInvitationConfirm"),
        headers: jsonRequestHeaders,
        body: { ...body, uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN },
      })
      .willRespondWith({ status: 429, body: { detail: string(detail) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(acceptInvitation({ ...body, uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN }), 429);
      expect(errorMessage(error.body)).toBe(detail);
    });
  });
});

describe("checkLinkToken", () => {
  it("200: a valid reset link is usable", async () => {
    pact
      .given(states.resetLinkValid)
      .uponReceiving("a link check of a valid reset link")
      .withRequest({
        method: "POST",
        path: apiPath("checkLinkToken"),
        headers: jsonRequestHeaders,
        body: {
          uid: fromProviderState("${uid}", "MQ"),
          token: fromProviderState("${token}", UNKNOWN_LINK_TOKEN),
          purpose: "reset",
        },
      })
      .willRespondWith({ status: 200, body: { detail: string(messages.linkValid) } });
    await againstMock(pact, async () => {
      await expect(checkLinkToken({ uid: "MQ", token: UNKNOWN_LINK_TOKEN, purpose: "reset" })).resolves.toBe(true);
    });
  });

  it("400: an unknown invitation link is refused", async () => {
    pact
      .given(states.anonymous)
      .uponReceiving("a link check of an unknown invitation link")
      .withRequest({
        method: "POST",
        path: apiPath("checkLinkToken"),
        headers: jsonRequestHeaders,
        body: { uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN, purpose: "invitation" },
      })
      .willRespondWith({ status: 400, body: { detail: string(messages.linkInvalid) } });
    await againstMock(pact, async () => {
      await expect(
        checkLinkToken({ uid: UNKNOWN_UID, token: UNKNOWN_LINK_TOKEN, purpose: "invitation" }),
      ).resolves.toBe(false);
    });
  });
});
