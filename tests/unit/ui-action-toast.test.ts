import * as remixToast from "remix-toast";
import { beforeAll, describe, expect, it } from "vitest";
import { takeActionToast } from "~/utils/action-toast.server";
import { getToast, jsonWithError, toastCookieName } from "~/utils/toast.server";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "unit-test-secret-0123456789abcdef0123456789";
});

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
    const flash = cookies.filter((cookie) => cookie.startsWith(`${toastCookieName()}=`));
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

describe("the toast cookie", () => {
  // What remix-toast 1.2.2 itself writes: base64 JSON and a dot, with no signature after it.
  const forged = (text: string) => `${Buffer.from(JSON.stringify({ __flash_flash__: { toast: { message: text, type: "error" } } })).toString("base64")}.`;

  it("is signed: a forged one shows nothing", async () => {
    const request = new Request(url, { headers: { Cookie: `${toastCookieName()}=${encodeURIComponent(forged("Your account is locked, call +1 555"))}` } });
    expect((await getToast(request)).toast).toBeUndefined();
  });

  it("round-trips a toast the app flashed", async () => {
    const flashed = (await jsonWithError({}, "Please try again!")).headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(flashed.startsWith(`${toastCookieName()}=`)).toBe(true);
    expect((await getToast(new Request(url, { headers: { Cookie: flashed } }))).toast).toMatchObject({ message: "Please try again!" });
  });

  it("is needed: remix-toast's own storage accepts the forged cookie (drop this module when it stops)", async () => {
    const request = new Request(url, { headers: { Cookie: `toast-session=${encodeURIComponent(forged("Forged"))}` } });
    expect((await remixToast.getToast(request)).toast).toMatchObject({ message: "Forged" });
  });
});
