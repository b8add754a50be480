import { createCookie } from "@remix-run/node";
import { SESSION_COOKIE_NAMES } from "#contract/shared-values";
import type { Config } from "../../server/config";

/** A production server's configuration for tests that build the server app without a process. */
export const testServerConfig: Config = {
  production: true,
  development: false,
  port: 0,
  host: "127.0.0.1",
  dataDir: "/nonexistent",
  readCache: true,
  sessionSecret: "x".repeat(32),
  admin: { username: "admin", email: "admin@example.com" },
  appUrl: "https://backoffice.example",
  mailFrom: "Backoffice <no-reply@localhost>",
  pageConcurrency: 4,
  pageQueue: 100,
  trustedProxies: [],
};

/** What every hand-made Remix build of these tests shares; each adds its entry, routes and assets. */
export const testBuildBase = {
  mode: "production",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  isSpaMode: false,
  future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_fetcherPersist: true },
};

/** A session cookie as the app signs it under testServerConfig (its values are not read by these tests). */
export async function signedSessionCookie(values: Record<string, unknown> = { sealedToken: "test" }): Promise<string> {
  const cookie = createCookie(SESSION_COOKIE_NAMES.production, { secrets: [testServerConfig.sessionSecret] });
  return (await cookie.serialize(values)).split(";")[0] ?? "";
}
