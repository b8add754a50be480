import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { dataDir, e2eData } from "./support/e2e-data";

// App actions read form posts; what is not a readable form is refused before Remix, never a 500.
const brokenBodies: { label: string; contentType?: string; body: string }[] = [
  { label: "JSON", contentType: "application/json", body: JSON.stringify({ title: "x", description: "y", status: "1" }) },
  { label: "broken multipart", contentType: "multipart/form-data; boundary=broken", body: "--broken\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nno end" },
  { label: "multipart without a boundary", contentType: "multipart/form-data", body: "title=x" },
  { label: "no content type", body: "title=x" },
  { label: "text", contentType: "text/plain", body: "title=x" },
];

test.describe("bad input to app actions", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "requests only: once is enough");

  test("a body that is not a form answers 4xx, signed out and signed in", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const { admin } = e2eData();
    const post = (path: string, contentType: string | undefined, body: string) =>
      request.post(path, { headers: { origin, ...(contentType ? { "content-type": contentType } : {}) }, data: body, maxRedirects: 0 });

    for (const { label, contentType, body } of brokenBodies) {
      const response = await post("/login", contentType, body);
      expect(response.status(), `/login with ${label}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `/login with ${label}`).toBeLessThan(500);
    }

    const signIn = await request.post("/login", { headers: { origin }, form: { username: admin.username, password: admin.password }, maxRedirects: 0 });
    expect(signIn.status()).toBe(302);
    for (const path of ["/technology/add", "/user-profile", "/role/add", "/technology/add?_data=routes%2F_admin.technology.add"]) {
      for (const { label, contentType, body } of brokenBodies) {
        const response = await post(path, contentType, body);
        expect(response.status(), `${path} with ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status(), `${path} with ${label}`).toBeLessThan(500);
      }
    }
  });

  test("a NUL character in a form field is a message on the form, not a 500", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const { admin } = e2eData();
    await request.post("/login", { headers: { origin }, form: { username: admin.username, password: admin.password }, maxRedirects: 0 });
    const response = await request.post("/technology/add", { headers: { origin }, form: { title: "Nul\u0000title", description: "", status: "1" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Null characters are not allowed.");
  });

  test("a NUL character in a lookup's search text matches nothing, never a 500", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const { admin } = e2eData();
    await request.post("/login", { headers: { origin }, form: { username: admin.username, password: admin.password }, maxRedirects: 0 });
    for (const path of ["/lookups/agencies?search=abc%00def", "/lookups/countries?search=ind%00ia", "/lookups/cities?country=1&search=pun%00e", "/lookups/languages?search=eng%00lish"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.json(), path).toEqual({ options: [] });
    }
    // The no-JavaScript chooser searches through the page's own URL.
    const page = await request.get("/developer-requests?agency_search=abc%00def");
    expect(page.status()).toBe(200);
  });

  test("a post to a page without an action answers 405 and logs no stack trace", async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const marker = `/notfound?probe=${Date.now()}`;
    const response = await request.post(marker, { headers: { origin }, form: { a: "1" }, maxRedirects: 0 });
    expect(response.status()).toBe(405);
    // The server's stderr goes to DATA_DIR/server.log (global setup).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await readFile(path.join(dataDir(), "server.log"), "utf8")).not.toContain("did not provide an `action`");
  });
});
