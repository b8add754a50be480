import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { Menu } from "~/ui/menu";

async function renderMenu(): Promise<string> {
  const element = (
    <Menu
      label="Account"
      trigger="Me"
      header={<p>Signed in as me</p>}
      items={[
        { type: "link", label: "Profile", href: "/user-profile", icon: "user" },
        { type: "post", label: "Logout", action: "/logout" },
        { type: "disabled", label: "Delete", reason: "A request is pending." },
      ]}
    />
  );
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://x/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("Menu on the server (the page without JavaScript)", () => {
  it("is a <details> of links and submit buttons: a state change is a POST form, never a link", async () => {
    const html = await renderMenu();
    expect(html).toMatch(/^<details class="floating-disclosure[^"]*" data-align="right"><summary aria-label="Account"/);
    expect(html).toContain("<p>Signed in as me</p>");
    expect(html).toMatch(/<a [^>]*href="\/user-profile"[^>]*>.*Profile<\/a>/);
    expect(html).toMatch(/<form method="post" action="\/logout"[^>]*><button type="submit"[^>]*>Logout<\/button><\/form>/);
    expect(html).not.toContain('href="/logout"');
  });

  it("shows an unavailable entry with its reason as text, not as a link", async () => {
    const html = await renderMenu();
    expect(html).toMatch(/<span aria-disabled="true"[^>]*><span>Delete<\/span><span[^>]*>A request is pending.<\/span><\/span>/);
  });

  it("renders no react-aria markup on the server: the popover menu replaces the <details> only after hydration", async () => {
    const html = await renderMenu();
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain("aria-haspopup");
  });
});
