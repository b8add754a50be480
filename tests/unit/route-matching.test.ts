// The patched router (decision 011) must match exactly as the published one: every route of the
// app, sample URLs for each, edge-case route shapes and random paths are matched by both, and
// every difference fails. "@remix-run/router-original" is the same version, installed under
// another name so that patch-package leaves it alone.
import * as patched from "@remix-run/router";
import * as original from "@remix-run/router-original";
import { createRoutes, createStaticHandlerDataRoutes } from "@remix-run/server-runtime/dist/routes.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { extraRoutes } from "../../bench/extra-routes";
import { appRouteManifest } from "../app-routes";

type RouteNode = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };
type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
type Manifest = Record<string, ManifestRoute>;
type Location = string | { pathname?: string; search?: string; hash?: string };
type Matcher = (routes: RouteNode[], location: Location, basename?: string) => unknown;

const BASENAMES = ["/base", "/Base/"];
const PARAM_VALUES = ["42", "abc-DEF", "a%20b", "%E2%82%AC", "x.y", "%2F", "%E0%A4%A"];
const SPLAT_VALUES = ["", "a", "a/b/c", "deep/er/path/"];
const RANDOM_PATHS_PER_TREE = 1000;
/** URLs also tried under each basename and as location objects (every URL would take minutes). */
const URLS_WITH_BASENAMES = 200;
/** The original router re-flattens the tree on every match: a few thousand matches take seconds. */
const TIMEOUT_MS = 120_000;

/** The route manifest `remix vite:build` makes of app/ (the root, then app/routes.ts), with the benchmark's extra routes if asked. */
function appManifest(extraCount = 0): Manifest {
  return appRouteManifest(extraRoutes(extraCount));
}

/** The tree the Remix server matches every request against (server-runtime's own builder). */
function serverRoutes(manifest: Manifest): RouteNode[] {
  return createRoutes(manifest as unknown as Parameters<typeof createRoutes>[0]) as unknown as RouteNode[];
}

/** The static handler's data routes (server-runtime's builder, then the router's conversion). */
function dataRoutes(manifest: Manifest): RouteNode[] {
  const withModules = Object.fromEntries(Object.entries(manifest).map(([id, route]) => [id, { ...route, module: {} }]));
  type HandlerArgs = Parameters<typeof createStaticHandlerDataRoutes>;
  const handlerRoutes = createStaticHandlerDataRoutes(withModules as unknown as HandlerArgs[0], {} as HandlerArgs[1]);
  // What createStaticHandler itself does with them.
  const converted = patched.UNSAFE_convertRoutesToDataRoutes(handlerRoutes, (route) => ({ hasErrorBoundary: Boolean(route.hasErrorBoundary) }));
  return converted as RouteNode[];
}

/** Declares a tree unchanging, as server-runtime and RemixServer do with theirs. */
function markMemoizable(routes: RouteNode[]): RouteNode[] {
  return patched.UNSAFE_markRoutesMemoizable(routes as patched.AgnosticRouteObject[]) as RouteNode[];
}

/** Every full route path in a tree, with the route it leads to. */
function routePaths(routes: RouteNode[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.path ?? "";
    const full = own.startsWith("/") ? own : `${parent}/${own}`.replace(/\/+/g, "/");
    return [full || "/", ...routePaths(route.children ?? [], full)];
  });
}

/** URLs for one route path: its params filled, optional parts on and off, then variants around it. */
function sampleUrls(routePath: string, routeIndex = 0, valuesPerRoute = PARAM_VALUES.length): string[] {
  const filled = new Set<string>();
  const fill = (segments: string[], index: number, value: string): string[] =>
    segments.flatMap((segment) => {
      const optional = segment.endsWith("?");
      const bare = optional ? segment.slice(0, -1) : segment;
      const concrete = bare === "*" ? SPLAT_VALUES[index % SPLAT_VALUES.length]! : bare.startsWith(":") ? value : bare;
      return optional && index % 2 === 1 ? [] : [concrete];
    });
  const segments = routePath.split("/");
  for (let n = 0; n < valuesPerRoute; n += 1) {
    const index = (routeIndex + n) % PARAM_VALUES.length;
    filled.add(`/${fill(segments, index, PARAM_VALUES[index]!).filter(Boolean).join("/")}`);
  }
  const urls = new Set<string>();
  for (const url of filled) {
    const flipped = [...url].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join("");
    for (const variant of [url, `${url}/`, `${url}//`, url.toUpperCase(), flipped, `${url}/unknown`, `${url}/a/b/c`, `/${url}`]) {
      urls.add(variant.replace(/^\/\/\//, "//"));
    }
    urls.add(url.split("/").slice(0, -1).join("/") || "/");
  }
  return [...urls];
}

/** A small deterministic PRNG, so a failure can be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomPaths(routes: RouteNode[], count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const statics = [...new Set(routePaths(routes).flatMap((route) => route.split("/")))].filter((s) => s && !/[:*?]/.test(s));
  const oddities = ["", "x", "42", "%2F", "%20", "ſ", "\u212Aey", "café", "*", ":id", "?", ".", "..", "EXPORT.CSV", "%E0%A4%A"];
  const vocabulary = [...statics, ...statics.map((s) => s.toUpperCase()), ...oddities];
  return Array.from({ length: count }, () => {
    const segments = Array.from({ length: Math.floor(random() * 6) }, () => pick(vocabulary));
    const trailing = random() < 0.2 ? "/" : "";
    const leading = random() < 0.05 ? "" : "/";
    return `${leading}${segments.join("/")}${trailing}`;
  });
}

/** Matches with both routers and records every difference (matches, thrown errors and warnings). */
function compareMatches(routes: RouteNode[], urls: string[]): string[] {
  const differences: string[] = [];
  let warnings: unknown[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(message));
  const run = (matcher: Matcher, location: Location, basename: string | undefined) => {
    warnings = [];
    try {
      return JSON.stringify({ matches: describeMatches(matcher(routes, location, basename)), warnings });
    } catch (error) {
      return JSON.stringify({ threw: (error as Error).message, warnings });
    }
  };
  const compare = (location: Location, basename?: string) => {
    const expected = run(original.matchRoutes as Matcher, location, basename);
    const actual = run(patched.matchRoutes as Matcher, location, basename);
    if (actual !== expected) differences.push(`${JSON.stringify(location)} basename ${basename}: expected ${expected}, got ${actual}`);
  };
  urls.forEach((url, index) => {
    compare(url);
    if (index % Math.ceil(urls.length / URLS_WITH_BASENAMES) !== 0) return;
    compare({ pathname: url, search: "?q=1", hash: "#h" });
    for (const basename of BASENAMES) {
      const bare = basename.replace(/\/$/, "");
      for (const prefix of [bare, bare.toUpperCase(), "", "/basement"]) compare(`${prefix}${url}`, basename);
    }
  });
  vi.mocked(console.warn).mockRestore();
  return differences;
}

/** Route identity by position in the tree, so both routers' answers compare as plain data. */
const routeKeys = new WeakMap<object, string>();
function indexRoutes(routes: RouteNode[], prefix = ""): void {
  routes.forEach((route, index) => {
    routeKeys.set(route, `${prefix}${index}:${route.id ?? ""}`);
    indexRoutes(route.children ?? [], `${prefix}${index}.`);
  });
}
function describeMatches(matches: unknown): unknown {
  if (!matches) return matches ?? null;
  return (matches as { route: object; params: object; pathname: string; pathnameBase: string }[]).map((match) => ({
    route: routeKeys.get(match.route) ?? "a route not in the tree",
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  }));
}

function expectSameMatches(routes: RouteNode[], seed: number, extraUrls: string[] = []): void {
  indexRoutes(routes);
  const samples = routePaths(routes).flatMap((routePath, index) => sampleUrls(routePath, index, 2));
  const urls = [...new Set([...samples, ...extraUrls, ...randomPaths(routes, RANDOM_PATHS_PER_TREE, seed)])];
  // The first match builds the memoized index; every later one reads it.
  expect(compareMatches(routes, urls)).toEqual([]);
}

/** Route shapes the app does not have (yet), each one a way a first-segment index could go wrong. */
const edgeCaseRoutes = (): RouteNode[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "index", index: true },
      { id: "optional-static", path: "lang?/about" },
      { id: "optional-params", path: ":lang?/docs/:page?" },
      { id: "case-sensitive", path: "CaseSensitive", caseSensitive: true },
      { id: "case-insensitive", path: "casesensitive" },
      { id: "dynamic-first", path: ":org/settings" },
      { id: "dynamic-parent", path: ":team", children: [{ id: "dynamic-parent-child", path: "members" }] },
      { id: "splat-below", path: "files/*" },
      { id: "regex-characters", path: "a.b/(x)/c+d" },
      { id: "question-mark-inside", path: "fo?o/bar" },
      { id: "colon-inside", path: "a:b/c" },
      { id: "non-ascii", path: "café/menu" },
      { id: "long-s", path: "ſtraße" },
      // The case-insensitive regex folds ς and σ alike (and µ with μ); toLowerCase does not.
      { id: "final-sigma", path: "λόγος" },
      { id: "micro-sign", path: "µ" },
      { id: "kelvin-lookalike", path: "key" },
      { id: "space", path: "with space" },
      { id: "percent", path: "100%25" },
      {
        id: "pathless",
        children: [
          { id: "in-pathless", path: "inside" },
          { id: "nested-pathless", children: [{ id: "deep-in-pathless", path: "deep/:x" }] },
        ],
      },
      { id: "slash-layout", path: "/", children: [{ id: "under-slash", path: "under" }] },
      { id: "absolute-parent", path: "abs", children: [{ id: "absolute-child", path: "/abs/child" }] },
      { id: "same-path-first", path: "dup" },
      { id: "same-path-second", path: "dup" },
      { id: "trailing-slash", path: "trailing/" },
      { id: "double-slash", path: "//double" },
      { id: "star-without-slash", path: "legacy*" },
      { id: "upper-case", path: "UPPER/Case" },
      { id: "optional-first-with-children", path: "opt?", children: [{ id: "opt-child", path: "kid" }] },
      { id: "catch-all", path: "*" },
    ],
  },
];
/** URLs the generated samples miss: "?" inside a path is a query, and look-alike letters. */
const edgeCaseUrls = [
  ...["/foo/bar", "/fo/bar", "/FOO/bar", "/acme/settings", "/acme/members", "/KEY", "/\u212Aey", "/ſtraße", "/Straße", "/STRASSE"],
  ...["/café/menu", "/CAFÉ/menu", "/caf%C3%A9/menu", "/with%20space", "/100%25", "/100%2525", "/lang/about", "/about", "/en/docs/intro"],
  ...["/docs", "/legacy", "/legacyfoo", "/legacy/x", "/abs/child", "/under", "//double", "/double", "/trailing", "/trailing/"],
  ...["/a.b/(x)/c+d", "/aXb/(x)/c+d", "/a:b/c", "/opt/kid", "/kid", "/casesensitive", "/CaseSensitive", "/CASESENSITIVE"],
  ...["/λόγοσ", "/ΛΌΓΟΣ", "/μ", "/Μ"],
];
const topLevelRoutes = (): RouteNode[] => [
  { id: "param", path: ":a" },
  { id: "static", path: "static", children: [{ id: "static-index", index: true }, { id: "static-param", path: ":b/*" }] },
  { id: "splat", path: "*" },
  { id: "top-index", index: true },
];

describe("the patched router matches as the published one", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is really patched (otherwise this file would compare the original with itself)", () => {
    expect(patched).toHaveProperty("UNSAFE_markRoutesMemoizable");
    expect(original).not.toHaveProperty("UNSAFE_markRoutesMemoizable");
  });

  it("on every route of the app, as the server matches them", () => {
    const routes = markMemoizable(serverRoutes(appManifest()));
    expect(routePaths(routes).length).toBeGreaterThanOrEqual(45);
    expectSameMatches(routes, 1);
  }, TIMEOUT_MS);

  it("on every route of the app as data routes (the static handler's and the rendered tree)", () => {
    const routes = dataRoutes(appManifest());
    expect(patched.UNSAFE_isMemoizableRoutes(routes as patched.AgnosticRouteObject[])).toBe(true);
    expectSameMatches(routes, 2);
  }, TIMEOUT_MS);

  it("on the app with the benchmark's 120 extra routes", () => {
    const routes = markMemoizable(serverRoutes(appManifest(120)));
    expectSameMatches(routes, 3);
  }, TIMEOUT_MS);

  it("on edge-case route shapes: optional segments, case, dynamic first segments, splats, odd characters", () => {
    expectSameMatches(markMemoizable(edgeCaseRoutes()), 4, edgeCaseUrls);
    expectSameMatches(markMemoizable(topLevelRoutes()), 5);
  }, TIMEOUT_MS);

  it("on a tree nobody marked as unchanging (matched without the memo, as before)", () => {
    const routes = serverRoutes(appManifest());
    expect(patched.UNSAFE_isMemoizableRoutes(routes as patched.AgnosticRouteObject[])).toBe(false);
    expectSameMatches(routes, 6);
  }, TIMEOUT_MS);

  it("matchPath with the app's patterns, whatever the flags", () => {
    const patterns = routePaths(serverRoutes(appManifest(20)));
    const differences: string[] = [];
    for (const [index, pattern] of patterns.entries()) {
      for (const url of sampleUrls(pattern, index, 3)) {
        for (const caseSensitive of [false, true]) {
          for (const end of [false, true]) {
            const options = { path: pattern, caseSensitive, end };
            const expected = JSON.stringify(original.matchPath(options, url));
            const actual = JSON.stringify(patched.matchPath(options, url));
            if (actual !== expected) differences.push(`${JSON.stringify(options)} ${url}: expected ${expected}, got ${actual}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  }, TIMEOUT_MS);

  it("sees routes that patchRoutes adds to a tree it has already matched (lazy route discovery)", async () => {
    const discover = async (router: typeof patched | typeof original) => {
      const created = router.createRouter({
        routes: [{ id: "root", path: "/", children: [{ id: "area", path: "area" }] }],
        history: router.createMemoryHistory({ initialEntries: ["/"] }),
        patchRoutesOnNavigation: ({ path: pathname, patch }) => {
          if (pathname === "/area/found") patch("area", [{ id: "found", path: "found" }]);
        },
      });
      created.initialize();
      const before = router.matchRoutes(created.routes, "/area/found")?.map((match) => match.route.id) ?? null;
      await created.navigate("/area/found");
      const navigated = created.state.matches.map((match) => match.route.id);
      created.patchRoutes("area", [{ id: "added", path: "added" }]);
      const added = router.matchRoutes(created.routes, "/area/added")?.map((match) => match.route.id);
      created.dispose();
      return { before, navigated, added };
    };
    const expected = await discover(original);
    expect(expected).toEqual({ before: null, navigated: ["root", "area", "found"], added: ["root", "area", "added"] });
    expect(await discover(patched)).toEqual(expected);
  });
});
