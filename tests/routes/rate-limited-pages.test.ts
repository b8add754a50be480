// The pages whose posts the provider limits per address (decision 019): the browser's address
// reaches the API, and a 429 comes back as the page's form error and toast with what was typed
// kept (passwords excepted), never as a 500.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { EndpointName } from "#contract/endpoints";
import { messages } from "#contract/messages";
import { CLIENT_IP_HEADER } from "#contract/shared-values";
import { getToast } from "~/utils/toast.server";
import { MOCK_APP_URL, mockUrl, server, withMockApi } from "./api-mock";

const BROWSER_ADDRESS = "203.0.113.9";
const RETRY_SECONDS = 840;
const detail = messages.rateLimited(RETRY_SECONDS);

type Page = {
  name: string;
  endpoint: EndpointName;
  path: string;
  params: Record<string, string>;
  fields: Record<string, string>;
  /** What the form shows again after the refusal. */
  kept: Record<string, string>;
  action: () => Promise<(args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => Promise<unknown>>;
};

const newPassword = { new_password1: "Changed#2024", new_password2: "Changed#2024" };
const pages: Page[] = [
  {
    name: "forgot password",
    endpoint: "resetPassword",
    path: "/forgot-password",
    params: {},
    fields: { email: "someone@example.com" },
    kept: { email: "someone@example.com" },
    action: async () => (await import("~/routes/account/forgot-password")).action,
  },
  {
    name: "reset password",
    endpoint: "passwordResetConfirm",
    path: "/password-reset/MQ/abc",
    params: { uid: "MQ", token: "abc" },
    fields: newPassword,
    kept: {},
    action: async () => (await import("~/routes/account/password-reset")).action,
  },
  {
    name: "accept invitation",
    endpoint: "acceptInvitationConfirm",
    path: "/accept-user-invitation/MQ/abc",
    params: { uid: "MQ", token: "abc" },
    fields: { first_name: "Nora", last_name: "Quinn", ...newPassword },
    kept: { first_name: "Nora", last_name: "Quinn" },
    action: async () => (await import("~/routes/account/accept-invitation")).action,
  },
  {
    name: "login",
    endpoint: "login",
    path: "/login",
    params: {},
    fields: { username: "admin", password: "Wrong#pass1" },
    kept: { username: "admin" },
    action: async () => (await import("~/routes/account/login")).action,
  },
];

withMockApi();

describe.each(pages)("$name page past its per-address limit", (page) => {
  it("sends the browser's address and shows the 429's detail, keeping what was typed", async () => {
    const forwarded: (string | null)[] = [];
    server.use(
      http.post(mockUrl(page.endpoint), ({ request }) => {
        forwarded.push(request.headers.get("X-Forwarded-For"));
        return HttpResponse.json({ detail }, { status: 429, headers: { "Retry-After": String(RETRY_SECONDS) } });
      }),
    );
    const request = new Request(`${MOCK_APP_URL}${page.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: BROWSER_ADDRESS },
      body: new URLSearchParams(page.fields),
    });
    const action = await page.action();
    const response = (await action({ request, params: page.params, context: { cspNonce: "" } })) as Response;

    expect(forwarded).toEqual([BROWSER_ADDRESS]);
    expect(response.status).toBe(429);
    const reply = (await response.json()) as { status: string; error: Record<string, string[]>; initialValue?: Record<string, unknown> };
    expect(reply.status).toBe("error");
    expect(reply.error[""]).toEqual([detail]);
    for (const [field, value] of Object.entries(page.kept)) expect(reply.initialValue?.[field]).toBe(value);
    for (const field of ["password", "new_password1", "new_password2"]) expect(reply.initialValue?.[field]).toBeUndefined();
    const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const { toast } = await getToast(new Request(MOCK_APP_URL, { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: "error", message: detail });
  });
});
