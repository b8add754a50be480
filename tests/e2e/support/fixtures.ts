import axe, { type AxeResults } from "axe-core";
import { test as base, expect, request, type BrowserContext, type Frame, type Page } from "@playwright/test";
import { recordCoverage, routeOf } from "./a11y-coverage";
import { AdminApi, apiContext, uniqueName } from "./api";
import { E2E_ADMIN, SIGNED_IN_USERS, type PermissionSet } from "./e2e-data";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * One axe run of the WCAG tags in the page itself, only violations collected node by node. Not
 * @axe-core/playwright: its legacy run evaluates axe's 550 KB source twice a scan, and its default
 * (runPartial, then finishRun in a new blank page) only adds cross-origin frames, which no page has
 * (decisions 059, 063). axe is injected once per document: a dialog or a client-side navigation
 * scanned again reuses it.
 */
async function axeScan(page: Page): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AXE_TAGS,
  );
}

type A11y = {
  /** Scans the page as it is now; fails on any violation of the WCAG 2.2 AA tags. */
  check(page?: Page): Promise<void>;
};

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

type Fixtures = {
  /** The permission set whose session the test's page starts with; null: signed out. */
  signedInAs: PermissionSet | null;
  /** API v1 as the superuser, to create the rows a test needs. */
  api: AdminApi;
  /** A name no other test (or project) uses, for the rows a test creates: `unique("tech")`. */
  unique: (tag: string) => string;
  a11y: A11y;
  /** Console errors a test provokes on purpose (for example a 404 document); anything else fails. */
  expectedConsoleErrors: RegExp[];
  browserErrors: void;
};

function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n");
      return `  ${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n${targets}`;
    })
    .join("\n");
}

type WorkerFixtures = {
  /** One session per permission set and worker, signed in on first use. */
  sessions: { stateFor(set: PermissionSet): Promise<StorageState> };
  adminApiWorker: AdminApi;
  /** The worker's page with JavaScript where pages shown without it are scanned (see `a11y`). */
  axeMirror: { page(): Promise<Page> };
};

function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the suite with `playwright test` (global setup starts the server)");
  return url;
}

/** Signs in through the app's own /login post and keeps the session cookie only (not the "Login Successfully" toast). */
async function signedInState(set: PermissionSet): Promise<StorageState> {
  const { username, password } = SIGNED_IN_USERS[set];
  const context = await request.newContext({ baseURL: baseURL() });
  try {
    const response = await context.post("/login", {
      headers: { origin: new URL(baseURL()).origin },
      form: { username, password },
      maxRedirects: 0,
    });
    expect(response.status(), `sign in as ${set}`).toBe(302);
    const state = await context.storageState();
    return {
      ...state,
      cookies: state.cookies.filter((cookie) => cookie.name.endsWith("session")),
    };
  } finally {
    await context.dispose();
  }
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  signedInAs: [null, { option: true }],

  // Fixtures name their callback `provide`: the React hooks lint rule reads a call to `use` as a hook.
  sessions: [
    async ({ playwright: _playwright }, provide) => {
      const states = new Map<PermissionSet, Promise<StorageState>>();
      await provide({
        stateFor(set) {
          const state = states.get(set) ?? signedInState(set);
          states.set(set, state);
          return state;
        },
      });
    },
    { scope: "worker" },
  ],

  // A page signed in with the cached session of `signedInAs` (the app's sessions are cookies
  // holding an API token, so every test of a worker may share one); signed out when null.
  storageState: async ({ signedInAs, sessions, storageState }, provide) => {
    await provide(signedInAs ? await sessions.stateFor(signedInAs) : storageState);
  },

  adminApiWorker: [
    async ({ playwright: _playwright }, provide) => {
      const context = await apiContext(baseURL(), E2E_ADMIN.username, E2E_ADMIN.password);
      await provide(new AdminApi(context, baseURL()));
      await context.dispose();
    },
    { scope: "worker" },
  ],
  api: async ({ adminApiWorker }, provide) => provide(adminApiWorker),

  // One page per worker, on an empty document of the app's origin so the copied markup's relative
  // URLs (stylesheets, images) resolve to the app. Each scan replaces its document with
  // setContent (document.open keeps the window): axe is injected once per worker, stylesheets come
  // from the page's cache, and no page or context is made per scan (decision 064).
  axeMirror: [
    async ({ browser }, provide) => {
      let context: BrowserContext | undefined;
      let mirror: Promise<Page> | undefined;
      const open = async () => {
        context = await browser.newContext({ javaScriptEnabled: true });
        const page = await context.newPage();
        const blank = `${baseURL()}/__axe-mirror`;
        await page.route(blank, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>axe mirror</title>" }));
        await page.goto(blank);
        return page;
      };
      await provide({ page: () => (mirror ??= open()) });
      await context?.close();
    },
    { scope: "worker" },
  ],

  unique: async ({ playwright: _playwright }, provide, testInfo) => provide((tag) => uniqueName(testInfo, tag)),

  // Tests scan each page where they land (a11y.check()). Every main-frame navigation is also
  // recorded, and the global teardown fails the run if a page (by route) was visited in a project
  // but never scanned there, so a new flow cannot skip the scan of the pages it shows.
  a11y: [
    async ({ page, axeMirror, javaScriptEnabled }, use, testInfo) => {
      const visited = new Set<string>();
      const scanned = new Set<string>();
      const onNavigated = (frame: Frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith("http")) visited.add(routeOf(frame.url()));
      };
      page.on("framenavigated", onNavigated);

      // With JavaScript off, axe cannot run in the page itself (page scripts are disabled), so the
      // page's server-rendered DOM is scanned in the worker's mirror page with scripts removed:
      // same markup, same CSS, nothing hydrated, as a visitor without JavaScript gets it.
      const scanTarget = async (target: Page): Promise<Page> => {
        if (javaScriptEnabled) return target;
        const mirror = await axeMirror.page();
        const viewport = target.viewportSize();
        if (viewport) await mirror.setViewportSize(viewport);
        const html = (await target.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
        await mirror.setContent(html, { waitUntil: "load" });
        return mirror;
      };

      const check = async (target: Page = page) => {
        await target.waitForLoadState("load");
        const scannedPage = await scanTarget(target);
        const results = await axeScan(scannedPage);
        scanned.add(routeOf(target.url()));
        expect(results.violations, `axe violations on ${target.url()}:\n${formatViolations(results.violations)}`).toEqual([]);
      };
      await use({ check });

      page.off("framenavigated", onNavigated);
      // A failed test already fails the run; its half-walked flow would only add noise.
      if (testInfo.status === testInfo.expectedStatus) {
        await recordCoverage(testInfo.project.name, testInfo.testId, [...visited], [...scanned]);
      }
    },
    { auto: true },
  ],

  // With JavaScript on, a console error or an uncaught page error fails the test.
  browserErrors: [
    async ({ page, expectedConsoleErrors, javaScriptEnabled }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const location = message.location();
        // Patterns see the text and the source URL, e.g. "Failed to load resource: ... 400 ... (http://.../login.data)".
        const described = `${message.text()}${location.url ? ` (${location.url})` : ""}`;
        if (expectedConsoleErrors.some((pattern) => pattern.test(described))) return;
        errors.push(`console.error: ${described}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.stack ?? error.message}`));
      // A CSP violation is an error even when the page's code catches it (zod's eval probe did).
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`)
        );
      });
      await use();
      if (javaScriptEnabled) expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
