// The CSV export at 100,000 rows (decision 020): a fresh embedded database with that many
// technologies, the built app, and one export streamed through /export/technology.csv (the
// app proxying the provider's keyset batches), with the server's RSS sampled before, during and
// after. A second, smaller export first shows whether memory grows with the rows exported.
// Alone: `tsx bench/export.ts` (BENCH_EXPORT_ROWS changes the row count).
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, seedDatabase } from "../api/index";
import { freePort } from "../scripts/free-port";
import { ADMIN, signInCookie, startServer, stopServer, waitUntilUp } from "./support";

export const EXPORT_ROWS = Math.max(Number(process.env.BENCH_EXPORT_ROWS ?? 100_000) || 100_000, 1000);

/** RSS in MB of a process and its descendants (tsx runs the server in a child process). */
export function treeRssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const listed = spawnSync("ps", ["-e", "-o", "pid=,ppid=,rss="], { encoding: "utf8" }).stdout;
  const rows = listed.trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of rows) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return Math.round(rows.filter(([child]) => tree.has(child)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

export type ExportMeasurement = { path: string; rows: number; bytes: number; ms: number; firstByteMs: number; rssBeforeMb: number; rssPeakMb: number; rssAfterMb: number };

/** One full export, timed, with the server's memory sampled every 100 ms while it streams. */
export async function measureExport(origin: string, cookie: string, pid: number | undefined, exportPath: string, expectedRows: number): Promise<ExportMeasurement> {
  const rssBeforeMb = treeRssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid))), 100);
  const started = performance.now();
  const response = await fetch(`${origin}${exportPath}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`${exportPath} answered ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid));
  // After a second's rest: what the export left behind.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfterMb = treeRssMb(pid);
  if (lines - 1 !== expectedRows) throw new Error(`${exportPath} had ${lines - 1} rows, expected ${expectedRows}`);
  return { path: exportPath, rows: lines - 1, bytes, ms, firstByteMs, rssBeforeMb, rssPeakMb, rssAfterMb };
}

async function seedExportData(dataDir: string, rows: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { admin: ADMIN });
    // Titles and descriptions of a realistic length; one title in ten holds "script".
    await database.db.execute(sql`
      insert into technology (title, description, status)
      select (array['Java','Type','Coffee','Action','Post','Elm','Go','Rust','Swift','Kotlin'])[i % 10 + 1]
               || (array['script','engine','kit','flow','base','stack','works','lab','forge','core'])[(i / 10) % 10 + 1] || ' ' || lpad(i::text, 6, '0'),
             'Benchmark technology number ' || i || ', with a summary of a realistic length for the list.',
             case when i % 7 = 0 then 0 else 1 end
      from generate_series(0, ${rows - 1}) as i`);
  } finally {
    await database.close();
  }
}

export function exportReport(measurements: ExportMeasurement[]): string[] {
  return measurements.map(
    (m) =>
      `${m.path}: ${m.rows.toLocaleString("en")} rows (${(m.bytes / 1e6).toFixed(1)} MB) in ${(m.ms / 1000).toFixed(2)} s, ` +
      `${Math.round(m.rows / (m.ms / 1000)).toLocaleString("en")} rows/s, first byte after ${m.firstByteMs.toFixed(0)} ms; ` +
      `server RSS ${m.rssBeforeMb} MB before, peak ${m.rssPeakMb} MB, ${m.rssAfterMb} MB after`,
  );
}

/** A fresh server over EXPORT_ROWS technologies: the searched export (one row in ten), then the whole table. */
export async function benchExport(): Promise<ExportMeasurement[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "backoffice-bench-export-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await seedExportData(dataDir, EXPORT_ROWS);
  const server = startServer(port, dataDir, origin, path.join(dataDir, "server.log"));
  try {
    await waitUntilUp(`${origin}/login`, server.exited);
    const cookie = await signInCookie(origin);
    // Warm-up: the first export pays for compiling the route and the queries.
    await measureExport(origin, cookie, server.child.pid, "/export/technology.csv?search=000001", 1);
    const tenth = await measureExport(origin, cookie, server.child.pid, "/export/technology.csv?search=script", EXPORT_ROWS / 10);
    const all = await measureExport(origin, cookie, server.child.pid, "/export/technology.csv?ordering=title", EXPORT_ROWS);
    return [tenth, all];
  } finally {
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await benchExport();
  console.log(exportReport(measured).join("\n"));
}
