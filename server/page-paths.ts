import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };

const BASE = "http://local.invalid";

/**
 * Whether a same-origin path leads to a page: its deepest matching route renders a component.
 * A resource route (a CSV download, the drawer's JSON, a lookup) answers data, which a browser
 * shows raw or downloads: no place to land on after signing in.
 */
export function pagePathTest(routes: ServerBuild["routes"]): (path: string) => boolean {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return (path) => {
    let url: URL;
    try {
      url = new URL(path, BASE);
    } catch {
      return false;
    }
    const { pathname } = url;
    // Remix's data requests of a page (single fetch's `.data`, the older `?_data`) answer data too.
    if (pathname.endsWith(".data") || url.searchParams.has("_data")) return false;
    // Index routes have no children, which the router's types spell as a union this tree's type lacks.
    const leaf = matchRoutes(roots as Parameters<typeof matchRoutes>[0], pathname)?.at(-1);
    const id = leaf?.route.id;
    return id !== undefined && typeof routes[id]?.module.default === "function";
  };
}
