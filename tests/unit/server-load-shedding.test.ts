import { afterEach, describe, expect, it, vi } from "vitest";
import { createLoadShedder, RETRY_AFTER_SECONDS } from "../../server/load-shedding";

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

afterEach(() => vi.useRealTimers());

describe("createLoadShedder", () => {
  it("runs `concurrency` at once, queues up to `maxQueued`, and sheds the rest at once with 503 and Retry-After", async () => {
    const log = vi.fn();
    const shedder = createLoadShedder({ concurrency: 2, maxQueued: 3, maxWaitMs: 60_000, log });
    const gate = deferred();
    let started = 0;
    const task = async () => {
      started += 1;
      await gate.done;
      return new Response("page");
    };
    const answers = Array.from({ length: 10 }, () => shedder.run(task));
    await Promise.resolve();
    expect(started).toBe(2);
    expect(shedder.queued).toBe(3);

    gate.release();
    const responses = await Promise.all(answers);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 503, 503, 503, 503, 503]);
    const shed = responses[9];
    expect(shed?.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await shed?.text()).toMatch(/busy/);
    expect(started).toBe(5);
  });

  it("sheds a queued request whose wait passed maxWaitMs instead of rendering it", async () => {
    vi.useFakeTimers();
    const shedder = createLoadShedder({ concurrency: 1, maxQueued: 10, maxWaitMs: 5_000, log: () => undefined });
    const gate = deferred();
    const slow = shedder.run(async () => {
      await gate.done;
      return new Response("first");
    });
    await vi.advanceTimersByTimeAsync(0);
    const rendered = vi.fn(async () => new Response("second"));
    const waiting = shedder.run(rendered);
    await vi.advanceTimersByTimeAsync(6_000);
    gate.release();
    expect((await slow).status).toBe(200);
    expect((await waiting).status).toBe(503);
    expect(rendered).not.toHaveBeenCalled();
  });

  it("answers a queued request with 503 when its wait runs out, while every slot is still busy", async () => {
    vi.useFakeTimers();
    const shedder = createLoadShedder({ concurrency: 1, maxQueued: 10, maxWaitMs: 5_000, log: () => undefined });
    const gate = deferred();
    const stuck = shedder.run(async () => {
      await gate.done;
      return new Response("stuck");
    });
    await vi.advanceTimersByTimeAsync(0);
    const rendered = vi.fn(async () => new Response("second"));
    let answered: Response | undefined;
    void shedder.run(rendered).then((response) => (answered = response));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(answered?.status).toBe(503);
    // Its turn passes at once: the next request runs as soon as the slot frees.
    gate.release();
    expect((await stuck).status).toBe(200);
    expect((await shedder.run(async () => new Response("third"))).status).toBe(200);
    expect(rendered).not.toHaveBeenCalled();
  });

  it("rejects, not hangs, when a task that waited for its slot throws before answering", async () => {
    const shedder = createLoadShedder({ concurrency: 1, maxQueued: 10, maxWaitMs: 5_000, log: () => undefined });
    const gate = deferred();
    const first = shedder.run(async () => {
      await gate.done;
      return new Response("first");
    });
    const throwing = shedder.run(() => {
      throw new Error("no page");
    });
    gate.release();
    expect((await first).status).toBe(200);
    await expect(throwing).rejects.toThrow("no page");
  });

  it("logs shed requests once a second with their count", async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const shedder = createLoadShedder({ concurrency: 1, maxQueued: 0, maxWaitMs: 5_000, log });
    const gate = deferred();
    const running = shedder.run(async () => {
      await gate.done;
      return new Response("ok");
    });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 7; i++) expect((await shedder.run(async () => new Response("no"))).status).toBe(503);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/shed 7 request/);
    gate.release();
    await running;
  });
});
