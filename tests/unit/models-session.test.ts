import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/utils/safe-redirect";

describe("safeRedirect", () => {
  it("keeps local paths with their query and hash", () => {
    expect(safeRedirect("/user-profile")).toBe("/user-profile");
    expect(safeRedirect("/technology?page=2&search=re#top")).toBe("/technology?page=2&search=re#top");
  });

  it("falls back for anything that could leave the site", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      // Each normalises to `//evil.example/...`, which a browser reads as another host.
      "/..//evil.example/phish",
      "/./..//evil.example",
      "/%2e%2e//evil.example",
      "/a/../..//evil.example",
      "/.//evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(target)).toBe("/dashboard");
    }
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("https://evil.example", "/login")).toBe("/login");
  });
});
