import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderWhole } from "~/utils/render-whole.server";

describe("renderWhole", () => {
  it("renders a page that does not suspend to one string", () => {
    expect(renderWhole(<main>Ready</main>)).toBe("<main>Ready</main>");
  });

  it("starts a document with its doctype, as the streaming renderer does: without it the browser lays the page out in quirks mode", () => {
    expect(renderWhole(<html lang="en"><body>Ready</body></html>)).toBe('<!DOCTYPE html><html lang="en"><body>Ready</body></html>');
  });

  it("gives the page back to the waiting renderer when a lazy component is not loaded yet", () => {
    // Its code never arrives here: a string render would leave the boundary empty for the browser.
    const NotLoaded = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const page = (
      <main>
        <Suspense fallback={null}>
          <NotLoaded />
        </Suspense>
      </main>
    );
    expect(renderWhole(page)).toBeNull();
  });

  it("gives it back on a render error, for the waiting renderer to report", () => {
    const Broken = () => {
      throw new Error("broken");
    };
    expect(renderWhole(<Broken />)).toBeNull();
  });
});
