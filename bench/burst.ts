// Bursts: many requests at once, as the hardening probe sent them. The server must shed what it
// cannot serve in time with 503 + Retry-After and never answer 500 (decision 016).

export type BurstResult = { name: string; requests: number; statuses: Record<string, number>; ms: number; maxMs: number };

async function burst(name: string, requests: number, send: (index: number) => Promise<Response>): Promise<BurstResult> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let maxMs = 0;
  await Promise.all(
    Array.from({ length: requests }, async (_, index) => {
      const sent = performance.now();
      const status = await send(index).then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        (error: unknown) => `error (${error instanceof Error ? error.message : String(error)})`,
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
      maxMs = Math.max(maxMs, performance.now() - sent);
    }),
  );
  return { name, requests, statuses, ms: performance.now() - started, maxMs };
}

/** 250 parallel list pages of 100 rows, and 200 parallel posts of one new title through the app's form. */
export async function measureBursts(origin: string, cookie: string): Promise<BurstResult[]> {
  const pages = await burst("250 × GET /technology?page_size=100", 250, () => fetch(`${origin}/technology?page_size=100`, { headers: { cookie } }));
  const title = `Burst ${Date.now()}`;
  const posts = await burst("200 × POST /technology/add, one title", 200, () =>
    fetch(`${origin}/technology/add`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ title, description: "", status: "1" }),
    }),
  );
  return [pages, posts];
}

export function reportBursts(results: BurstResult[]): void {
  console.log("\nBursts (all requests at once):");
  for (const result of results) {
    const statuses = Object.entries(result.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    console.log(`  ${result.name}: ${statuses}; all answered in ${result.ms.toFixed(0)} ms, slowest ${result.maxMs.toFixed(0)} ms`);
    if (Object.keys(result.statuses).some((status) => status.startsWith("5") && status !== "503")) {
      console.log("  warning: a burst answered 5xx other than 503");
    }
  }
}
