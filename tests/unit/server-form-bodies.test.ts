import { describe, expect, it } from "vitest";
import { createFormBodyBudget } from "../../server/form-bodies";

function streamed() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (given) => void (controller = given) });
  const request = new Request("http://127.0.0.1/", { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, controller };
}

const bytes = (count: number) => new Uint8Array(count).fill(97);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createFormBodyBudget", () => {
  it("reads a whole body, counts it until released", async () => {
    const budget = createFormBodyBudget(100);
    const held = await budget.read(new Request("http://127.0.0.1/", { method: "POST", body: "a=1&b=2" }));
    if (typeof held === "string") throw new Error(held);
    expect(new TextDecoder().decode(held.body)).toBe("a=1&b=2");
    expect(budget.held).toBe(7);
    held.release();
    held.release();
    expect(budget.held).toBe(0);
  });

  it("holds of a slow sender only what it sent so far", async () => {
    const budget = createFormBodyBudget(100);
    const { request, controller } = streamed();
    const reading = budget.read(request);
    controller.enqueue(bytes(3));
    await tick();
    expect(budget.held).toBe(3);
    controller.enqueue(bytes(4));
    controller.close();
    const held = await reading;
    expect(budget.held).toBe(7);
    if (typeof held !== "string") held.release();
    expect(budget.held).toBe(0);
  });

  it("refuses the body that would pass the budget, and gives its bytes back", async () => {
    const budget = createFormBodyBudget(10);
    const first = await budget.read(new Request("http://127.0.0.1/", { method: "POST", body: bytes(6) }));
    expect(await budget.read(new Request("http://127.0.0.1/", { method: "POST", body: bytes(6) }))).toBe("over");
    expect(budget.held).toBe(6);
    if (typeof first !== "string") first.release();
    expect(await budget.read(new Request("http://127.0.0.1/", { method: "POST", body: bytes(6) }))).not.toBe("over");
  });

  it("answers broken when the sender breaks off, holding nothing", async () => {
    const budget = createFormBodyBudget(100);
    const { request, controller } = streamed();
    const reading = budget.read(request);
    controller.enqueue(bytes(5));
    await tick();
    controller.error(new Error("connection reset"));
    expect(await reading).toBe("broken");
    expect(budget.held).toBe(0);
  });
});

describe("createFormBodyBudget's share per client", () => {
  it("refuses a client past its share while others still get theirs, and forgets a client holding nothing", async () => {
    const budget = createFormBodyBudget(20, 8);
    const post = (size: number) => new Request("http://127.0.0.1/", { method: "POST", body: bytes(size) });
    const first = await budget.read(post(6), "203.0.113.7");
    expect(await budget.read(post(3), "203.0.113.7")).toBe("over");
    expect(budget.heldBy("203.0.113.7")).toBe(6);
    const other = await budget.read(post(8), "198.51.100.2");
    expect(typeof other).not.toBe("string");
    expect(budget.held).toBe(14);
    if (typeof first !== "string") first.release();
    expect(budget.heldBy("203.0.113.7")).toBe(0);
    expect(typeof (await budget.read(post(8), "203.0.113.7"))).not.toBe("string");
  });
});
