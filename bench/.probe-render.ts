// Scratch: seed once, then time sequential page requests on the current build (not committed).
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { seedBenchData } from "./seed";
import { ADMIN, cpuMs, signInCookie, startServer, stopServer, waitUntilUp } from "./support";
const dataDir = "/tmp/rp-data";
if (!existsSync(dataDir)) await seedBenchData(dataDir, ADMIN, undefined, 200);
const port = 3998, origin = `http://127.0.0.1:${port}`;
const server = startServer(port, dataDir, origin, "/tmp/rp-server.log");
await waitUntilUp(origin, server.exited);
const cookie = await signInCookie(origin);
const paths = process.argv.slice(2);
for (const path of paths) {
  const first = await fetch(origin + path, { headers: { cookie } });
  const html = await first.text();
  await writeFile(`/tmp/rp-${path.replace(/\W+/g, "_")}.html`, html);
  for (let i = 0; i < 200; i++) await (await fetch(origin + path, { headers: { cookie } })).text();
  const n = 1000, t0 = performance.now(), c0 = cpuMs(server.child.pid) ?? 0;
  // Two requests in flight, as a loaded server sees them.
  await Promise.all([0, 1].map(async () => { for (let i = 0; i < n / 2; i++) await (await fetch(origin + path, { headers: { cookie } })).text(); }));
  const cpu = ((cpuMs(server.child.pid) ?? 0) - c0) / n;
  console.log(`${path}: ${cpu.toFixed(3)} ms CPU/req, ${((performance.now() - t0) / n).toFixed(3)} ms wall/req, ${html.length} chars, status ${first.status}`);
}
await stopServer(server.child);
process.exit(0);
