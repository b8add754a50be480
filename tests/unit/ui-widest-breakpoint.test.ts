// The layout spec checks desktop widths at 1280 px only, standing for 1440 too (decision 059):
// true while no style changes above Tailwind's xl. A wider breakpoint must bring 1440 back there.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "../../app");
const WIDEST_CHECKED = 1280;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** Widths (px) at which some style of `text` starts to apply. */
function breakpointsIn(text: string): number[] {
  const widths: number[] = [];
  // Tailwind's 2xl (96rem) and wider; arbitrary min-[…px]; @media / matchMedia min-width.
  if (/\b[2-9]xl:/.test(text)) widths.push(1536);
  for (const match of text.matchAll(/min-\[(\d+)px\]:/g)) widths.push(Number(match[1]));
  for (const match of text.matchAll(/min-width:\s*(\d+)px/g)) widths.push(Number(match[1]));
  for (const match of text.matchAll(/min-width:\s*([\d.]+)rem/g)) widths.push(Number(match[1]) * 16);
  return widths;
}

describe("the app's breakpoints", () => {
  it("stop at Tailwind's xl: above 1280 px the layout only gets wider", () => {
    const wider = sources(APP).flatMap((file) =>
      breakpointsIn(readFileSync(file, "utf8"))
        .filter((width) => width > WIDEST_CHECKED)
        .map((width) => `${path.relative(APP, file)}: ${width}px`),
    );
    expect(wider).toEqual([]);
  });

  it("are found in classes, CSS and media queries", () => {
    expect(breakpointsIn(`className="2xl:grid" min-[1500px]:flex @media (min-width: 1600px) matchMedia("(min-width: 100rem)")`)).toEqual([1536, 1500, 1600, 1600]);
  });
});
