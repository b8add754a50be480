// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPIED_FOR_MS, CopyButton } from "~/ui/copy-button";
import { renderAndHydrate, user, type Hydrated } from "./dom-render";

const writeText = vi.fn<(text: string) => Promise<void>>();
let page: Hydrated | undefined;

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

afterEach(async () => {
  await page?.unmount();
  page = undefined;
  vi.useRealTimers();
});

const button = () => page?.container.querySelector("button");
const status = () => page?.container.querySelector('[role="status"]')?.textContent;
const icon = () => button()?.querySelector("path")?.getAttribute("d");

describe("CopyButton without JavaScript", () => {
  it("shows the value as selectable text and renders no button", () => {
    const html = renderToStaticMarkup(<CopyButton value="https://example.com" label="website" />);
    expect(html).not.toContain("<button");
    expect(html).toMatch(/<span class="[^"]*select-all[^"]*">https:\/\/example.com<\/span>/);
    expect(html).toContain('<span role="status" class="sr-only"></span>');
  });

  it("shows the caller's rendering of the value (a link) instead of the text", () => {
    const html = renderToStaticMarkup(
      <CopyButton value="https://example.com" label="website">
        <a href="https://example.com">example.com</a>
      </CopyButton>,
    );
    expect(html).toMatch(/select-all[^"]*"><a href="https:\/\/example.com">example.com<\/a><\/span>/);
  });
});

describe("CopyButton with JavaScript", () => {
  it("adds a named copy button after hydration", async () => {
    page = await renderAndHydrate(<CopyButton value="https://example.com" label="website" />);
    expect(page.serverHtml).not.toContain("<button");
    expect(button()?.getAttribute("aria-label")).toBe("Copy website");
  });

  it("copies the value, swaps the icon for a check and says Copied, then resets after 1 second", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    page = await renderAndHydrate(<CopyButton value="https://example.com" label="website" />);
    const copyIcon = icon();

    await user(() => button()?.click());
    expect(writeText).toHaveBeenCalledWith("https://example.com");
    expect(icon()).not.toBe(copyIcon);
    expect(status()).toBe("Copied");

    await user(() => vi.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(status()).toBe("Copied");
    await user(() => vi.advanceTimersByTime(1));
    expect(icon()).toBe(copyIcon);
    expect(status()).toBe("");
    expect(COPIED_FOR_MS).toBe(1000);
  });

  it("a second copy within the second starts the second again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    page = await renderAndHydrate(<CopyButton value="v" label="link" />);
    await user(() => button()?.click());
    await user(() => vi.advanceTimersByTime(600));
    await user(() => button()?.click());
    await user(() => vi.advanceTimersByTime(600));
    expect(status()).toBe("Copied");
    await user(() => vi.advanceTimersByTime(400));
    expect(status()).toBe("");
  });

  it("says so when the browser refuses the copy", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    page = await renderAndHydrate(<CopyButton value="v" label="link" />);
    await user(() => button()?.click());
    expect(status()).toBe("Could not copy, select the text instead");
  });

  it("renders no button where the browser has no Clipboard API", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    page = await renderAndHydrate(<CopyButton value="v" label="link" />);
    expect(button()).toBeNull();
    expect(page.container.textContent).toBe("v");
  });
});
