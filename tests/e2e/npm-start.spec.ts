import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/free-port";

// `npm start` itself, not the e2e server: the README promises production mode from it.
const ADMIN = { username: "start-admin", password: "Start#Pass1" };

test("npm start serves in production mode: a __Host- Secure session cookie", async ({ request: _request }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "one server start is enough; no browser is used");
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "backoffice-npm-start-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_URL: origin };
  for (const name of ["NODE_ENV", "DATABASE_URL", "API_URL", "SMTP_URL"]) delete env[name];
  Object.assign(env, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  // Its own process group, so the whole npm → tsx → node chain stops with it.
  const child = spawn("npm", ["start"], { cwd: path.resolve(import.meta.dirname, "../.."), env, detached: true, stdio: "ignore" });
  try {
    await expect
      .poll(() => fetch(`${origin}/login`).then((response) => response.status, () => 0), { timeout: 90_000, intervals: [500] })
      .toBe(200);
    const response = await fetch(`${origin}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(ADMIN),
    });
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((cookie) => cookie.includes("session="));
    expect(session).toMatch(/^__Host-session=/);
    expect(session).toMatch(/;\s*Secure/i);
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    // npm exits before the server under it has closed its database: a file may still be written.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});
