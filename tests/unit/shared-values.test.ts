// What the server sets, the app and the API read: the values of contract/shared-values.ts seen
// from both sides, through the real modules (not the constants compared with themselves).
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { serve } from "@hono/node-server";
import { type ServerBuild } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizeVerb as sanitizeStoredVerb } from "../../api/data/notification";
import { apiRequest, registerEmbeddedApi } from "~/models/api.server";
import { getClientIp } from "~/models/session.server";
import { sanitizeVerb as sanitizeRenderedVerb } from "~/utils/sanitize.server";
import { REQUEST_ID_HEADER } from "#contract/shared-values";
import { createServerApp } from "../../server/app";
import { testBuildBase, testServerConfig as config } from "../routes/server-config";

// A one-route Remix build whose document handler answers what the app's own readers find.
const build = {
  ...testBuildBase,
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers) =>
        Response.json({ clientIp: getClientIp(request) ?? null, requestId: request.headers.get(REQUEST_ID_HEADER) }, { status, headers }),
    },
  },
  routes: { root: { id: "root", path: "", module: { default: () => null } } },
  assets: {
    version: "test",
    url: "/assets/manifest-test.js",
    entry: { module: "/assets/entry.js", imports: [] },
    routes: { root: { id: "root", path: "", module: "/assets/root.js", hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false } },
  },
} as unknown as ServerBuild;

afterEach(() => registerEmbeddedApi(undefined));

describe("the client address and request id", () => {
  it("that the server sets from the socket are what the app reads", async () => {
    const app = createServerApp(config, { build, clientDir: tmpdir() });
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = (await (await fetch(`http://127.0.0.1:${port}/`)).json()) as { clientIp: string | null; requestId: string | null };
      expect(answer.clientIp).toBe("127.0.0.1");
      expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the API's path", () => {
  it("where the app's client sends its calls is where the server mounts the provider", async () => {
    const reached: string[] = [];
    const app = createServerApp(config, {
      build,
      clientDir: tmpdir(),
      api: {
        fetch: async (request) => {
          reached.push(new URL(request.url).pathname);
          return Response.json({ detail: "ok" });
        },
      },
    });
    // The app's client hands its in-process request to the server, as a browser's would arrive.
    registerEmbeddedApi(async (request) => app.request(new URL(request.url).pathname, { method: request.method, body: await request.text(), headers: { "Content-Type": "application/json" } }));
    const response = await apiRequest("resetPassword", { json: { email: "a@example.com" } });
    expect(response.status).toBe(200);
    expect(reached).toEqual(["/api/v1/reset-password/"]);
  });
});

describe("the notification verb allow-list", () => {
  const verbs = [
    'sent a <b>new</b> <strong>request</strong> <i>for</i> <em>review</em><br><span class="x">now</span>',
    '<a href="https://evil.example">click</a><img src=x onerror="alert(1)"><script>alert(1)</script>',
    '<span style="color:red" onclick="alert(1)">styled</span><u>under</u><p>para</p>',
  ];

  it("that the API applies when storing is the one the app applies when rendering", () => {
    for (const verb of verbs) expect(sanitizeRenderedVerb(verb)).toBe(sanitizeStoredVerb(verb));
    expect(sanitizeStoredVerb(verbs[0]!)).toBe("sent a <b>new</b> <strong>request</strong> <i>for</i> <em>review</em><br /><span>now</span>");
    expect(sanitizeStoredVerb(verbs[1]!)).toBe("click");
  });
});
