import { getRequestListener } from "@hono/node-server";
import { beforeAll, describe, expect, it } from "vitest";

// @hono/node-server puts its lightweight Response in place of the global one when a server is
// made, as `npm start` does; the embedded API's answers are read through it (decision 066).
beforeAll(() => {
  getRequestListener(() => new Response(null));
});

describe("the server's Response, read in-process", () => {
  it("is @hono/node-server's lightweight one in this file", () => {
    expect(String(Response)).toContain("Response$1");
  });

  it("answers a string body's text and JSON as it was given, with its status and headers", async () => {
    const text = new Response("plain", { status: 201, headers: { "x-kind": "text" } });
    expect(await text.text()).toBe("plain");
    expect(text.status).toBe(201);
    expect(text.headers.get("x-kind")).toBe("text");
    const json = new Response(JSON.stringify({ count: 2, results: ["a", "b"] }));
    expect(await json.json()).toEqual({ count: 2, results: ["a", "b"] });
  });

  it("is used up once read, as a native Response is", async () => {
    const response = new Response("once");
    await response.text();
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    await expect(response.json()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it("refuses a second read before anything else was asked of it", async () => {
    const response = new Response("[1]");
    await response.json();
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it("rejects JSON that does not parse, and is then used up", async () => {
    const response = new Response("{not json");
    await expect(response.json()).rejects.toThrow(SyntaxError);
    expect(response.bodyUsed).toBe(true);
  });

  it("reads other bodies through the native Response", async () => {
    expect(await new Response(new TextEncoder().encode("bytes")).text()).toBe("bytes");
    expect(await new Response(null).text()).toBe("");
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"streamed":true}'));
        controller.close();
      },
    });
    expect(await new Response(stream).json()).toEqual({ streamed: true });
  });
});
