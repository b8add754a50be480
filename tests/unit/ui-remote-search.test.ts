import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRemoteSearch, type ComboOption, type RemoteSearchState } from "~/ui/remote-search";

const india: ComboOption = { id: "7", label: "India" };

function setup(answer: (text: string) => Promise<readonly ComboOption[]> = async () => [india], minChars = 3) {
  const states: RemoteSearchState[] = [];
  const load = vi.fn((text: string, _signal: AbortSignal) => answer(text));
  const search = createRemoteSearch({ minChars, load, onChange: (state) => states.push(state) });
  return { search, load, states, last: () => states.at(-1) };
}

describe("remote search of a combo box (spec §9: 3 characters, 1 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks nothing below the minimum: two characters stay idle", async () => {
    const { search, load, last } = setup();
    search.input("In");
    search.input("  In ");
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
    expect(last()).toEqual({ status: "idle" });
  });

  it("waits for a 1 s pause in typing, then asks once, for the last text", async () => {
    const { search, load, last } = setup();
    search.input("Ind");
    await vi.advanceTimersByTimeAsync(600);
    search.input("Indi");
    await vi.advanceTimersByTimeAsync(999);
    expect(load).not.toHaveBeenCalled();
    expect(last()).toEqual({ status: "waiting", text: "Indi" });
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe("Indi");
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: "done", text: "Indi", options: [india] });
  });

  it("says when nothing matches (the field shows its empty text)", async () => {
    const { search, last } = setup(async () => []);
    search.input("Zzz");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: "done", text: "Zzz", options: [] });
  });

  it("drops the answer to an older text and aborts its request", async () => {
    let release: (options: ComboOption[]) => void = () => {};
    const { search, load, states, last } = setup((text) => (text === "Ind" ? new Promise((resolve) => (release = resolve)) : Promise.resolve([{ id: "9", label: "Indonesia" }])));
    search.input("Ind");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: "loading", text: "Ind" });
    search.input("Indo");
    expect(load.mock.calls[0]?.[1].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    release([india]);
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: "done", text: "Indo", options: [{ id: "9", label: "Indonesia" }] });
    expect(states.some((state) => state.status === "done" && state.text === "Ind")).toBe(false);
  });

  it("reports a failed request, and 'more than 2' for the agency filter is the same minimum of 3", async () => {
    const { search, last } = setup(() => Promise.reject(new Error("offline")), 3);
    search.input("Acm");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ status: "failed", text: "Acm" });
  });
});
