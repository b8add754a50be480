// Dummy routes for the route-count benchmark (decision 011). They go only into a throwaway build:
// app/routes.ts adds them under the signed-in layout when BENCH_EXTRA_ROUTES is set, and
// vite.config.ts then builds into BENCH_BUILD_DIRECTORY, never into ./build.
import type { RouteConfigEntry } from "@remix-run/route-config";

/** Never requested: the routes only have to exist, so they share the baseline's module. */
const ROUTE_FILE = "routes/shell/bench-baseline.tsx";

/** The first dummy list, for checking that a server really serves the extra routes. */
export const FIRST_EXTRA_PATH = "/bench-area-1";

/**
 * `count` routes shaped like the app's lists: each area has a list under the signed-in layout, its
 * add, edit and delete dialogs nested under it, and its CSV export.
 */
export function extraRoutes(count: number): RouteConfigEntry[] {
  const lists: RouteConfigEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    const area = `bench-area-${Math.floor(i / 5) + 1}`;
    const id = `bench/${area}`;
    const kind = i % 5;
    if (kind === 0) lists.push({ id, path: area, file: ROUTE_FILE, children: [] });
    else if (kind === 4) lists.push({ id: `${id}/export`, path: `${area}/export.csv`, file: ROUTE_FILE });
    else {
      const [suffix, path] = ([["add", "add"], ["edit", ":id/edit"], ["delete", ":id/delete"]] as const)[kind - 1]!;
      lists.find((entry) => entry.id === id)!.children!.push({ id: `${id}/${suffix}`, path, file: ROUTE_FILE });
    }
  }
  return lists;
}

function extraRouteCount(env: Record<string, string | undefined>): number {
  const count = Number(env.BENCH_EXTRA_ROUTES || 0);
  if (!Number.isInteger(count) || count < 0) throw new Error(`BENCH_EXTRA_ROUTES must be a whole number, got ${env.BENCH_EXTRA_ROUTES}`);
  if (count && !env.BENCH_BUILD_DIRECTORY) throw new Error("BENCH_EXTRA_ROUTES needs BENCH_BUILD_DIRECTORY: extra routes never go into ./build");
  return count;
}

/** The signed-in layout's routes, with BENCH_EXTRA_ROUTES extra routes after them; as they are without it. */
export function withBenchExtraRoutes(env: Record<string, string | undefined>, routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const count = extraRouteCount(env);
  return count ? [...routes, ...extraRoutes(count)] : routes;
}

/** Remix plugin options for a build with BENCH_EXTRA_ROUTES extra routes; none without it. */
export function extraRoutesBuildOptions(env: Record<string, string | undefined>) {
  return extraRouteCount(env) ? { buildDirectory: env.BENCH_BUILD_DIRECTORY } : {};
}
