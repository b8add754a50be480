import { describe, expect, it } from "vitest";
import { createRepeatedFormGuard } from "../../server/repeated-forms";

const ORIGIN = "http://127.0.0.1:3000";
const SESSION = "__Host-session";

function post(path: string, body: string, headers: Record<string, string> = {}): [Request, Uint8Array] {
  const bytes = new TextEncoder().encode(body);
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie: `${SESSION}=abc`, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: bytes,
  });
  return [request, bytes];
}

/** A multipart body as a browser sends it, with its own boundary. */
function multipart(boundary: string, fields: [string, string][]): [Request, Uint8Array] {
  const body = `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`;
  return post("/manage-subscription/client/add", body, { "content-type": `multipart/form-data; boundary=${boundary}` });
}

const redirect = (cookie: string) => new Response(null, { status: 302, headers: [["location", "/manage-subscription/client"], ["set-cookie", cookie], ["set-cookie", "b=2"]] });

function counted() {
  const calls = { runs: 0 };
  const handle = async () => {
    calls.runs++;
    return redirect(`toast=${calls.runs}`);
  };
  return { calls, handle };
}

describe("createRepeatedFormGuard", () => {
  it("runs the same form sent twice at once only once, and answers both with its redirect and cookies", async () => {
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION });
    let runs = 0;
    let finish!: () => void;
    const handle = async () => {
      runs++;
      await new Promise<void>((resolve) => (finish = resolve));
      return redirect("toast=created");
    };
    const answers = [guard.once(guard.keyOf(...post("/technology/add", "title=Rust&status=1")), handle), guard.once(guard.keyOf(...post("/technology/add", "title=Rust&status=1")), handle)];
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

  it("replays the redirect to a second send that carries the first answer's toast cookie", async () => {
    // The browser keeps the first answer's cookies although it drops that answer for the second send.
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION });
    const { calls, handle } = counted();
    await guard.once(guard.keyOf(...post("/technology/add", "title=Rust")), handle);
    const second = await guard.once(guard.keyOf(...post("/technology/add", "title=Rust", { cookie: `${SESSION}=abc; __Host-toast=signed` })), handle);
    expect(calls.runs).toBe(1);
    expect(second.headers.getSetCookie()[0]).toBe("toast=1");
  });

  it("replays a redirect within the window, not after it", async () => {
    let now = 1_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const guard = createRepeatedFormGuard({ sessionCookie: SESSION, windowMs: 5_000 });
      const { calls, handle } = counted();
      const key = guard.keyOf(...post("/technology/add", "title=Go"));
      await guard.once(key, handle);
      now += 4_000;
      expect((await guard.once(key, handle)).headers.getSetCookie()[0]).toBe("toast=1");
      now += 2_000;
      expect((await guard.once(key, handle)).headers.getSetCookie()[0]).toBe("toast=2");
      expect(calls.runs).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });

  it("keeps only a browser's last form: A, then B, then A again runs A again", async () => {
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION });
    const { calls, handle } = counted();
    const agencyA = guard.keyOf(...post("/manage-user/client-details/7/assign-agency", "agency=1"));
    const agencyB = guard.keyOf(...post("/manage-user/client-details/7/assign-agency", "agency=2"));
    await guard.once(agencyA, handle);
    await guard.once(agencyB, handle);
    await guard.once(agencyA, handle);
    expect(calls.runs).toBe(3);
    // Another browser's forms are its own.
    const otherBrowser = guard.keyOf(...post("/manage-user/client-details/7/assign-agency", "agency=1", { cookie: `${SESSION}=other` }));
    await guard.once(otherBrowser, handle);
    expect(calls.runs).toBe(4);
  });

  it("runs a form again after an answer that is not a redirect (a refusal, an error)", async () => {
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION });
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

  it("tells forms apart by fields and path, browsers by session and address; a multipart body by its fields, not its boundary", () => {
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION });
    const key = (request: [Request, Uint8Array], client = "10.0.0.1") => guard.keyOf(request[0], request[1], client);
    const base = key(post("/technology/add", "title=Rust"));
    expect(key(post("/technology/add", "title=Rust"))).toEqual(base);
    expect(key(post("/technology/add", "title=Rust2"))?.form).not.toBe(base?.form);
    expect(key(post("/profile-type/add", "title=Rust"))?.form).not.toBe(base?.form);
    expect(key(post("/technology/add", "title=Rust", { cookie: `${SESSION}=other` }))?.browser).not.toBe(base?.browser);
    expect(key(post("/technology/add", "title=Rust"), "10.0.0.2")?.browser).not.toBe(base?.browser);
    const gold = (boundary: string, price: string) =>
      key(
        multipart(boundary, [
          ["name", "Gold"],
          ["price", price],
        ]),
      );
    expect(gold("----WebKitFormBoundaryA1", "10")).toEqual(gold("----WebKitFormBoundaryZ9", "10"));
    expect(gold("----WebKitFormBoundaryA1", "10")?.form).not.toBe(gold("----WebKitFormBoundaryZ9", "11")?.form);
    // One field whose text holds what looks like a boundary and a second field is not two fields.
    const boundary = "----WebKitFormBoundaryA1";
    const two = key(
      multipart(boundary, [
        ["a", "x"],
        ["b", "y"],
      ]),
    );
    const one = key(multipart(boundary, [["a", `x\r\n--\r\nContent-Disposition: form-data; name="b"\r\n\r\ny`]]));
    expect(one?.form).not.toBe(two?.form);
  });

  it("leaves alone Remix's data requests, posts without a session and other methods", () => {
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION });
    expect(guard.keyOf(...post("/technology/add.data", "title=Rust"))).toBeUndefined();
    expect(guard.keyOf(...post("/technology/add?_data=routes%2Fx", "title=Rust"))).toBeUndefined();
    expect(guard.keyOf(...post("/login", "username=a", { cookie: "__Host-toast=signed" }))).toBeUndefined();
    const [patch, body] = post("/technology/1", "title=Rust");
    expect(guard.keyOf(new Request(patch.url, { method: "PUT", headers: patch.headers, body: "title=Rust" }), body)).toBeUndefined();
  });

  it("remembers at most its bound of browsers", async () => {
    const guard = createRepeatedFormGuard({ sessionCookie: SESSION, maxBrowsers: 3 });
    for (let index = 0; index < 10; index++) {
      await guard.once(guard.keyOf(...post("/technology/add", "title=T", { cookie: `${SESSION}=s${index}` })), async () => redirect("t=1"));
    }
    expect(guard.size).toBe(3);
  });
});
