// Signing in goes back only to a page (decision 079): the app's own routes, their modules loaded
// as the server build holds them, tell a page from a download or a data route.
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { pagePathTest } from "../../server/page-paths";
import { appRouteManifest } from "../app-routes";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const manifest = appRouteManifest();
const routes = Object.fromEntries(
  await Promise.all(
    Object.values(manifest).map(async (route) => [route.id, { ...route, module: await import(path.join(APP_DIR, route.file)) }] as const),
  ),
) as unknown as ServerBuild["routes"];
const isPagePath = pagePathTest(routes);

describe("pagePathTest", () => {
  it("takes the pages an admin comes back to, with their search", () => {
    for (const page of ["/dashboard", "/user-profile?tab=password", "/technology?search=script&ordering=-title", "/skill/4", "/technology/7/edit"]) {
      expect(isPagePath(page), page).toBe(true);
    }
  });

  it("refuses the downloads and data routes a signed-out request may have asked for", () => {
    for (const data of [
      "/notifications",
      "/notifications?page=2",
      "/notifications/stream",
      "/export/technology.csv?search=a",
      "/lookups/languages?search=en",
      "/logout",
      // Remix's own data requests of a page.
      "/dashboard.data",
      "/_root.data",
      "/technology?_data=routes%2Fmaster-data%2Ftechnology",
    ]) {
      expect(isPagePath(data), data).toBe(false);
    }
  });

  it("takes an unknown path as the not-found page it shows", () => {
    expect(isPagePath("/no-such-page")).toBe(true);
  });

  it("refuses what is not a path", () => {
    expect(isPagePath("http://[")).toBe(false);
  });
});
