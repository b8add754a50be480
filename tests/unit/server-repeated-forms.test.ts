import { describe, expect, it } from "vitest";
import { createRepeatedFormGuard } from "../../server/repeated-forms";

const ORIGIN = "http://127.0.0.1:3000";

function post(path: string, body: string, headers: Record<string, string> = {}): [Request, Uint8Array] {
  const bytes = new TextEncoder().encode(body);
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie: "__Host-session=abc", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: bytes,
  });
  return [request, bytes];
}

/** A multipart body as a browser sends it, with its own boundary. */
function multipart(boundary: string, fields: Record<string, string>): [Request, Uint8Array] {
  const body = `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("")}--${boundary}--\r\n`;
  return post("/manage-subscription/client/add", body, { "content-type": `multipart/form-data; boundary=${boundary}` });
}

const redirect = (cookie: string) => new Response(null, { status: 302, headers: [["location", "/manage-subscription/client"], ["set-cookie", cookie], ["set-cookie", "b=2"]] });

describe("createRepeatedFormGuard", () => {
  it("runs the same form sent twice at once only once, and answers both with its redirect and cookies", async () => {
    const guard = createRepeatedFormGuard();
    let runs = 0;
    let finish!: () => void;
    const handle = async () => {
      runs++;
      await new Promise<void>((resolve) => (finish = resolve));
      return redirect("toast=created");
    };
    const [first, firstBody] = post("/technology/add", "title=Rust&status=1");
    const [second, secondBody] = post("/technology/add", "title=Rust&status=1");
    const answers = [guard.once(guard.keyOf(first, firstBody), handle), guard.once(guard.keyOf(second, secondBody), handle)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    const [a, b] = await Promise.all(answers);
    expect(runs).toBe(1);
    for (const answer of [a, b]) {
      expect(answer?.status).toBe(302);
      expect(answer?.headers.get("location")).toBe("/manage-subscription/client");
      expect(answer?.headers.getSetCookie()).toEqual(["toast=created", "b=2"]);
    }
  });

  it("replays a redirect within the window, not after it", async () => {
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const guard = createRepeatedFormGuard({ windowMs: 10_000 });
      let runs = 0;
      const handle = async () => {
        runs++;
        return redirect(`toast=${runs}`);
      };
      const key = guard.keyOf(...post("/technology/add", "title=Go"));
      await guard.once(key, handle);
      now += 9_000;
      expect((await guard.once(key, handle)).headers.getSetCookie()[0]).toBe("toast=1");
      now += 2_000;
      expect((await guard.once(key, handle)).headers.getSetCookie()[0]).toBe("toast=2");
      expect(runs).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });

  it("runs a form again after an answer that is not a redirect (a refusal, an error)", async () => {
    const guard = createRepeatedFormGuard();
    const key = guard.keyOf(...post("/technology/add", "title="));
    let runs = 0;
    const refuse = async () => {
      runs++;
      return new Response("This field is required.", { status: 400 });
    };
    await guard.once(key, refuse);
    await guard.once(key, refuse);
    await expect(
      guard.once(key, async () => {
        runs++;
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    await guard.once(key, refuse);
    expect(runs).toBe(4);
  });

  it("tells forms apart by fields, path, cookies and client; a multipart body by its fields, not its boundary", () => {
    const guard = createRepeatedFormGuard();
    const key = (request: [Request, Uint8Array], client = "10.0.0.1") => guard.keyOf(request[0], request[1], client);
    const base = key(post("/technology/add", "title=Rust"));
    expect(key(post("/technology/add", "title=Rust"))).toBe(base);
    expect(key(post("/technology/add", "title=Rust2"))).not.toBe(base);
    expect(key(post("/profile-type/add", "title=Rust"))).not.toBe(base);
    expect(key(post("/technology/add", "title=Rust", { cookie: "__Host-session=other" }))).not.toBe(base);
    expect(key(post("/technology/add", "title=Rust"), "10.0.0.2")).not.toBe(base);
    expect(key(multipart("----WebKitFormBoundaryA1", { name: "Gold", price: "10" }))).toBe(key(multipart("----WebKitFormBoundaryZ9", { name: "Gold", price: "10" })));
    expect(key(multipart("----WebKitFormBoundaryA1", { name: "Gold", price: "10" }))).not.toBe(key(multipart("----WebKitFormBoundaryZ9", { name: "Gold", price: "11" })));
  });

  it("leaves alone Remix's data requests, posts without cookies and other methods", () => {
    const guard = createRepeatedFormGuard();
    expect(guard.keyOf(...post("/technology/add.data", "title=Rust"))).toBeUndefined();
    expect(guard.keyOf(...post("/technology/add?_data=routes%2Fx", "title=Rust"))).toBeUndefined();
    const [anonymous] = post("/login", "username=a");
    const withoutCookie = new Request(anonymous.url, { method: "POST", body: "username=a", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(guard.keyOf(withoutCookie, new Uint8Array())).toBeUndefined();
    const [patch, body] = post("/technology/1", "title=Rust");
    expect(guard.keyOf(new Request(patch.url, { method: "PUT", headers: patch.headers, body: "title=Rust" }), body)).toBeUndefined();
  });

  it("remembers at most its bound", async () => {
    const guard = createRepeatedFormGuard({ maxRemembered: 3 });
    for (let index = 0; index < 10; index++) await guard.once(guard.keyOf(...post("/technology/add", `title=T${index}`)), async () => redirect("t=1"));
    expect(guard.size).toBe(3);
  });
});
