// @vitest-environment happy-dom
import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { Pagination } from "~/ui/list/pagination";
import { latin1Html } from "~/utils/html";
import { renderAndHydrate } from "./dom-render";

const LATIN1 = /^[\0-\xff]*$/;

function shown(html: string): string {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element.textContent ?? "";
}

describe("latin1Html", () => {
  it("writes characters past Latin-1 as references the browser shows as they were", () => {
    const text = "1–10 of 1,000 … José’s café 😀";
    const { __html: html } = latin1Html(text);
    expect(html).toMatch(LATIN1);
    expect(html).toBe("1&#8211;10 of 1,000 &#8230; José&#8217;s café &#128512;");
    expect(shown(html)).toBe(text);
  });

  it("escapes markup, so any text can be handed to it", () => {
    const text = `<img src=x onerror="alert('x')"> & more`;
    const { __html: html } = latin1Html(text);
    expect(html).toBe("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more");
    expect(shown(html)).toBe(text);
  });
});

describe("a list's pagination", () => {
  const state = { page: 1, page_size: 10, search: "", ordering: "", tab: "", filters: {}, back: "" };

  it("is Latin-1 markup that shows the en dash and the ellipsis, and hydrates without a mismatch", async () => {
    const page = await renderAndHydrate(<Pagination basePath="/technology" state={state} count={1000} />);
    expect(page.serverHtml).toMatch(LATIN1);
    expect(page.container.querySelector("p")?.textContent).toBe("1–10 of 1,000");
    expect(page.container.querySelector('li[aria-hidden="true"]')?.textContent).toBe("…");
    await page.unmount();
  });
});

describe("latin1Html's string", () => {
  it("is held at one byte a character, as the page's other markup is", () => {
    // v8.serialize writes a one-byte string's tag as '"' and a two-byte one's as 'c'.
    const representation = (value: string) => (serialize(value)[2] === 0x22 ? "one-byte" : "two-byte");
    expect(representation("1–10")).toBe("two-byte");
    expect(representation(latin1Html("1–10 of 1,000").__html)).toBe("one-byte");
    expect(representation(latin1Html("…").__html)).toBe("one-byte");
  });
});
