// The generic export route (/export/<list>.csv) over the mock API: the provider's CSV stream passed
// through, and the paged fallback for a backend behind API_URL without `format=csv` (decision 020).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { permissionCatalogue } from "#contract/permissions";
import { exportCsv } from "~/models/list.server";
import { masterDataCsvColumns } from "#contract/csv";
import { loader } from "~/routes/shell/export";
import { exportListResponse, type ListExport } from "~/routes/shell/list-exports.server";
import type { SessionApi } from "~/models/session.server";
import { defineList } from "~/utils/list-state";
import { MOCK_APP_URL, mockUrl, seedAdmin, server, signedInRequest, withMockApi } from "./api-mock";

const VIEWER = ["main.view_dashboard", "common.view_technology", "common.view_skill"];

async function exportOf(path: string, permissions = VIEWER): Promise<Response> {
  const request = await signedInRequest(path, permissions);
  const file = /^\/export\/([^?]+)/.exec(path)?.[1];
  try {
    return (await loader({ request, params: { file }, context: { cspNonce: "" } })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const bodyOf = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

const technology = (id: number) => ({ id, title: id === 2 ? "=cmd()" : `T${id}`, description: "a, b", status: id % 2 });
const HEADER = "\uFEFFID,Title,Description,Status\r\n";
const line = (id: number) => `${id},${id === 2 ? "'=cmd()" : `T${id}`},"a, b",${id % 2 === 1 ? "Active" : "Inactive"}\r\n`;

/** A backend without `format=csv`: pages of 100, `format` ignored (as a DRF list without a CSV renderer would, or answering `noCsv`). */
function pagedBackend(total: number, asked: URL[], noCsv?: () => Response) {
  return http.get(mockUrl("technologyList"), ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    if (url.searchParams.get("format") === "csv" && noCsv) return noCsv();
    const page = Number(url.searchParams.get("page") ?? 1);
    const size = Number(url.searchParams.get("page_size") ?? 10);
    const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
    return HttpResponse.json({ count: total, next: null, previous: null, results: ids.map(technology) });
  });
}

withMockApi();

describe("/export/<list>.csv", () => {
  it("passes the provider's CSV stream through, asking with the list's search and ordering", async () => {
    const asked: URL[] = [];
    server.use(
      http.get(mockUrl("technologyList"), ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse(`${HEADER}${line(1)}`, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
      }),
    );
    const response = await exportOf("/export/technology.csv?search=re&ordering=-title&page=3&tab=x");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="technologies-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await bodyOf(response)).toBe(`${HEADER}${line(1)}`);
    expect(asked.map((url) => url.searchParams.toString())).toEqual(["search=re&ordering=-title&format=csv"]);
  });

  it.each([
    ["answers JSON (format ignored)", undefined],
    ["answers 404 (DRF: unknown format)", () => HttpResponse.json({ detail: "Not found." }, { status: 404 })],
    ["answers 400", () => HttpResponse.json({ format: ["Unknown."] }, { status: 400 })],
  ])("pages through the JSON list, 100 rows a call, when the backend %s", async (_case, noCsv) => {
    const asked: URL[] = [];
    server.use(pagedBackend(250, asked, noCsv));
    const response = await exportOf("/export/technology.csv?ordering=title");
    const expected = HEADER + Array.from({ length: 250 }, (_, i) => line(250 - i)).join("");
    expect(await bodyOf(response)).toBe(expected);
    expect(asked.slice(1).map((url) => url.searchParams.toString())).toEqual([
      "ordering=title&page=1&page_size=100",
      "ordering=title&page=2&page_size=100",
      "ordering=title&page=3&page_size=100",
    ]);
  });

  it("sub skills: the skill from ?skill=, its 404 to /notfound through the fallback too", async () => {
    server.use(http.get(mockUrl("skillSubSkills"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })));
    const response = await exportOf("/export/sub-skill.csv?skill=12");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/notfound");
  });

  it("needs the list's view permission", async () => {
    expect((await exportOf("/export/technology.csv", ["main.view_dashboard"])).headers.get("location")).toBe("/notfound");
  });

  it.each(["/export/nothing.csv", "/export/technology.json", "/export/sub-skill.csv?skill=abc"])("%s is a page that does not exist", async (path) => {
    expect((await exportOf(path)).headers.get("location")).toBe("/notfound");
  });

  // The download's own URL is no page to come back to after signing in (decision 079).
  it.each([
    ["/export/technology.csv?search=a&ordering=-title", "/technology?search=a&ordering=-title"],
    ["/export/sub-skill.csv?skill=12&search=b", "/skill/12?search=b"],
    ["/export/manage-users.csv?tab=agency", "/manage-users?tab=agency"],
    ["/export/contact-us.csv", "/contact-us"],
  ])("signed out, %s signs in and comes back to %s", async (path, listPage) => {
    const file = /^\/export\/([^?]+)/.exec(path)?.[1];
    const request = new Request(new URL(path, MOCK_APP_URL));
    const response = await loader({ request, params: { file }, context: { cspNonce: "" } }).catch((thrown: unknown) => thrown as Response);
    expect(response.headers.get("location")).toBe(`/login?${new URLSearchParams({ redirectTo: listPage })}`);
  });

  it("a 401 from the API ends the session", async () => {
    const request = await signedInRequest("/export/technology.csv", VIEWER);
    server.use(http.get(mockUrl("technologyList"), () => HttpResponse.json({ detail: "Invalid token." }, { status: 401 })));
    const response = await loader({ request, params: { file: "technology.csv" }, context: { cspNonce: "" } }).catch((thrown: unknown) => thrown as Response);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fexport%2Ftechnology.csv");
  });

  // Each list's own view permission: every other code held is not enough.
  it.each([
    ["technology", "common.view_technology"],
    ["profile-type", "common.view_profiletype"],
    ["skill", "common.view_skill"],
    ["sub-skill", "common.view_skill"],
    ["role", "auth.view_group"],
    ["sub-admin", "user.can_view_sub_admin"],
    ["manage-subscription", "subscription.view_subscriptionplan"],
    ["contact-us", "common.view_contactus"],
  ])("/export/%s.csv needs %s", async (list, permission) => {
    const others = permissionCatalogue.map((entry) => entry.code).filter((code) => code !== permission);
    const response = await exportOf(`/export/${list}.csv?skill=12`, others);
    expect(response.headers.get("location")).toBe("/notfound");
  });

  it("sends the list's filters along with search and ordering", async () => {
    const asked: URL[] = [];
    server.use(
      http.get(mockUrl("technologyList"), ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse(HEADER, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
      }),
    );
    const { token } = seedAdmin(["common.view_technology"]);
    const stream = await exportCsv({
      token,
      endpoint: "technologyList",
      search: { search: "go", ordering: "-title", filters: { agency: 42, status: "false" } },
      columns: masterDataCsvColumns,
    });
    await new Response(stream).arrayBuffer();
    expect(asked.map((url) => url.searchParams.toString())).toEqual(["agency=42&status=false&search=go&ordering=-title&format=csv"]);
  });

  it("exports no tab the admin may not see, and nothing when no tab is left", async () => {
    const tabs: string[] = [];
    const tabbed: ListExport = {
      permission: "common.view_technology",
      config: defineList({
        orderings: [],
        tabs: [
          { id: "hidden", label: "Hidden", permission: "common.view_skill" },
          { id: "shown", label: "Shown" },
        ],
      }),
      resource: ({ tab }) => `tabbed-${tab}`,
      body: ({ tab }) => {
        tabs.push(tab);
        return Promise.resolve(new Response(HEADER).body as ReadableStream<Uint8Array>);
      },
    };
    const request = new Request(`${MOCK_APP_URL}/export/tabbed.csv?tab=hidden`);
    // The session's client, bound to a token no call here checks.
    const api: SessionApi = (call, ...args) => call("token", ...args);
    await exportListResponse(request, api, ["common.view_technology"], tabbed);
    expect(tabs).toEqual(["shown"]);
    const none: ListExport = { ...tabbed, config: defineList({ orderings: [], tabs: [{ id: "hidden", label: "Hidden", permission: "common.view_skill" }] }) };
    const refused = await exportListResponse(request, api, ["common.view_technology"], none).catch((thrown: unknown) => thrown as Response);
    expect(refused.headers.get("location")).toBe("/notfound");
  });
});
