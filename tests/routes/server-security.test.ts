import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { originCheck, securityHeaders, type SecurityEnv } from "../../server/security";

function app() {
  const hono = new Hono<SecurityEnv>();
  const options = { apiPrefix: "/api/v1", trustedOrigins: ["https://backoffice.example"] };
  hono.use(securityHeaders(options));
  hono.use(originCheck(options));
  hono.all("/api/v1/*", (c) => c.json({ ok: true }));
  hono.all("*", (c) => c.html(`<script nonce="${c.get("secureHeadersNonce")}"></script>`));
  return hono;
}

const post = (path: string, headers: Record<string, string> = {}) =>
  app().request(`http://127.0.0.1:4200${path}`, { method: "POST", headers });

describe("security headers", () => {
  it("enforces a CSP whose nonce is the one handed to the page", async () => {
    const response = await app().request("http://127.0.0.1:4200/login");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toBe(`<script nonce="${nonce}"></script>`);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(response.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("uses a new nonce for every response", async () => {
    const first = (await app().request("http://127.0.0.1:4200/")).headers.get("Content-Security-Policy");
    const second = (await app().request("http://127.0.0.1:4200/")).headers.get("Content-Security-Policy");
    expect(first).not.toBe(second);
  });

  it("adds nosniff to API answers too", async () => {
    const response = await app().request("http://127.0.0.1:4200/api/v1/users/");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("denies the browser features the app never uses, on pages and API answers", async () => {
    for (const path of ["/login", "/api/v1/users/"]) {
      const policy = (await app().request(`http://127.0.0.1:4200${path}`)).headers.get("Permissions-Policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) expect(policy).toContain(feature);
    }
  });

  it("sends HSTS only when the app is served over https", async () => {
    expect((await app().request("http://127.0.0.1:4200/login")).headers.get("Strict-Transport-Security")).toBeNull();
    const https = new Hono<SecurityEnv>();
    https.use(securityHeaders({ hsts: true }));
    https.all("*", (c) => c.text("ok"));
    expect((await https.request("https://backoffice.example/login")).headers.get("Strict-Transport-Security")).toMatch(/^max-age=31536000/);
  });
});

describe("Origin check", () => {
  it("lets same-origin and trusted-origin posts through", async () => {
    expect((await post("/login", { Origin: "http://127.0.0.1:4200" })).status).toBe(200);
    expect((await post("/login", { Origin: "https://backoffice.example" })).status).toBe(200);
  });

  it("refuses app posts from another origin or without an Origin", async () => {
    expect((await post("/login", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/login", { Origin: "null" })).status).toBe(403);
    expect((await post("/login")).status).toBe(403);
    const refused = await post("/logout", { Origin: "http://127.0.0.1:4201" });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("refuses every state-changing method, not only POST", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await app().request("http://127.0.0.1:4200/role/1", { method, headers: { Origin: "https://evil.example" } });
      expect(response.status).toBe(403);
    }
  });

  it("lets safe methods through whatever the Origin", async () => {
    const response = await app().request("http://127.0.0.1:4200/login", { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });

  it("under /api/v1 refuses only a present foreign Origin", async () => {
    expect((await post("/api/v1/login/")).status).toBe(200);
    expect((await post("/api/v1/login/", { Origin: "http://127.0.0.1:4200" })).status).toBe(200);
    const refused = await post("/api/v1/login/", { Origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: "Cross-origin request refused." });
  });
});

describe("configuration", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "backoffice-config-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("applies the defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      admin: { username: "admin", email: "admin@example.com" },
      appUrl: "http://localhost:3000",
      production: false,
    });
    expect(config.apiUrl).toBeUndefined();
    expect(config.trustedProxies).toEqual([]);
    expect(config.readCache).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), READ_CACHE: "off" }).readCache).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: " loopback, 10.0.0.0/8 ,fd00::/8" }).trustedProxies).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
  });

  it("generates the session secret once into DATA_DIR and reuses it", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    const file = path.join(dir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "s".repeat(32) }).sessionSecret).toBe("s".repeat(32));
  });

  it.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["API_URL", "ftp://api.example", "API_URL"],
    ["DATABASE_URL", "mysql://db", "DATABASE_URL"],
    ["ADMIN_EMAIL", "admin", "ADMIN_EMAIL"],
    ["ADMIN_PASSWORD", "short", "ADMIN_PASSWORD"],
    ["SESSION_SECRET", "too-short", "SESSION_SECRET"],
    ["SMTP_URL", "http://mail", "SMTP_URL"],
    ["TRUSTED_PROXIES", "10.0.0.0/99", "TRUSTED_PROXIES"],
    ["TRUSTED_PROXIES", "proxy.example", "TRUSTED_PROXIES"],
    ["READ_CACHE", "maybe", "READ_CACHE"],
  ])("stops on a bad %s with a message naming it", (name, value, named) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${named}: `));
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: "", API_URL: "" });
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBeUndefined();
  });
});
