import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { actionColumn } from "~/ui/list/row-actions";

type Row = { id: number; name: string; pending: boolean };

async function renderCell(row: Row): Promise<string> {
  const [column] = actionColumn<Row>((r) => r.name, [
    { label: "Edit User", href: (r) => `/users/${r.id}/edit`, disabledReason: (r) => (r.pending ? "A request of this user is pending." : null) },
    false,
  ]);
  const routes = [{ path: "/", element: column?.cell(row) }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://x/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("row actions", () => {
  it("link an available action, and show a disabled one with its reason instead of a link", async () => {
    const available = await renderCell({ id: 1, name: "Ann", pending: false });
    expect(available).toContain('href="/users/1/edit"');
    const disabled = await renderCell({ id: 2, name: "Bob", pending: true });
    expect(disabled).not.toContain("/users/2/edit");
    expect(disabled).toContain('aria-disabled="true"');
    expect(disabled).toContain("A request of this user is pending.");
  });
});
