import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { errorMessage } from "~/models/errors";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "~/models/notification.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, createPact, EXAMPLE_TOKEN, isoDateTime } from "./pact";
import { states } from "./states";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const EXAMPLE_NOTIFICATION_ID = 7;
const MISSING_NOTIFICATION_ID = 999999;

describe("listNotifications", () => {
  it("200: answers a page of notifications with the unread count", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.adminHasNotifications)
      .uponReceiving("a request for the first page of notifications")
      .withRequest({ method: "GET", path: apiPath("notifications"), headers: authHeader, query: { page: "1", page_size: "10" } })
      .willRespondWith({
        status: 200,
        body: {
          count: integer(2),
          next: null,
          previous: null,
          unread: integer(2),
          results: eachLike({
            id: integer(EXAMPLE_NOTIFICATION_ID),
            unread: boolean(true),
            verb: string("<b>Acme</b> asked to register"),
            timestamp: isoDateTime("2030-01-01T12:00:00.000Z"),
            actor: { profile_image: null },
            action_name: regex("^(agencyrequest|userrequest)$", "userrequest"),
            data: {
              id: integer(3),
              status: integer(1),
              is_new_registered: boolean(true),
              user: { user_type: integer(3) },
            },
          }),
        },
      });
    await againstMock(pact, async () => {
      const list = await listNotifications(EXAMPLE_TOKEN, { page: 1, page_size: 10 });
      expect(list.unread).toBe(2);
      expect(list.results[0]).toMatchObject({ id: EXAMPLE_NOTIFICATION_ID, unread: true, action_name: "userrequest" });
    });
  });

  it("400: refuses page 0", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for notifications page 0")
      .withRequest({ method: "GET", path: apiPath("notifications"), headers: authHeader, query: { page: "0", page_size: "10" } })
      .willRespondWith({ status: 400, body: { page: eachLike(string("Too small")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listNotifications(EXAMPLE_TOKEN, { page: 0, page_size: 10 }), 400);
      expect(errorMessage(error.body)).toBe("Too small");
    });
  });
});

describe("markNotificationRead", () => {
  it("200: marks one notification read", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.adminHasNotifications)
      .uponReceiving("a request to mark a notification read")
      .withRequest({
        method: "GET",
        path: fromProviderState(
          `${API_BASE_PATH}notifications/mark-as-read/\${notificationId}/`,
          apiPath("markNotificationRead", { id: EXAMPLE_NOTIFICATION_ID }),
        ),
        headers: authHeader,
      })
      .willRespondWith({ status: 200, body: { detail: string(messages.notificationRead) } });
    await againstMock(pact, async () => {
      await expect(markNotificationRead(EXAMPLE_TOKEN, EXAMPLE_NOTIFICATION_ID)).resolves.toEqual({
        detail: messages.notificationRead,
      });
    });
  });

  it("404: answers not found for an unknown notification", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to mark an unknown notification read")
      .withRequest({
        method: "GET",
        path: apiPath("markNotificationRead", { id: MISSING_NOTIFICATION_ID }),
        headers: authHeader,
      })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(markNotificationRead(EXAMPLE_TOKEN, MISSING_NOTIFICATION_ID), 404);
    });
  });
});

describe("markAllNotificationsRead", () => {
  it("200: marks every notification read", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.adminHasNotifications)
      .uponReceiving("a request to mark all notifications read")
      .withRequest({ method: "GET", path: apiPath("markAllNotificationsRead"), headers: authHeader })
      .willRespondWith({ status: 200, body: { detail: string(messages.allNotificationsRead) } });
    await againstMock(pact, async () => {
      await expect(markAllNotificationsRead(EXAMPLE_TOKEN)).resolves.toEqual({ detail: messages.allNotificationsRead });
    });
  });
});
