// `npm run race -- --calls 10000 --requests 200 [--in-flight 32] [--admins 4] [--database-url URL]`:
// the race at full size (decision 050). Starts the API over HTTP on 127.0.0.1 on a fresh
// PGlite directory, or on the PostgreSQL database given (migrated and seeded here: give it a
// throwaway one), then checks exactly one decision, one log entry and no duplicate per request,
// and a 409 naming the winner for every other call. Exits 1 when any check fails. Not a test.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { ServerType } from "@hono/node-server";
import { createApi, createUser, migrateDatabase, openDatabase, seedDatabase } from "../api/index";
import { checkRace, runRace, seedRaceRequests, serveRaceApi } from "./request-race";

const { values: args } = parseArgs({
  options: {
    calls: { type: "string", default: "10000" },
    requests: { type: "string", default: "200" },
    "in-flight": { type: "string", default: "32" },
    admins: { type: "string", default: "4" },
    "database-url": { type: "string" },
  },
});
const [calls, requests, inFlight, admins] = [args.calls, args.requests, args["in-flight"], args.admins].map(Number) as [number, number, number, number];
if (![calls, requests, inFlight, admins].every((n) => Number.isSafeInteger(n) && n > 0) || calls < requests) {
  console.error("Usage: npm run race -- --calls N --requests R [--in-flight F] [--admins A] [--database-url URL] (whole numbers, N >= R)");
  process.exit(1);
}
const databaseUrl = args["database-url"];
const PASSWORD = "Race#Pass1";

const dataDir = await mkdtemp(path.join(tmpdir(), "backoffice-race-"));
const database = await openDatabase({ dataDir, databaseUrl });
let server: ServerType | undefined;
const api = createApi({ database, dataDir, appUrl: "http://127.0.0.1", logger: { info: () => undefined, warn: console.warn, error: console.error } });
try {
  await migrateDatabase(database);
  await seedDatabase(database, { admin: { username: "race-admin", email: "race-admin@example.com", password: PASSWORD } });
  let apiUrl: string;
  ({ server, apiUrl } = await serveRaceApi(api.app.fetch));
  const tag = `${process.pid}${Date.now() % 100000}`;
  const tokens: string[] = [];
  for (let index = 0; index < admins; index++) {
    const username = `racer${index}-${tag}`;
    await createUser(database.db, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName: `Racer${index}`,
      lastName: "Admin",
      isActive: true,
      isStaff: true,
      permissions: ["user.approve_userrequest", "user.reject_userrequest"],
    });
    const login = await fetch(`${apiUrl}login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: PASSWORD }) });
    if (login.status !== 200) throw new Error(`login of ${username} answered ${login.status}`);
    tokens.push(((await login.json()) as { token: string }).token);
  }
  const requestIds = await seedRaceRequests(database.db, requests);
  const engine = databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(`${engine}: ${calls} calls over ${requests} pending requests, ${inFlight} in flight, ${admins} admins ...`);
  const started = performance.now();
  const outcomes = await runRace({ apiUrl, tokens, requestIds, calls, inFlight });
  const seconds = (performance.now() - started) / 1000;
  const report = await checkRace(database.db, requestIds, outcomes, /^This request was already (approved|rejected) by Racer\d+ Admin/);
  const checks: [string, boolean][] = [
    [`${report.calls} calls answered`, report.calls === calls],
    [`${report.decided} requests decided once (expected ${requests})`, report.decided === requests],
    [`${report.duplicates} requests decided twice or more (expected 0)`, report.duplicates === 0],
    [`${report.logEntries} log entries, ${report.loggedOnce} requests logged once (expected ${requests})`, report.logEntries === requests && report.loggedOnce === requests],
    [`${report.conflicts} answers 409 (expected ${calls - requests}), ${report.unnamedConflicts} not naming the winner`, report.conflicts === calls - requests && report.unnamedConflicts === 0],
    [`${report.unexpected.length} answers neither 200 nor 409`, report.unexpected.length === 0],
    [`${report.stillPending} requests still pending, ${report.mismatchedActivation} activations not following the decision`, report.stillPending === 0 && report.mismatchedActivation === 0],
  ];
  for (const [line, ok] of checks) console.log(`${ok ? "ok  " : "FAIL"} ${line}`);
  console.log(`${engine}: ${seconds.toFixed(1)} s, ${(calls / seconds).toFixed(0)} calls/s, ${((seconds * 1000) / calls).toFixed(2)} ms a call`);
  if (report.unexpected.length) console.log(`first unexpected answers: ${JSON.stringify(report.unexpected.slice(0, 3))}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
