import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Frame, type Page } from "@playwright/test";
import { recordCoverage, routeOf } from "./a11y-coverage";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

type A11y = {
  /** Scans the page as it is now; fails on any violation of the WCAG 2.2 AA tags. */
  check(page?: Page): Promise<void>;
};

type Fixtures = {
  a11y: A11y;
  /** Console errors a test provokes on purpose (for example a 404 document); anything else fails. */
  expectedConsoleErrors: RegExp[];
  browserErrors: void;
};

function formatViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n");
      return `  ${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n${targets}`;
    })
    .join("\n");
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],

  // Tests scan each page where they land (a11y.check()). Every main-frame navigation is also
  // recorded, and the global teardown fails the run if a page (by route) was visited in a project
  // but never scanned there, so a new flow cannot skip the scan of the pages it shows.
  a11y: [
    async ({ page, browser, javaScriptEnabled }, use, testInfo) => {
      const visited = new Set<string>();
      const scanned = new Set<string>();
      const onNavigated = (frame: Frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith("http")) visited.add(routeOf(frame.url()));
      };
      page.on("framenavigated", onNavigated);

      // With JavaScript off, axe cannot run in the page itself (page scripts are disabled), so the
      // page's server-rendered DOM is scanned in a mirror page with scripts removed: same markup,
      // same CSS, nothing hydrated, as a visitor without JavaScript gets it.
      let mirrorContext: BrowserContext | undefined;
      const scanTarget = async (target: Page): Promise<Page> => {
        if (javaScriptEnabled) return target;
        mirrorContext ??= await browser.newContext({ javaScriptEnabled: true, viewport: target.viewportSize() });
        const mirror = await mirrorContext.newPage();
        const url = target.url();
        const html = (await target.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
        await mirror.route((candidate) => candidate.href === url, (route) =>
          route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
        );
        await mirror.goto(url);
        return mirror;
      };

      const check = async (target: Page = page) => {
        await target.waitForLoadState("load");
        const scannedPage = await scanTarget(target);
        const results = await new AxeBuilder({ page: scannedPage }).withTags(AXE_TAGS).analyze();
        if (scannedPage !== target) await scannedPage.close();
        scanned.add(routeOf(target.url()));
        expect(results.violations, `axe violations on ${target.url()}:\n${formatViolations(results.violations)}`).toEqual([]);
      };
      await use({ check });

      page.off("framenavigated", onNavigated);
      await mirrorContext?.close();
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
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`),
        );
      });
      await use();
      if (javaScriptEnabled) expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
