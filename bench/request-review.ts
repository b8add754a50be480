// Request review's bench targets (issue 12, decision 050): the new-request list and a freelancer
// update request's detail among the demo seed's users, and the approve round trip (the page's
// form POST: action → API → transaction → redirect) over a pool of pending requests seeded here.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../api/index";
import { seedRaceRequests } from "./request-race";

/** Pending freelancer registrations, each approved once by the round trip. */
export const APPROVAL_POOL = 8000;

export type RequestReviewData = { updateRequestId: number; pool: number[] };

/** Read and seeded before the server opens the database (PGlite is one process per DATA_DIR). */
export async function prepareRequestReview(dataDir: string): Promise<RequestReviewData> {
  const database = await openDatabase({ dataDir });
  try {
    const result = await database.db.execute(
      sql`select id from user_request where user_type = 5 and not is_new_registered and status = 1 order by id limit 1`,
    );
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!row) throw new Error("the demo seed made no pending freelancer update request");
    return { updateRequestId: Number(row.id), pool: await seedRaceRequests(database.db, APPROVAL_POOL) };
  } finally {
    await database.close();
  }
}

export const requestListPath = "/new-request?tab=client";
export const requestDetailPath = (data: RequestReviewData) => `/updated-request/freelancer-view/${data.updateRequestId}`;

/** The request screens are other branches' work: until they are merged the targets are skipped. */
export async function requestScreensLanded(origin: string, cookie: string, data: RequestReviewData): Promise<string | undefined> {
  for (const path of [requestListPath, requestDetailPath(data), `/new-requests/freelancer-view/${data.pool[0]}/approve`]) {
    const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
    if (response.status !== 200) return `${path} answered ${response.status}`;
  }
  return undefined;
}

export type RoundTrip = { rps: number; p50: number; p99: number; redirects: number; other: number; errors: number };

/** POSTs Approve as the page's form does, each call on the next pending request of the pool. */
export async function measureApproveRoundTrip(origin: string, cookie: string, pool: number[], seconds: number, connections: number): Promise<RoundTrip> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    amount: pool.length,
    requests: [
      {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: "version=1",
        setupRequest: (request) => ({ ...request, path: `/new-requests/freelancer-view/${pool[next++ % pool.length]}/approve` }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    redirects: result["3xx"],
    other: result["2xx"] + result["4xx"] + result["5xx"],
    errors: result.errors + result.timeouts,
  };
}
