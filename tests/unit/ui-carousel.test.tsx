// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel, carouselPage, slidesPerView } from "~/ui/carousel";
import { renderAndHydrate, user, type Hydrated } from "./dom-render";

const images = Array.from({ length: 5 }, (_, index) => ({ src: `/uploads/p${index + 1}.png`, alt: `Project image ${index + 1}` }));

/** A viewport of the given width as far as matchMedia("(min-width: 767px)") is concerned; `resize` changes it. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        get matches() {
          return query === "(min-width: 767px)" && current >= 767;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

let page: Hydrated | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
  vi.restoreAllMocks();
});

const shown = () =>
  [...(page?.container.querySelectorAll('[aria-roledescription="slide"]') ?? [])].filter((slide) => !slide.hasAttribute("hidden")).map((slide) => slide.getAttribute("aria-label"));
const button = (name: string) => page?.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

describe("carouselPage", () => {
  it("pages 3 at a time from 767 px, 2 under it", () => {
    expect([slidesPerView(true), slidesPerView(false)]).toEqual([3, 2]);
    expect(carouselPage(5, 3, 0)).toEqual({ start: 0, end: 3, hasPrevious: false, hasNext: true });
    expect(carouselPage(5, 3, 3)).toEqual({ start: 3, end: 5, hasPrevious: true, hasNext: false });
    expect(carouselPage(5, 2, 4)).toEqual({ start: 4, end: 5, hasPrevious: true, hasNext: false });
  });

  it("keeps the first shown slide in view when the count per page changes, and stays in range", () => {
    expect(carouselPage(5, 2, 3).start).toBe(2);
    expect(carouselPage(5, 3, 9)).toMatchObject({ start: 3, end: 5 });
    expect(carouselPage(5, 3, -1)).toMatchObject({ start: 0, end: 3 });
  });
});

describe("Carousel without JavaScript", () => {
  it("renders nothing without images", () => {
    expect(renderToStaticMarkup(<Carousel label="Project images" images={[]} />)).toBe("");
  });

  it("is a named carousel whose slides, all present, scroll sideways with snap points and link to their images", () => {
    const html = renderToStaticMarkup(<Carousel label="Project images" images={images} />);
    expect(html).toMatch(/^<section aria-roledescription="carousel" aria-label="Project images"/);
    expect(html).not.toContain("<button");
    expect(html).not.toContain("hidden");
    expect(html).toContain("overflow-x-auto");
    expect(html).toContain("snap-x");
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*><span class="sr-only">([^<]+)<\/span>/g)].map(([, href, name]) => [href, name]);
    expect(links).toEqual(images.map((image) => [image.src, `View ${image.alt}`]));
    expect([...html.matchAll(/aria-roledescription="slide" aria-label="([^"]+)"/g)].map(([, name]) => name)).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
  });
});

describe("Carousel with JavaScript", () => {
  it("shows 3 slides per page from 767 px and pages with Next and Previous", async () => {
    viewport(1024);
    page = await renderAndHydrate(<Carousel label="Project images" images={images} />);
    expect(shown()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    expect(button("Previous images")?.getAttribute("aria-disabled")).toBe("true");

    await user(() => button("Next images")?.click());
    expect(shown()).toEqual(["4 of 5", "5 of 5"]);
    expect(button("Next images")?.getAttribute("aria-disabled")).toBe("true");
    expect(button("Previous images")?.hasAttribute("aria-disabled")).toBe(false);

    // At the end Next stays (focusable) and does nothing.
    await user(() => button("Next images")?.click());
    expect(shown()).toEqual(["4 of 5", "5 of 5"]);

    await user(() => button("Previous images")?.click());
    expect(shown()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
  });

  it("shows 2 per page under 767 px, and keeps the first shown slide in view across a resize", async () => {
    const screen = viewport(500);
    page = await renderAndHydrate(<Carousel label="Project images" images={images} />);
    expect(shown()).toEqual(["1 of 5", "2 of 5"]);
    await user(() => button("Next images")?.click());
    await user(() => button("Next images")?.click());
    expect(shown()).toEqual(["5 of 5"]);

    await user(() => screen.resize(900));
    expect(shown()).toEqual(["4 of 5", "5 of 5"]);
  });

  it("announces the shown slides politely, and each slide opens its image (a button now)", async () => {
    viewport(1024);
    page = await renderAndHydrate(<Carousel label="Project images" images={images} />);
    expect(page.container.querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    const slideButtons = page.container.querySelectorAll('[aria-roledescription="slide"] button[aria-haspopup="dialog"]');
    expect(slideButtons).toHaveLength(5);
    expect(page.container.querySelector('[aria-roledescription="slide"] a')).toBeNull();
  });

  it("has no paging buttons when every image fits", async () => {
    viewport(1024);
    page = await renderAndHydrate(<Carousel label="Project images" images={images.slice(0, 3)} />);
    expect(page.container.querySelector("button[aria-label]")).toBeNull();
    expect(shown()).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
  });
});
