// The signed-in shell draws its navigation once (decision 051): the sidebar of wide screens is
// also the panel the top bar's toggle opens on narrow ones. Without JavaScript the toggle is a link
// to the navigation's fragment, and the panel closes by a link to the content.
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { navigation } from "~/navigation";
import { NAVIGATION_ID, Sidebar } from "~/ui/shell/sidebar";
import { TopBar } from "~/ui/shell/top-bar";

async function render(path: string): Promise<string> {
  const element = (
    <>
      <TopBar user={{ name: "Admin User", email: "admin@example.com", initials: "AU", image: null }} unread={3} />
      <Sidebar items={navigation} />
    </>
  );
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`http://x${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("the shell's navigation", () => {
  it("is one nav element, after the top bar, with every link once", async () => {
    const html = await render("/technology");
    expect(html.match(/<nav\b/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`</header><nav [^>]*id="${NAVIGATION_ID}"[^>]*aria-label="Main"`));
    expect(html.match(/href="\/technology"/g)).toHaveLength(1);
    expect(/<a [^>]*href="\/technology"[^>]*>/.exec(html)?.[0]).toContain('aria-current="page"');
  });

  it("is opened on narrow screens by a link to it, and closed by a link to the content", async () => {
    const html = await render("/dashboard");
    expect(html).toMatch(new RegExp(`<header[^>]*><a href="#${NAVIGATION_ID}"[^>]*>.*?<span class="sr-only">Navigation</span></a>`));
    // Without JavaScript nothing reports an open state the toggle does not control.
    expect(html).not.toContain("aria-expanded");
    expect(html).toMatch(/<a href="#main-content"[^>]*>.*?Close navigation<\/a><\/nav>/);
  });
});
