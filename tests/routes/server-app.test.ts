import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_UPLOAD_BYTES } from "#contract/file";
import { messages } from "#contract/messages";
import { CLIENT_IP_HEADER, FORM_TOO_LARGE_PATH } from "#contract/shared-values";
import * as formTooLargeRoute from "~/routes/shell/request-too-large";
import { createServerApp, MAX_APP_BODY_BYTES, MAX_SIGNED_OUT_FORM_BYTES } from "../../server/app";
import { signedSessionCookie, testBuildBase, testServerConfig as config } from "./server-config";

// A Remix build of the root and the real form-too-large page whose document handler echoes what
// the server handed to Remix.
const build = {
  ...testBuildBase,
  entry: {
    module: {
      default: (
        request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { actionData: unknown } },
        loadContext: { cspNonce: string },
      ) =>
        new Response(
          JSON.stringify({
            nonce: loadContext.cspNonce,
            clientIp: request.headers.get(CLIENT_IP_HEADER),
            path: new URL(request.url).pathname,
            actionData: context.staticHandlerContext.actionData,
          }),
          { status, headers },
        ),
    },
  },
  routes: {
    // The action answers how many bytes of the form reached it.
    root: { id: "root", path: "", module: { action: async ({ request }: { request: Request }) => ({ ok: true, bytes: (await request.arrayBuffer()).byteLength }), default: () => null } },
    "routes/request-too-large": { id: "routes/request-too-large", parentId: "root", path: FORM_TOO_LARGE_PATH.slice(1), module: formTooLargeRoute },
  },
  assets: {
    version: "test",
    url: "/assets/manifest-test.js",
    entry: { module: "/assets/entry.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js", hasAction: true, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
      "routes/request-too-large": {
        id: "routes/request-too-large",
        parentId: "root",
        path: FORM_TOO_LARGE_PATH.slice(1),
        module: "/assets/request-too-large.js",
        hasAction: true,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: true,
      },
    },
  },
} as unknown as ServerBuild;

let clientDir: string;
const apiCalls: { url: string; clientIp?: string }[] = [];
const api = {
  fetch: async (request: Request, env?: { clientIp?: string }) => {
    apiCalls.push({ url: request.url, clientIp: env?.clientIp });
    return Response.json({ ok: true });
  },
};

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "backoffice-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};\n");
  writeFileSync(path.join(clientDir, "favicon.ico"), "icon");
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("createServerApp", () => {
  const app = () => createServerApp(config, { build, api, clientDir });

  it("hands Remix the nonce of the response's CSP", async () => {
    const response = await app().request("http://127.0.0.1/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.json()).toMatchObject({ nonce });
  });

  it("keeps pages and their data out of every cache", async () => {
    for (const response of [await app().request("http://127.0.0.1/"), await app().request("http://127.0.0.1/_root.data")]) {
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("never passes on a client-sent client-IP header", async () => {
    const response = await app().request("http://127.0.0.1/", { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } });
    expect(await response.json()).toMatchObject({ clientIp: null });
  });

  it("serves hashed assets as immutable and other files briefly cached", async () => {
    const asset = await app().request("http://127.0.0.1/assets/entry-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const head = await app().request("http://127.0.0.1/assets/entry-abc123.js", { method: "HEAD" });
    expect(head.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const icon = await app().request("http://127.0.0.1/favicon.ico");
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=300");
    const page = await app().request("http://127.0.0.1/");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("routes /api/v1 to the provider, not to Remix", async () => {
    const response = await app().request("http://127.0.0.1/api/v1/users/");
    expect(await response.json()).toEqual({ ok: true });
    expect(apiCalls.at(-1)?.url).toBe("http://127.0.0.1/api/v1/users/");
  });

  it("puts every API answer, stored files included, under a sandbox policy with nosniff", async () => {
    const response = await app().request("http://127.0.0.1/api/v1/media/0123456789abcdef0123456789abcdef.pdf");
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("trusts APP_URL's origin for posts behind a proxy", async () => {
    // A proxy keeps the public Host; the socket-side URL is plain http.
    const headers = { Host: "backoffice.example", "Content-Type": "application/x-www-form-urlencoded" };
    const trusted = await app().request("http://127.0.0.1/", {
      method: "POST",
      headers: { ...headers, Origin: "https://backoffice.example" },
    });
    expect(trusted.status).toBe(200);
    const foreign = await app().request("http://127.0.0.1/", { method: "POST", headers: { ...headers, Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
  });

  it("agrees with Remix's own Origin check behind a proxy: 200 or 403, never 500", async () => {
    const post = (headers: Record<string, string>) =>
      app().request("http://127.0.0.1:3000/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "a=1",
      });
    // The proxy forwards to the app's own address: Host is not the public one.
    expect((await post({ Host: "127.0.0.1:3000", Origin: "https://backoffice.example" })).status).toBe(200);
    // A client-sent X-Forwarded-Host is not trusted, and does not turn a good request into a 500.
    expect((await post({ Host: "127.0.0.1:3000", Origin: "http://127.0.0.1:3000", "X-Forwarded-Host": "evil.example" })).status).toBe(200);
    expect((await post({ Host: "backoffice.example", Origin: "https://backoffice.example", "X-Forwarded-Host": "evil.example" })).status).toBe(200);
    expect((await post({ Host: "127.0.0.1:3000", Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" })).status).toBe(403);
  });

  it("refuses an app request body over the limit before Remix reads it, and lets one at the limit through", async () => {
    const cookie = await signedSessionCookie();
    const post = (bytes: number) =>
      app().request("http://127.0.0.1/", {
        method: "POST",
        headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new Uint8Array(bytes),
      });
    expect((await post(MAX_APP_BODY_BYTES + 1)).status).toBe(413);
    expect((await post(MAX_APP_BODY_BYTES)).status).toBe(200);
  });

  it("holds a post without a signed-in session to 64 KB: past that its action gets no body (nine signed-out posts of 21 MB refused every form; decision 087)", async () => {
    const post = async (bytes: number, cookie?: string) => {
      const response = await app().request("http://127.0.0.1/", {
        method: "POST",
        headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        body: new Uint8Array(bytes),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { actionData: { root: { bytes: number } } }).actionData.root.bytes;
    };
    expect(await post(MAX_SIGNED_OUT_FORM_BYTES)).toBe(MAX_SIGNED_OUT_FORM_BYTES);
    expect(await post(MAX_SIGNED_OUT_FORM_BYTES + 1)).toBe(0);
    const signedIn = await signedSessionCookie();
    expect(await post(MAX_SIGNED_OUT_FORM_BYTES + 1, signedIn)).toBe(MAX_SIGNED_OUT_FORM_BYTES + 1);
    // A made-up signature, and another signed cookie's value (the toast's) under the session's name, are no session.
    const [name, value = ""] = signedIn.split("=");
    expect(await post(MAX_SIGNED_OUT_FORM_BYTES + 1, `${name}=${value.slice(0, -4)}AAAA`)).toBe(0);
    const toastValue = (await signedSessionCookie({ toast: "Saved" })).split("=")[1];
    expect(await post(MAX_SIGNED_OUT_FORM_BYTES + 1, `${name}=${toastValue}`)).toBe(0);
  });

  it("lets a form with ten 2 MB images through, as a browser sends it (multipart, Content-Length)", async () => {
    const form = new FormData();
    form.set("title", "Gallery");
    for (let index = 0; index < 10; index += 1) {
      form.append(`images[${index}].file`, new File([new Uint8Array(MAX_UPLOAD_BYTES)], `image-${index}-with-a-long-name.png`, { type: "image/png" }));
      form.append(`images[${index}].caption`, "x".repeat(200));
    }
    const encoded = new Request("http://127.0.0.1/", { method: "POST", body: form });
    const body = new Uint8Array(await encoded.arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(10 * MAX_UPLOAD_BYTES);
    const response = await app().request("http://127.0.0.1/", {
      method: "POST",
      headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", cookie: await signedSessionCookie(), "Content-Type": encoded.headers.get("Content-Type")!, "Content-Length": String(body.byteLength) },
      body,
    });
    expect(response.status).toBe(200);
  });

  it("answers a form past the cap with the form-too-large page (413), its message and the way back, without JavaScript", async () => {
    const response = await app().request("http://127.0.0.1/technology/add?page=2", {
      method: "POST",
      headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", cookie: await signedSessionCookie(), "Content-Type": "multipart/form-data; boundary=x" },
      body: new Uint8Array(MAX_APP_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      path: FORM_TOO_LARGE_PATH,
      actionData: {
        "routes/request-too-large": { status: "error", error: { "": [messages.formTooLarge] }, back: "/technology/add?page=2" },
      },
    });
  });

  it("answers a form past the cap sent by Remix's JavaScript (.data) with 413 and the message as the action's data", async () => {
    const response = await app().request("http://127.0.0.1/technology/add.data", {
      method: "POST",
      headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", cookie: await signedSessionCookie(), "Content-Type": "multipart/form-data; boundary=x" },
      body: new Uint8Array(MAX_APP_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toBe("text/x-script");
    const encoded = await response.text();
    expect(encoded).toContain(messages.formTooLarge);
    expect(encoded).toContain("/technology/add");
  });

  it("hands actions only readable forms: 415 for other types, 400 for a multipart body that cannot be parsed", async () => {
    const post = (body: BodyInit, contentType?: string) =>
      app().request("http://127.0.0.1/", {
        method: "POST",
        headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", ...(contentType ? { "Content-Type": contentType } : {}) },
        body,
      });
    expect((await post("{}", "application/json")).status).toBe(415);
    expect((await post("a=1")).status).toBe(415);
    expect((await post("--x\r\nno end", "multipart/form-data; boundary=x")).status).toBe(400);
    expect((await post("a=1", "application/x-www-form-urlencoded")).status).toBe(200);
    const form = new FormData();
    form.set("a", "1");
    expect((await post(form)).status).toBe(200);
  });

  it("parses multipart bodies within the page concurrency limit, not all at once", async () => {
    let parsing = 0;
    let most = 0;
    const original = Request.prototype.formData;
    const spy = vi.spyOn(Request.prototype, "formData").mockImplementation(async function (this: Request) {
      parsing += 1;
      most = Math.max(most, parsing);
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await original.call(this);
      } finally {
        parsing -= 1;
      }
    });
    try {
      const limited = createServerApp({ ...config, pageConcurrency: 2 }, { build, api, clientDir });
      const posts = Array.from({ length: 8 }, () => {
        const form = new FormData();
        form.set("a", "1");
        return limited.request("http://127.0.0.1/", { method: "POST", headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1" }, body: form });
      });
      expect((await Promise.all(posts)).map((response) => response.status)).toEqual(Array(8).fill(200));
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("reads a form's body before it takes a render slot: slow senders keep no page waiting", async () => {
    const limited = createServerApp({ ...config, pageConcurrency: 1 }, { build, api, clientDir });
    const dribbles: ReadableStreamDefaultController<Uint8Array>[] = [];
    const slowPosts = Array.from({ length: 2 }, () =>
      limited.request("http://127.0.0.1/", {
        method: "POST",
        // Multipart, which the server parses itself (unreadableMultipart) as an action would.
        headers: { Host: "127.0.0.1", Origin: "http://127.0.0.1", "Content-Type": "multipart/form-data; boundary=XX", "Content-Length": "100" },
        body: new ReadableStream<Uint8Array>({ start: (controller) => void dribbles.push(controller) }),
        duplex: "half",
      } as RequestInit),
    );
    // The posts have sent a first byte and nothing more.
    for (const dribble of dribbles) dribble.enqueue(new TextEncoder().encode('--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n'));
    const page = await Promise.race([limited.request("http://127.0.0.1/"), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000))]);
    expect(page?.status).toBe(200);
    // Cut short, they are forms that cannot be read.
    for (const dribble of dribbles) dribble.close();
    for (const post of await Promise.all(slowPosts)) expect(post.status).toBe(400);
  });

  it("over a socket, sets the client address for Remix and the provider", async () => {
    const server = serve({ fetch: app().fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } });
      expect(await page.json()).toMatchObject({ clientIp: "127.0.0.1" });
      await fetch(`http://127.0.0.1:${port}/api/v1/login/`, { method: "POST", headers: { "X-Forwarded-For": "6.6.6.6" } });
      expect(apiCalls.at(-1)?.clientIp).toBe("127.0.0.1");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("behind TRUSTED_PROXIES, takes the browser's address from X-Forwarded-For, past no untrusted hop", async () => {
    const behindProxy = createServerApp({ ...config, trustedProxies: ["loopback", "10.0.0.0/8"] }, { build, api, clientDir });
    const server = serve({ fetch: behindProxy.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const seenBy = async (forwardedFor: string) => {
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } });
      const remix = ((await page.json()) as { clientIp: string }).clientIp;
      await fetch(`http://127.0.0.1:${port}/api/v1/login/`, { method: "POST", headers: { "X-Forwarded-For": forwardedFor } });
      return { remix, api: apiCalls.at(-1)?.clientIp };
    };
    try {
      expect(await seenBy("203.0.113.7")).toEqual({ remix: "203.0.113.7", api: "203.0.113.7" });
      // A client-written first hop stays behind the untrusted address that sent it.
      expect(await seenBy("6.6.6.6, 203.0.113.7, 10.1.2.3")).toEqual({ remix: "203.0.113.7", api: "203.0.113.7" });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("createServerApp with API_URL: stored files passed through", () => {
  // Another API v1 that serves whatever it likes for its stored files.
  const upstreamFiles: Record<string, { type: string; disposition?: string; body: string }> = {
    "a.pdf": { type: "application/pdf", disposition: 'inline; filename="cv.pdf"', body: "%PDF-1.4" },
    "b.png": { type: "image/png", disposition: "inline; filename*=UTF-8''evil.html", body: "png" },
    "c.html": { type: "text/html; charset=utf-8", disposition: "inline; filename=page.html", body: "<script>alert(1)</script>" },
    "d.jpg": { type: "image/jpeg", body: "jpeg" },
  };
  let upstream: Server;
  let apiUrl: string;

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const file = upstreamFiles[decodeURIComponent(request.url?.replace("/api/v1/media/", "") ?? "")];
      if (!file) {
        response.writeHead(404, { "Content-Type": "application/json" }).end('{"detail":"Not found."}');
        return;
      }
      response.writeHead(200, { "Content-Type": file.type, ...(file.disposition ? { "Content-Disposition": file.disposition } : {}) });
      response.end(file.body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  const media = (name: string) => createServerApp({ ...config, apiUrl }, { build, clientDir }).request(`http://127.0.0.1/api/v1/media/${name}`);

  it("serves documents as attachments and images inline, sandboxed, with the extension of the type", async () => {
    const pdf = await media("a.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe("attachment; filename*=UTF-8''cv.pdf");
    expect(pdf.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(pdf.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await pdf.text()).toBe("%PDF-1.4");

    const png = await media("b.png");
    expect(png.headers.get("Content-Type")).toBe("image/png");
    expect(png.headers.get("Content-Disposition")).toBe("inline; filename*=UTF-8''evil.png");

    const jpeg = await media("d.jpg");
    expect(jpeg.headers.get("Content-Disposition")).toBe("inline; filename*=UTF-8''d.jpg");
  });

  it("downloads a type the app never stores as plain bytes", async () => {
    const page = await media("c.html");
    expect(page.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(page.headers.get("Content-Disposition")).toBe("attachment; filename*=UTF-8''page.html");
    expect(page.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
  });

  it("answers 404 for a file the backend does not have", async () => {
    const missing = await media("nothing.png");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: "Not found." });
  });
});
