// Dummy routes for the route-count benchmark (decision 011). They go only into a throwaway build:
// vite.config.ts adds them when BENCH_EXTRA_ROUTES is set, and then builds into
// BENCH_BUILD_DIRECTORY, never into ./build.

export type ExtraRoute = { id: string; parentId: string; path?: string; index?: boolean; file: string };

/** Never requested: the routes only have to exist, so they share the baseline's module. */
const ROUTE_FILE = "routes/bench-baseline.tsx";
/** The app's pathless signed-in layout, where its lists live. */
const ADMIN_LAYOUT_ID = "routes/_admin";

/** The first dummy list, for checking that a server really serves the extra routes. */
export const FIRST_EXTRA_PATH = "/bench-area-1";

/**
 * `count` routes shaped like the app's lists: each area has a list under the signed-in layout, its
 * add, edit and delete dialogs nested under it, and its CSV export.
 */
export function extraRoutes(count: number): Record<string, ExtraRoute> {
  const routes: Record<string, ExtraRoute> = {};
  for (let i = 0; i < count; i += 1) {
    const area = `bench-area-${Math.floor(i / 5) + 1}`;
    const listId = `bench/${area}`;
    const route: ExtraRoute = [
      { id: listId, parentId: ADMIN_LAYOUT_ID, path: area, file: ROUTE_FILE },
      { id: `${listId}/add`, parentId: listId, path: "add", file: ROUTE_FILE },
      { id: `${listId}/edit`, parentId: listId, path: ":id/edit", file: ROUTE_FILE },
      { id: `${listId}/delete`, parentId: listId, path: ":id/delete", file: ROUTE_FILE },
      { id: `${listId}/export`, parentId: ADMIN_LAYOUT_ID, path: `${area}/export.csv`, file: ROUTE_FILE },
    ][i % 5]!;
    routes[route.id] = route;
  }
  return routes;
}

/** Remix plugin options for a build with BENCH_EXTRA_ROUTES extra routes; none without it. */
export function extraRoutesBuildOptions(env: Record<string, string | undefined>) {
  const count = Number(env.BENCH_EXTRA_ROUTES || 0);
  if (!count) return {};
  if (!Number.isInteger(count) || count < 0) throw new Error(`BENCH_EXTRA_ROUTES must be a whole number, got ${env.BENCH_EXTRA_ROUTES}`);
  if (!env.BENCH_BUILD_DIRECTORY) throw new Error("BENCH_EXTRA_ROUTES needs BENCH_BUILD_DIRECTORY: extra routes never go into ./build");
  return { buildDirectory: env.BENCH_BUILD_DIRECTORY, routes: async () => extraRoutes(count) };
}
