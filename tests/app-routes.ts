// The app's route manifest as `remix vite:build` makes it: the root, then app/routes.ts.
import { configRoutesToRouteManifest } from "@remix-run/dev/dist/config/routes.js";
import type { RouteConfigEntry } from "@remix-run/route-config";
import appRoutes from "../app/routes";

export type ManifestRoute = { id: string; parentId?: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean };

export const ADMIN_LAYOUT_FILE = "routes/shell/admin-layout.tsx";

/** Every route by id, root first; `extra` routes go under the signed-in layout, as the benchmark's do. */
export function appRouteManifest(extra: RouteConfigEntry[] = []): Record<string, ManifestRoute> {
  const routes = appRoutes.map((entry) => (entry.file === ADMIN_LAYOUT_FILE ? { ...entry, children: [...(entry.children ?? []), ...extra] } : entry));
  return { root: { id: "root", path: "", file: "root.tsx" }, ...(configRoutesToRouteManifest(routes) as Record<string, ManifestRoute>) };
}

/** A route's full URL pattern ("/skill/:id/sub-skill/add"), from its own path and its parents'. */
export function fullPath(manifest: Record<string, ManifestRoute>, id: string): string {
  const segments: string[] = [];
  for (let route = manifest[id]; route; route = route.parentId ? manifest[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

/** Whether a route sits, at any depth, under the route `ancestorId`. */
export function isUnder(manifest: Record<string, ManifestRoute>, id: string, ancestorId: string): boolean {
  for (let parent = manifest[id]?.parentId; parent; parent = manifest[parent]?.parentId) if (parent === ancestorId) return true;
  return false;
}
