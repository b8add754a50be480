// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { READ_MORE_DEFAULT_AT, READ_MORE_LONG_TEXT_AT, ReadMore } from "~/ui/read-more";
import { renderAndHydrate, user } from "./dom-render";

const text = (length: number) => Array.from({ length }, (_, index) => String.fromCharCode(97 + (index % 26))).join("");

describe("ReadMore", () => {
  it("cuts at 100 characters for About and Specialties, 150 by default (spec §9)", () => {
    expect(READ_MORE_LONG_TEXT_AT).toBe(100);
    expect(READ_MORE_DEFAULT_AT).toBe(150);
    expect(renderToStaticMarkup(<ReadMore text={text(150)} />)).not.toContain("<details");
    expect(renderToStaticMarkup(<ReadMore text={text(151)} />)).toContain("<details");
  });

  it("shows a text no longer than the limit whole, with no toggle", () => {
    expect(renderToStaticMarkup(<ReadMore text={text(100)} limit={READ_MORE_LONG_TEXT_AT} />)).toBe(`<span class="[overflow-wrap:anywhere]">${text(100)}</span>`);
  });

  it("without JavaScript: the first 100 characters, the rest hidden in reading order before a Read More <details>", () => {
    const long = text(130);
    const html = renderToStaticMarkup(<ReadMore text={long} limit={READ_MORE_LONG_TEXT_AT} />);
    const spans = [...html.matchAll(/<span( [^>]*)?>([^<]*)<\/span>/g)].map(([, attributes = "", content]) => ({ attributes, content }));
    expect(spans[0]).toEqual({ attributes: "", content: long.slice(0, 100) });
    expect(spans[1]?.content).toBe(long.slice(100));
    expect(spans[1]?.attributes).toMatch(/class="hidden group-has-\[details\[open\]\]\/read-more:inline"/);
    // The ellipsis as a reference keeps the page's HTML Latin-1 (decision 067).
    expect(spans[2]).toMatchObject({ content: "&#8230;" });
    expect(html).toMatch(/^[\0-\xff]*$/);
    expect(spans[2]?.attributes).toContain('aria-hidden="true"');
    expect(html).toMatch(/<details[^>]*><summary[^>]*><span[^>]*>Read More<\/span><span[^>]*>Read Less<\/span><\/summary><\/details><\/div>$/);
  });

  it("never splits an emoji at the cut", () => {
    const html = renderToStaticMarkup(<ReadMore text={"😀".repeat(5)} limit={3} />);
    expect(html).toContain("<span>😀😀😀</span>");
  });

  it("never splits a flag, an accent or a joined emoji at the cut", () => {
    const cases: [string, number, string][] = [
      ["ab🇮🇳🇫🇷cd", 3, "ab🇮🇳"],
      ["ab🇮🇳🇫🇷cd", 4, "ab🇮🇳"],
      ["ab🇮🇳🇫🇷cd", 5, "ab🇮🇳🇫🇷"],
      ["cafe\u0301 noir", 4, "cafe\u0301"],
      ["a👩\u200D💻 b", 2, "a👩\u200D💻"],
      ["a👍🏽 b", 2, "a👍🏽"],
      ["a❤\uFE0F b", 2, "a❤\uFE0F"],
    ];
    for (const [long, limit, head] of cases) {
      const html = renderToStaticMarkup(<ReadMore text={long} limit={limit} />);
      expect(html, `${long} at ${limit}`).toContain(`<span>${head}</span>`);
    }
    // A cluster that runs to the end leaves nothing to hide: no toggle.
    expect(renderToStaticMarkup(<ReadMore text={"ab🇮🇳"} limit={3} />)).toBe('<span class="[overflow-wrap:anywhere]">ab🇮🇳</span>');
  });

  it("hydrates without a mismatch; Read More opens the disclosure and Read Less closes it", async () => {
    const page = await renderAndHydrate(<ReadMore text={text(130)} limit={READ_MORE_LONG_TEXT_AT} />);
    const details = page.container.querySelector("details");
    await user(() => page.container.querySelector("summary")?.click());
    expect(details?.open).toBe(true);
    await user(() => page.container.querySelector("summary")?.click());
    expect(details?.open).toBe(false);
    await page.unmount();
  });
});
