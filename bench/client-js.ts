// Client JavaScript per page, from the build: the files a first load of a URL makes the browser
// fetch (the entry, and each matched route's module with its static imports, which the server
// turns into <script>/modulepreload tags), gzip -9. Chunks loaded later with import() (the rich
// text editor, toasts) are not counted. `npm run bench` prints this with the load test;
// `npm run bench:js` prints it alone and exits 1 when a budget is exceeded.
//
// Remix's Vite plugin deletes build/client/.vite/manifest.json after the build (unless vite's
// build.manifest is set), so the figures come from the same data in the server build.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/react";
import { ensureBuild } from "./support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type ServerRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { default?: unknown } };
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type BrowserManifestEntry = { module: string; imports?: string[] };
type ServerBuildShape = {
  routes: Record<string, ServerRoute>;
  assets: { entry: BrowserManifestEntry; routes: Record<string, BrowserManifestEntry> };
};

export type JsSize = { bytes: number; gzip: number; files: number };

/** Issue 7: the sign-in page, every list, and (for the UI rebuild) the heaviest form. Bytes of gzip -9. */
const LOGIN_PAGE = "/login";
const LIST_PAGES = [
  "/technology",
  "/profile-type",
  "/skill",
  "/role",
  "/sub-admin",
  "/contact-us",
  "/manage-subscription",
  "/manage-users",
  // Issue 12: the request lists.
  "/new-request",
  "/updated-request",
  "/developer-requests",
  "/rejected-logs",
  // Issue 13: the freelancer's projects table on its edit page.
  "/manage-user/freelancer-update/1/projects",
];
const FORM_PAGES = [
  // The skill's own edit form above its sub skills' list.
  "/skill/1",
  "/technology/add",
  "/technology/1/edit",
  "/profile-type/add",
  "/skill/add",
  "/skill/1/sub-skill/add",
  "/manage-subscription/client/add",
  "/manage-subscription/client/edit/1",
  "/role/add",
  "/role/edit/1",
  "/sub-admin/add",
  "/sub-admin/edit/1",
  "/user-profile",
  // Issue 12: the decision dialogs over a request's detail page.
  "/new-requests/client-view/1/approve",
  "/updated-request/freelancer-view/1/reject",
  "/developer-requests/1/approve",
  // Issue 13: editing marketplace users, and assigning an agency.
  "/manage-user/client-update/1",
  "/manage-user/agency-update/1",
  "/manage-user/freelancer-update/1",
  "/manage-user/freelancer-update/1/professional",
  "/manage-user/freelancer-update/1/projects/add",
  "/manage-user/freelancer-update/1/projects/1/edit",
  "/manage-user/freelancer-update/1/certificates",
  "/manage-user/client-details/1/assign-agency",
];
/** Issue 11: the marketplace users' detail pages have the lists' budget. */
const DETAIL_PAGES = [
  "/manage-user/agency-details/1",
  "/manage-user/1/developer-details/1",
  "/manage-user/freelancer-details/1",
  // Issue 12: the request detail pages.
  "/new-requests/agency-view/1",
  "/updated-request/freelancer-view/1",
  "/developer-requests/1",
  "/rejected-logs/client-view/1",
];
const BUDGETS = [
  { name: "/login", pages: [LOGIN_PAGE], maxGzip: 90_000 },
  { name: "any list", pages: LIST_PAGES, maxGzip: 120_000 },
  { name: "any detail page", pages: DETAIL_PAGES, maxGzip: 120_000 },
  { name: "any form", pages: FORM_PAGES, maxGzip: 150_000 },
];
/** Pages reported on their own, beside the budgets. */
const REPORTED_PAGES = ["/bench-baseline", LOGIN_PAGE, "/dashboard", ...LIST_PAGES, ...DETAIL_PAGES, ...FORM_PAGES];

/** Route ids of the routes a URL's pathname matches, root first, by React Router's own matcher. */
function matchRouteIds(routes: Record<string, ServerRoute>, url: string): string[] | undefined {
  const tree = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: tree(route.id) }));
  return matchRoutes(tree(undefined), new URL(url, "http://localhost").pathname)?.map((match) => match.route.id ?? "");
}

async function loadBuild(): Promise<ServerBuildShape> {
  const serverBuild = path.join(root, "build/server/index.js");
  // A stale build would measure code that is gone.
  ensureBuild();
  return (await import(pathToFileURL(serverBuild).href)) as ServerBuildShape;
}

function sizer(build: ServerBuildShape) {
  const gzipCache = new Map<string, { bytes: number; gzip: number }>();
  const measureFile = async (url: string) => {
    const cached = gzipCache.get(url);
    if (cached) return cached;
    const content = await readFile(path.join(root, "build/client", url));
    const size = { bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
    gzipCache.set(url, size);
    return size;
  };
  /** First-load JavaScript of a chain of route ids (root first). */
  return async (ids: string[]): Promise<JsSize> => {
    const files = new Set<string>([build.assets.entry.module, ...(build.assets.entry.imports ?? [])]);
    for (const id of ids) {
      const entry = build.assets.routes[id];
      if (!entry) continue;
      files.add(entry.module);
      entry.imports?.forEach((file) => files.add(file));
    }
    const total: JsSize = { bytes: 0, gzip: 0, files: files.size };
    for (const file of files) {
      const size = await measureFile(file);
      total.bytes += size.bytes;
      total.gzip += size.gzip;
    }
    return total;
  };
}

/** First-load JavaScript of each page (URLs; the query string is ignored). */
export async function clientJavaScript(pagePaths: string[]): Promise<Map<string, JsSize>> {
  const build = await loadBuild();
  const measure = sizer(build);
  const sizes = new Map<string, JsSize>();
  for (const pagePath of pagePaths) {
    const ids = matchRouteIds(build.routes, pagePath);
    if (!ids) throw new Error(`no route matches ${pagePath}`);
    if (ids.at(-1) === "routes/shell/not-found-catch-all") throw new Error(`only the catch-all route matches ${pagePath}: its figure would be the 404 page's`);
    sizes.set(pagePath, await measure(ids));
  }
  return sizes;
}

/** The page whose first load ships the most JavaScript, over every route of the build that renders one. */
async function heaviestRoute(): Promise<{ id: string; size: JsSize }> {
  const build = await loadBuild();
  const measure = sizer(build);
  const chainOf = (id: string): string[] => {
    const route = build.routes[id];
    return route?.parentId ? [...chainOf(route.parentId), id] : [id];
  };
  let heaviest: { id: string; size: JsSize } | undefined;
  for (const [id, route] of Object.entries(build.routes)) {
    // Resource routes (CSV exports, ...) render no page.
    if (!route.module.default) continue;
    const size = await measure(chainOf(id));
    if (!heaviest || size.gzip > heaviest.size.gzip) heaviest = { id, size };
  }
  if (!heaviest) throw new Error("the build has no routes");
  return heaviest;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The per-page table and the budget check, as printed lines; `withinBudget` is false when a budget is exceeded. */
export async function clientJavaScriptReport(): Promise<{ lines: string[]; withinBudget: boolean }> {
  const sizes = await clientJavaScript(REPORTED_PAGES);
  const heaviest = await heaviestRoute();
  const lines = ["", "Client JavaScript, first load (gzip -9 of the build's files; KB = 1000 B):"];
  const rows = [...sizes].map(([page, size]) => [page, kb(size.gzip), `${size.files} files`, `${kb(size.bytes)} raw`]);
  rows.push([`heaviest route: ${heaviest.id}`, kb(heaviest.size.gzip), `${heaviest.size.files} files`, `${kb(heaviest.size.bytes)} raw`]);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows) lines.push(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ")}`);

  let withinBudget = true;
  lines.push("", "Budgets (issue 7):");
  for (const budget of BUDGETS) {
    const [page, size] = budget.pages
      .map((pagePath) => [pagePath, sizes.get(pagePath)] as const)
      .reduce((worst, next) => ((next[1]?.gzip ?? 0) > (worst[1]?.gzip ?? 0) ? next : worst));
    const gzip = size?.gzip ?? 0;
    const ok = gzip <= budget.maxGzip;
    withinBudget &&= ok;
    lines.push(`  ${ok ? "ok  " : "OVER"}  ${budget.name} <= ${kb(budget.maxGzip)}: ${budget.pages.length > 1 ? `heaviest is ${page}, ` : ""}${kb(gzip)}`);
  }
  return { lines, withinBudget };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  clientJavaScriptReport().then(
    ({ lines, withinBudget }) => {
      console.log(lines.join("\n"));
      if (!withinBudget) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
