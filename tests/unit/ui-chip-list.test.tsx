// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChipList, CHIPS_SHOWN } from "~/ui/chip-list";
import { renderAndHydrate, user } from "./dom-render";

const technologies = ["React", "Node", "Go", "Rust", "Python", "Java", "Kotlin", "Swift"];

describe("ChipList", () => {
  it("renders nothing when empty, so the caller decides on '-'", () => {
    expect(renderToStaticMarkup(<ChipList label="Technologies" items={[]} />)).toBe("");
  });

  it("shows every chip and no toggle when there are 5 or fewer", () => {
    const html = renderToStaticMarkup(<ChipList label="Technologies" items={technologies.slice(0, 5)} />);
    expect(html).toMatch(/^<ul aria-label="Technologies"/);
    expect(html).not.toContain("<details");
    expect(html).not.toContain("hidden");
    expect([...html.matchAll(/<li [^>]*>([^<]+)<\/li>/g)].map(([, text]) => text)).toEqual(technologies.slice(0, 5));
  });

  it("shows the first 5, then a +N <details> (N more to screen readers); the rest are hidden items of the same list", () => {
    const html = renderToStaticMarkup(<ChipList label="Technologies" items={technologies} />);
    const items = [...html.matchAll(/<li class="([^"]*)">(.*?)<\/li>/g)].map(([, className, content]) => ({ className, content }));
    expect(items).toHaveLength(technologies.length + 1);
    expect(items.slice(0, CHIPS_SHOWN).map((item) => item.content)).toEqual(technologies.slice(0, 5));
    expect(items.slice(0, CHIPS_SHOWN).every((item) => !/(^| )hidden( |$)/.test(item.className ?? ""))).toBe(true);
    const toggle = items[CHIPS_SHOWN];
    expect(toggle?.content).toMatch(/^<details[^>]*><summary[^>]*><span[^>]*><span aria-hidden="true">\+3<\/span><span class="sr-only">3 more<\/span><\/span><span[^>]*>Show less<\/span><\/summary><\/details>$/);
    expect(toggle?.className).toContain("order-last");
    const rest = items.slice(CHIPS_SHOWN + 1);
    expect(rest.map((item) => item.content)).toEqual(["Java", "Kotlin", "Swift"]);
    for (const item of rest) expect(item.className ?? "").toMatch(/(^| )hidden .*group-has-\[details\[open\]\]\/chips:inline-flex/);
  });

  it("takes another count", () => {
    const html = renderToStaticMarkup(<ChipList label="Skills" items={technologies} shown={2} />);
    expect(html).toContain('<span class="sr-only">6 more</span>');
  });

  it("hydrates without a mismatch and the +N opens and closes (a native disclosure, no script of its own)", async () => {
    const page = await renderAndHydrate(<ChipList label="Technologies" items={technologies} />);
    const details = page.container.querySelector("details");
    const summary = page.container.querySelector("summary");
    expect(details?.open).toBe(false);
    await user(() => summary?.click());
    expect(details?.open).toBe(true);
    await user(() => summary?.click());
    expect(details?.open).toBe(false);
    await page.unmount();
  });
});
