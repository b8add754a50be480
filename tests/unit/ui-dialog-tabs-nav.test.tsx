import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { navigation, type NavItem } from "~/navigation";
import { AlertDialog, Dialog } from "~/ui/dialog";
import { Sidebar } from "~/ui/shell/sidebar";
import { tabKeyTarget, Tabs } from "~/ui/tabs";

/** Server-rendered markup, as a browser without JavaScript gets it. */
async function render(element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://x/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const links = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => tag);

describe("Dialog and AlertDialog without JavaScript", () => {
  it("an ordinary dialog is open, named by its title, with a close link back and a backdrop link", async () => {
    const html = await render(
      <Dialog title="Password changed" closeHref="/user-profile" actions={<button type="button">Continue</button>}>
        Saved.
      </Dialog>,
    );
    const labelledBy = /role="dialog" aria-modal="true" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}"`);
    expect(links(html).filter((tag) => tag.includes('href="/user-profile"'))).toHaveLength(2);
    expect(html).toMatch(/<a [^>]*href="\/user-profile"[^>]*>.*?<span class="sr-only">Close<\/span><\/a>/);
  });

  it("an alert dialog has no close button and its backdrop is not a link", async () => {
    const html = await render(<AlertDialog title="Confirm delete" closeHref="/technology" actions={<a href="/technology">Cancel</a>} />);
    expect(html).toContain('role="alertdialog"');
    expect(html).not.toContain(">Close<");
    expect(links(html)).toEqual(['<a href="/technology">']);
  });

  it("while busy its close link does nothing and says so, and the backdrop is no link", async () => {
    const html = await render(<Dialog busy title="Add" closeHref="/technology" actions={null} />);
    const close = links(html);
    expect(close).toHaveLength(1);
    expect(close[0]).toContain('aria-disabled="true"');
  });
});

describe("Tabs", () => {
  it("are links, the current one aria-current, a changed one marked in words", async () => {
    const html = await render(
      <Tabs
        label="Sections"
        current="b"
        items={[
          { id: "a", label: "Profile", to: "/x?tab=a" },
          { id: "b", label: "Portfolio", to: "/x?tab=b", changed: true },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="Sections"');
    expect(links(html)).toEqual([expect.stringContaining('href="/x?tab=a"'), expect.stringContaining('href="/x?tab=b"')]);
    expect(links(html)[1]).toContain('aria-current="page"');
    expect(links(html)[0]).not.toContain("aria-current");
    expect(html).toMatch(/Portfolio<span[^>]*>.*<span class="sr-only">\(changed\)<\/span>/);
    expect(html.match(/\(changed\)/g)).toHaveLength(1);
  });

  it("arrow keys move round, Home and End go to the ends, other keys are left alone", () => {
    expect(tabKeyTarget("ArrowRight", 0, 3)).toBe(1);
    expect(tabKeyTarget("ArrowRight", 2, 3)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(tabKeyTarget("Home", 2, 3)).toBe(0);
    expect(tabKeyTarget("End", 0, 3)).toBe(2);
    expect(tabKeyTarget("Enter", 0, 3)).toBeUndefined();
    expect(tabKeyTarget("ArrowDown", 0, 3)).toBeUndefined();
  });
});

describe("sidebar", () => {
  const all = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);

  it("gives every item an icon of its own", () => {
    const icons = all(navigation).map((item) => item.icon);
    expect(icons).not.toContain(undefined);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it("shows the Master group's heading as text, not a link, above its pages' links", async () => {
    const html = await render(<Sidebar items={navigation} />);
    expect(html).not.toMatch(/<a [^>]*>(<svg.*?<\/svg>)?Master<\/a>/);
    expect(html).toMatch(/<span [^>]*>(<svg.*?<\/svg>)?Master<\/span>/);
    expect(html).toMatch(/<a [^>]*href="\/technology"[^>]*>(<svg.*?<\/svg>)?Technology<\/a>/);
  });
});
