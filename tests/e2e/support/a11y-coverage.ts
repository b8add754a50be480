import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "./e2e-data";

/** Paths with ids or link tokens count as one page per route: each test makes its own rows, so ids differ. */
const DYNAMIC_ROUTES: [RegExp, string][] = [
  [/^\/password-reset\/[^/]+\/[^/]+\/?$/, "/password-reset/:uid/:token"],
  [/^\/accept-user-invitation\/[^/]+\/[^/]+\/?$/, "/accept-user-invitation/:uid/:token"],
];

/**
 * The route of a URL: link tokens as above, and every numeric id as `:id` (`/skill/:id/sub-skill/:id/edit`).
 * Paths match routes regardless of case (`/new-requests/Freelancer-view/:id` is the freelancer view).
 */
export function routeOf(url: string): string {
  const pathname = new URL(url).pathname.toLowerCase();
  return DYNAMIC_ROUTES.find(([pattern]) => pattern.test(pathname))?.[1] ?? pathname.replace(/\/\d+(?=\/|$)/g, "/:id");
}

type Coverage = { project: string; visited: string[]; scanned: string[] };

function coverageDir(root: string): string {
  return path.join(root, "a11y-coverage");
}

export async function recordCoverage(project: string, testId: string, visited: string[], scanned: string[]): Promise<void> {
  const dir = coverageDir(dataDir());
  await mkdir(dir, { recursive: true });
  const record: Coverage = { project, visited, scanned };
  await writeFile(path.join(dir, `${project}-${testId}.json`), JSON.stringify(record));
}

/** Routes visited in a project but scanned in no test of that project; empty when the run is complete. */
export async function unscannedRoutes(root: string): Promise<string[]> {
  const dir = coverageDir(root);
  const names = await readdir(dir).catch(() => [] as string[]);
  const visited = new Map<string, Set<string>>();
  const scanned = new Map<string, Set<string>>();
  for (const name of names) {
    const record = JSON.parse(await readFile(path.join(dir, name), "utf8")) as Coverage;
    const add = (map: Map<string, Set<string>>, routes: string[]) => {
      const set = map.get(record.project) ?? new Set<string>();
      routes.forEach((route) => set.add(route));
      map.set(record.project, set);
    };
    add(visited, record.visited);
    add(scanned, record.scanned);
  }
  return [...visited].flatMap(([project, routes]) =>
    [...routes].filter((route) => !scanned.get(project)?.has(route)).map((route) => `${project}: ${route}`),
  );
}
