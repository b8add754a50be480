import { jsonWithError } from "remix-toast";
import { describe, expect, it } from "vitest";
import { takeActionToast } from "~/utils/action-toast.server";

const url = "http://app.test/login";

describe("takeActionToast", () => {
  it("moves the toast of a document POST's action into the page and clears the flash cookie", async () => {
    const actionResponse = await jsonWithError({}, "Unable to log in with provided credentials.");
    const headers = new Headers();
    headers.append("Set-Cookie", "session=abc; Path=/; HttpOnly");
    for (const cookie of actionResponse.headers.getSetCookie()) headers.append("Set-Cookie", cookie);

    const toast = await takeActionToast(new Request(url, { method: "POST" }), headers);

    expect(toast).toMatchObject({ type: "error", message: "Unable to log in with provided credentials." });
    const cookies = headers.getSetCookie();
    expect(cookies).toContain("session=abc; Path=/; HttpOnly");
    const flash = cookies.filter((cookie) => cookie.startsWith("toast-session="));
    expect(flash).toHaveLength(1);
    // What is left of the flash cookie carries no toast any more.
    expect(await takeActionToast(new Request(url, { method: "POST" }), new Headers({ "Set-Cookie": flash[0]! }))).toBeUndefined();
  });

  it("leaves GET responses alone (the next page's root loader reads their toast)", async () => {
    const response = await jsonWithError({}, "x");
    const headers = new Headers(response.headers);
    expect(await takeActionToast(new Request(url), headers)).toBeUndefined();
    expect(headers.getSetCookie()).toEqual(response.headers.getSetCookie());
  });

  it("does nothing when the action flashed no toast", async () => {
    const headers = new Headers({ "Set-Cookie": "session=abc; Path=/" });
    expect(await takeActionToast(new Request(url, { method: "POST" }), headers)).toBeUndefined();
    expect(headers.getSetCookie()).toEqual(["session=abc; Path=/"]);
  });
});
