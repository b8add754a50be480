import { e2eData } from "./support/e2e-data";
import { expectPath, signIn } from "./support/app";
import { expect, test } from "./support/fixtures";

test.describe("security of the served app", () => {
  test("the session cookie is __Host- prefixed, HttpOnly, Secure and SameSite=Lax in production", async ({ page, context }) => {
    const { admin } = e2eData();
    await signIn(page, admin.username, admin.password);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === "__Host-session");
    expect(session, `cookies: ${cookies.map((cookie) => cookie.name).join(", ")}`).toBeDefined();
    expect(session).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(session?.domain).toBe("127.0.0.1");
  });

  test("pages carry an enforced CSP with a nonce and the strict headers", async ({ page }) => {
    // Chromium warns in the console of every page about a policy feature it does not know.
    const headerWarnings: string[] = [];
    page.on("console", (message) => {
      if (/Permissions-Policy/i.test(message.text())) headerWarnings.push(message.text());
    });
    const response = await page.goto("/login");
    const headers = response?.headers() ?? {};
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headerWarnings).toEqual([]);
  });

  test("a POST from another origin is refused with 403", async ({ page, baseURL }) => {
    const { admin } = e2eData();
    const foreign = await page.request.post("/login", {
      headers: { origin: "http://evil.example" },
      form: { username: admin.username, password: admin.password },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    const own = await page.request.post("/login", {
      headers: { origin: new URL(baseURL ?? "").origin },
      form: { username: admin.username, password: admin.password },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
  });

  test.describe("signed in", () => {
    test.use({ signedInAs: "admin" });

    test("a form validated in the browser raises no CSP violation (zod never probes for eval)", async ({ page, a11y, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "without JavaScript nothing runs in the browser");
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await page.goto("/technology/add");
      await expectPath(page, "/technology/add");
      const title = page.getByRole("textbox", { name: "Title" });
      // Validation in the browser: the field's error appears on blur, before any submission.
      await title.fill("   ");
      await title.blur();
      await expect(page.getByText("This field is required")).toBeVisible();
      await a11y.check();
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  });
});
