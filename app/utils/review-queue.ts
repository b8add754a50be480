// The dashboard's review queue (decision 049): the geometry of the decisions-per-day chart, drawn
// as SVG on the server, and the wording of its figures. Pure: unit tested.

export type DayDecisions = { date: string; approved: number; rejected: number };

export type ChartBar = {
  date: string;
  x: number;
  width: number;
  /** Approved at the bottom of the stack, rejected on top of it; height 0 when none. */
  approved: { y: number; height: number };
  rejected: { y: number; height: number };
};

export type DecisionChart = {
  width: number;
  height: number;
  /** The plot area inside the axis labels. */
  plot: { left: number; top: number; right: number; bottom: number };
  bars: ChartBar[];
  /** Horizontal grid lines with their value, from 0 up to the axis maximum. */
  ticks: { value: number; y: number }[];
  axisMax: number;
};

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1): the y axis ends on a round number. */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Whole-number ticks: 0, the maximum and, when it divides evenly, its half. */
function tickValues(axisMax: number): number[] {
  return axisMax >= 2 && axisMax % 2 === 0 ? [0, axisMax / 2, axisMax] : [0, axisMax];
}

const round = (value: number) => Math.round(value * 100) / 100;

export function decisionChart(days: readonly DayDecisions[], size = { width: 600, height: 180 }, margin = { left: 32, bottom: 20 }): DecisionChart {
  const plot = { left: margin.left, top: 8, right: size.width - 4, bottom: size.height - margin.bottom };
  const plotHeight = plot.bottom - plot.top;
  const axisMax = niceCeiling(Math.max(0, ...days.map((day) => day.approved + day.rejected)));
  const slot = days.length ? (plot.right - plot.left) / days.length : 0;
  const barWidth = round(slot * 0.7);
  const heightOf = (count: number) => round((count / axisMax) * plotHeight);
  const bars = days.map((day, index) => {
    const approvedHeight = heightOf(day.approved);
    const rejectedHeight = heightOf(day.rejected);
    return {
      date: day.date,
      x: round(plot.left + index * slot + (slot - barWidth) / 2),
      width: barWidth,
      approved: { y: round(plot.bottom - approvedHeight), height: approvedHeight },
      rejected: { y: round(plot.bottom - approvedHeight - rejectedHeight), height: rejectedHeight },
    };
  });
  const ticks = tickValues(axisMax).map((value) => ({ value, y: round(plot.bottom - (value / axisMax) * plotHeight) }));
  return { width: size.width, height: size.height, plot, bars, ticks, axisMax };
}

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": the median time from a request to its decision. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "23 Nov" from "2026-11-23" (a UTC day; no time zone can shift it). */
export function shortDay(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${day} ${SHORT_MONTHS[(month ?? 1) - 1]}`;
}
