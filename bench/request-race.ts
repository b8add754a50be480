// Many admins deciding the same pending requests at once over HTTP (decision 043): the requests,
// the calls and the check of what the database holds afterwards. Two callers: the API test
// (tests/api/user-request-race.test.ts, a CI-sized run) and `npm run race` (the issue's 10,000
// calls, bench/request-race-cli.ts, decision 050).
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count, inArray, sql } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Db } from "../api/db/client";
import * as tables from "../api/db/schema";

/** `count` pending freelancer registrations, each of a fresh inactive user, at version 1. */
export async function seedRaceRequests(db: Db, total: number): Promise<number[]> {
  const tag = `${process.pid}${Date.now() % 100000}`;
  const ids: number[] = [];
  // 1,000 rows a statement keeps each insert's parameters well under the protocol's limit.
  for (let start = 0; start < total; start += 1000) {
    const size = Math.min(1000, total - start);
    const users = await db
      .insert(tables.user)
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `race-${tag}-${start + i}@example.com`,
          email: `race-${tag}-${start + i}@example.com`,
          firstName: "Race",
          lastName: `${start + i}`,
          uid: `RC${tag}${start + i}`.slice(0, 20),
          isActive: false,
          userType: USER_TYPES.freelancer,
        })),
      )
      .returning({ id: tables.user.id });
    const requests = await db
      .insert(tables.userRequest)
      .values(
        users.map((row) => ({
          userId: row.id,
          userType: USER_TYPES.freelancer,
          isNewRegistered: true,
          updatedDataWithRequestChange: { profile_image: null, first_name: "Race", last_name: "", email: "", uid: "", contact_number: null, city: null },
        })),
      )
      .returning({ id: tables.userRequest.id });
    ids.push(...requests.map((row) => row.id));
  }
  return ids;
}

/** The API over HTTP on 127.0.0.1, on a free port, for the race's calls. */
export async function serveRaceApi(fetchHandler: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; apiUrl: string }> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: fetchHandler, hostname: "127.0.0.1", port: 0 }, () => resolve(started));
  });
  // Node closes a keep-alive connection idle for 5 s; a call sent on it as it closes fails
  // (ECONNRESET). On a busy machine PGlite's queue can keep the event loop from reading that
  // call for longer, and the expired timer runs first.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
  return { server, apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/` };
}

export type RaceCall = { requestId: number; token: string; approve: boolean };
export type RaceOutcome = { requestId: number; status: number; detail?: string };

/**
 * `calls` approve or reject calls spread evenly over the requests, from the admins' tokens in
 * turn, `inFlight` at a time, interleaved so that a request's contenders are in flight together.
 */
export async function runRace(options: { apiUrl: string; tokens: string[]; requestIds: number[]; calls: number; inFlight: number }): Promise<RaceOutcome[]> {
  const { requestIds, tokens } = options;
  const calls: RaceCall[] = Array.from({ length: options.calls }, (_, index) => {
    const r = index % requestIds.length;
    const round = Math.floor(index / requestIds.length);
    return { requestId: requestIds[r]!, token: tokens[(r + round) % tokens.length] ?? "", approve: (r + round) % 2 === 0 };
  });
  const outcomes: RaceOutcome[] = [];
  let next = 0;
  const worker = async () => {
    for (let call = calls[next++]; call; call = calls[next++]) {
      try {
        const response = await fetch(`${options.apiUrl}user-request/${call.requestId}/`, {
          method: "PATCH",
          headers: { authorization: `Token ${call.token}`, "content-type": "application/json" },
          body: JSON.stringify(call.approve ? { status: 2, version: 1 } : { status: 3, version: 1, rejection_message: "Raced" }),
        });
        const body = (await response.json()) as { detail?: string };
        outcomes.push({ requestId: call.requestId, status: response.status, detail: body.detail });
      } catch (error) {
        // Not retried: a decision sent twice would be a second contender. Counted as unexpected.
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        outcomes.push({ requestId: call.requestId, status: 0, detail: `${error instanceof Error ? error.message : String(error)}${cause}` });
      }
    }
  };
  await Promise.all(Array.from({ length: options.inFlight }, worker));
  return outcomes;
}

export type RaceReport = {
  calls: number;
  /** Requests with exactly one 200. */
  decided: number;
  /** Requests answered 200 more than once. */
  duplicates: number;
  /** Answers neither 200 nor 409. */
  unexpected: RaceOutcome[];
  conflicts: number;
  /** 409s whose detail does not name the admin who decided first. */
  unnamedConflicts: number;
  /** Requests with exactly one log entry, and log entries in all. */
  loggedOnce: number;
  logEntries: number;
  stillPending: number;
  /** Users whose activation does not follow the winning decision. */
  mismatchedActivation: number;
};

/** What the answers and the database say after the race. */
export async function checkRace(db: Db, requestIds: number[], outcomes: RaceOutcome[], adminNamePattern: RegExp): Promise<RaceReport> {
  const wins = new Map<number, number>();
  for (const outcome of outcomes) if (outcome.status === 200) wins.set(outcome.requestId, (wins.get(outcome.requestId) ?? 0) + 1);
  const conflicts = outcomes.filter((outcome) => outcome.status === 409);
  const logged: { n: number }[] = [];
  const pending: number[] = [];
  const mismatched: number[] = [];
  for (let start = 0; start < requestIds.length; start += 1000) {
    const ids = requestIds.slice(start, start + 1000);
    logged.push(
      ...(await db
        .select({ n: count() })
        .from(tables.userRequestDecision)
        .where(inArray(tables.userRequestDecision.requestId, ids))
        .groupBy(tables.userRequestDecision.requestId)),
    );
    const [stillPending] = await db
      .select({ n: count() })
      .from(tables.userRequest)
      .where(sql`${inArray(tables.userRequest.id, ids)} and ${tables.userRequest.status} = 1`);
    pending.push(Number(stillPending?.n ?? 0));
    const result = await db.execute(sql`
      select count(*)::int as n from user_request r join "user" u on u.id = r.user_id
      where r.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and u.is_active <> (r.status = 2)`);
    mismatched.push(Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0));
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    calls: outcomes.length,
    decided: [...wins.values()].filter((n) => n === 1).length,
    duplicates: [...wins.values()].filter((n) => n > 1).length,
    unexpected: outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 409),
    conflicts: conflicts.length,
    unnamedConflicts: conflicts.filter((outcome) => !adminNamePattern.test(outcome.detail ?? "")).length,
    loggedOnce: logged.filter((row) => Number(row.n) === 1).length,
    logEntries: sum(logged.map((row) => Number(row.n))),
    stillPending: sum(pending),
    mismatchedActivation: sum(mismatched),
  };
}
