// @vitest-environment happy-dom
import { act, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ImageViewer } from "~/ui/image-viewer";
import { preloadAriaModal } from "~/ui/modal-layer";
import { user } from "./dom-render";

const viewer = (
  <ImageViewer src="/uploads/shot.png" alt="The project's home page" title="Project Image" label="View image 1 of 3">
    <img src="/uploads/shot.png" alt="" />
  </ImageViewer>
);

let root: Root | undefined;
let container: HTMLElement | undefined;

/** Renders in the browser inside a router, as a page that has hydrated (the viewer's dialog uses router hooks). */
async function renderInBrowser(element: ReactElement) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const router = createMemoryRouter([{ path: "/", element }]);
  await act(async () => {
    root = createRoot(container!);
    root.render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  });
}

const dialog = () => document.querySelector('[role="dialog"]');
const thumbnail = () => container?.querySelector("button");
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

beforeAll(async () => {
  // The modal chunk the signed-in shell fetches when idle.
  await preloadAriaModal();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
});

describe("ImageViewer without JavaScript", () => {
  it("is a plain link to the image, named by its label, around the thumbnail", () => {
    expect(renderToStaticMarkup(viewer)).toMatch(
      /^<a href="\/uploads\/shot.png" class="[^"]*"><span class="sr-only">View image 1 of 3<\/span><img src="\/uploads\/shot.png" alt=""\/><\/a>$/,
    );
  });

  it("is positioned, so its label's sr-only box stays inside it (a slide scrolled out of a carousel's row once widened the page)", () => {
    expect(renderToStaticMarkup(viewer)).toMatch(/^<a href="[^"]*" class="relative /);
  });
});

describe("ImageViewer with JavaScript", () => {
  it("is a button that opens the full-size image in a dialog with the given title", async () => {
    await renderInBrowser(viewer);
    expect(container?.querySelector("a")).toBeNull();
    expect(thumbnail()?.getAttribute("aria-haspopup")).toBe("dialog");
    expect(thumbnail()?.textContent).toBe("View image 1 of 3");
    expect(dialog()).toBeNull();

    await user(() => thumbnail()?.click());
    const opened = dialog();
    expect(opened).not.toBeNull();
    const titleId = opened?.getAttribute("aria-labelledby");
    expect(document.getElementById(titleId ?? "")?.textContent).toBe("Project Image");
    expect(opened?.querySelector('img[alt="The project\'s home page"]')?.getAttribute("src")).toBe("/uploads/shot.png");
  });

  it("closes with its close button and gives focus back to the thumbnail", async () => {
    await renderInBrowser(viewer);
    thumbnail()?.focus();
    await user(() => thumbnail()?.click());
    const close = [...(dialog()?.querySelectorAll("button") ?? [])].find((button) => button.textContent === "Close");
    await user(() => close?.click());
    await user(nextFrame);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(thumbnail());
  });

  it("closes with Escape", async () => {
    await renderInBrowser(viewer);
    await user(() => thumbnail()?.click());
    await user(() => dialog()?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(dialog()).toBeNull();
  });
});
