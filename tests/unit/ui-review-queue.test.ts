import { describe, expect, it } from "vitest";
import { decisionChart, formatDuration, niceCeiling, shortDay } from "~/utils/review-queue";

const day = (date: string, approved: number, rejected: number) => ({ date, approved, rejected });

describe("niceCeiling", () => {
  it("ends the axis on 1, 2 or 5 times a power of ten, never below 1", () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11, 21, 99, 101].map(niceCeiling)).toEqual([1, 1, 2, 5, 5, 10, 10, 20, 50, 100, 200]);
  });
});

describe("decisionChart", () => {
  const size = { width: 332, height: 120 };
  // plot: left 32, right 328 (296 wide), top 8, bottom 100 (92 high).
  it("stacks rejected on approved, scaled to the axis maximum", () => {
    const chart = decisionChart([day("2026-11-22", 3, 1), day("2026-11-23", 0, 0)], size);
    expect(chart.axisMax).toBe(5);
    const [first, empty] = chart.bars;
    expect(first?.approved).toEqual({ y: 100 - 55.2, height: 55.2 });
    expect(first?.rejected).toEqual({ y: 100 - 55.2 - 18.4, height: 18.4 });
    expect(empty?.approved.height).toBe(0);
    expect(empty?.rejected.height).toBe(0);
    // Two slots of 148: bars 70 % of a slot, centred in it.
    expect(first?.width).toBe(103.6);
    expect(first?.x).toBe(32 + 22.2);
    expect(empty?.x).toBe(32 + 148 + 22.2);
  });

  it("puts ticks at 0, half and the maximum, and a flat chart's axis at 1", () => {
    expect(decisionChart([day("2026-11-23", 10, 10)], size).ticks).toEqual([
      { value: 0, y: 100 },
      { value: 10, y: 54 },
      { value: 20, y: 8 },
    ]);
    const flat = decisionChart([day("2026-11-23", 0, 0)], size);
    expect(flat.axisMax).toBe(1);
    expect(flat.ticks.map((tick) => tick.value)).toEqual([0, 1]);
  });

  it("never draws a bar above the plot", () => {
    const chart = decisionChart([day("a", 7, 0), day("b", 3, 4), day("c", 0, 7)], size);
    for (const bar of chart.bars) expect(bar.rejected.y).toBeGreaterThanOrEqual(chart.plot.top);
  });
});

describe("formatDuration", () => {
  it("words the median time to a decision in its largest units", () => {
    expect(formatDuration(0)).toBe("0 s");
    expect(formatDuration(59.4)).toBe("59 s");
    expect(formatDuration(60)).toBe("1 min");
    expect(formatDuration(3600)).toBe("1 h");
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe("3 h 5 min");
    expect(formatDuration(86_400)).toBe("1 d");
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe("2 d 4 h");
  });
});

describe("shortDay", () => {
  it("reads a UTC date without a time zone", () => {
    expect(shortDay("2026-11-03")).toBe("3 Nov");
    expect(shortDay("2026-01-31")).toBe("31 Jan");
  });
});
