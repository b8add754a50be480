import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "~/ui/list/data-table";
import { actionColumn, RowMainLink } from "~/ui/list/row-actions";
import type { ListState } from "~/utils/list-state";

type Row = { id: number; title: string; count: number };

const state: ListState = { page: 1, page_size: 10, search: "", ordering: "-count", tab: "", filters: {}, back: "" };

const columns: Column<Row>[] = [
  { id: "title", header: "Title", sortField: "title", cell: (row) => <RowMainLink to={`/things/${row.id}/edit`}>{row.title}</RowMainLink> },
  { id: "count", header: "Count", sortField: "count", cell: (row) => row.count, numeric: true },
  ...actionColumn<Row>((row) => row.title, [
    { label: "Edit", href: (row) => `/things/${row.id}/edit` },
    { label: "Delete", href: (row) => `/things/${row.id}/delete` },
  ]),
];

async function render(element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://x/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

function tableRows(rows: Row[]) {
  return <DataTable caption="Things" columns={columns} rows={rows} rowKey={(row) => row.id} basePath="/things" state={state} />;
}

describe("DataTable", () => {
  it("renders a table from 768 px and, from the same columns, cards below it: one shows at a time", async () => {
    const html = (await render(tableRows([{ id: 7, title: "Alpha", count: 1200 }])));
    const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    const cards = html.slice(html.indexOf('<ul aria-label="Things"'));
    // The table's box is hidden under md, the cards' from md: display none hides either from assistive technology too.
    expect(html).toMatch(/<div class="table-scroll hidden [^"]*md:block[^"]*"><table/);
    expect(html).toMatch(/<div class="md:hidden">/);
    // Each card: every field as a label and its value; the actions as links, not a menu to open.
    expect(cards).toContain("<dt");
    expect(cards.match(/<dt[^>]*>([^<]*)<\/dt>/g)?.map((dt) => dt.replace(/<[^>]+>/g, ""))).toEqual(["Title", "Count"]);
    expect(cards).toContain('<ul aria-label="Actions for Alpha"');
    expect(cards).toContain('href="/things/7/delete"');
    expect(cards).not.toContain("<summary");
    // The table keeps its menu: a <details> whose trigger names the row.
    expect(table).toContain('<summary aria-label="Actions for Alpha"');
  });

  it("aligns numbers right in tabular figures and keeps them on one line; other cells wrap anywhere", async () => {
    const html = (await render(tableRows([{ id: 7, title: "Alpha", count: 1200 }])));
    const cells = html.match(/<td class="[^"]*"/g) ?? [];
    expect(cells).toHaveLength(3);
    const [title, count, action] = cells;
    expect(title).toContain("wrap-anywhere");
    expect(title).not.toContain("text-right");
    expect(count).toMatch(/text-right tabular-nums/);
    expect(count).toContain("whitespace-nowrap");
    expect(action).toMatch(/table-action sticky right-0/);
  });

  it("gives the row's main link the marker a row click follows", async () => {
    const html = (await render(tableRows([{ id: 7, title: "Alpha", count: 1 }])));
    expect(html).toMatch(/<a (?=[^>]*data-row-link="")[^>]*href="\/things\/7\/edit"/);
  });

  it("sort links on the headers and above the cards name where they lead", async () => {
    const html = (await render(tableRows([{ id: 1, title: "A", count: 1 }, { id: 2, title: "B", count: 2 }])));
    // -count is the state: the next click on Count clears it; Title sorts ascending.
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('aria-label="Sort by Count, sorted descending"');
    expect(html).toContain('href="/things?ordering=title"');
  });

  it("says the list is empty in both the table and the cards", async () => {
    const html = (await render(tableRows([])));
    expect(html.match(/No Records Found/g)).toHaveLength(2);
    expect(html).not.toContain("<summary");
  });
});
