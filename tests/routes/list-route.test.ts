// The list loader's error paths over the mock API: failures the real provider does not produce.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { messages } from "#contract/messages";
import { listTechnologies } from "~/models/technology.server";
import { apiListParams, defineList } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { mockUrl, server, signedInRequest, withMockApi } from "./api-mock";

const config = { orderings: ["title"] };

const VIEWER = ["main.view_dashboard", "common.view_technology"];

const load = (request: Request) =>
  loadList(request, { permission: "common.view_technology", config, fetchPage: (token, state) => listTechnologies(token, apiListParams(state)) });

const page = (count: number, results: unknown[]) => HttpResponse.json({ count, next: null, previous: null, results });

withMockApi();

describe("loadList", () => {
  it("sends the URL state to the API, a bad ordering left out", async () => {
    let asked: URL | undefined;
    server.use(
      http.get(mockUrl("technologyList"), ({ request }) => {
        asked = new URL(request.url);
        return page(1, [{ id: 1, title: "React", description: "", status: 1 }]);
      }),
    );
    const list = await load(await signedInRequest("/technology?search=re&ordering=secret&page=1&page_size=25", VIEWER));
    expect(asked?.searchParams.toString()).toBe("page=1&page_size=25&search=re");
    expect(list).toMatchObject({ count: 1, loadError: null, state: { ordering: "", page_size: 25 } });
  });

  it("empties the list and shows the API's message when it fails (spec §8)", async () => {
    server.use(http.get(mockUrl("technologyList"), () => HttpResponse.json({ detail: "Search is down." }, { status: 503 })));
    const list = await load(await signedInRequest("/technology", VIEWER));
    expect(list).toMatchObject({ rows: [], count: 0, loadError: "Search is down." });
  });

  it("shows the shared message, not the raw error, for a malformed answer or a network failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const request = await signedInRequest("/technology", VIEWER);
    server.use(http.get(mockUrl("technologyList"), () => HttpResponse.json({ nope: true })));
    expect(await load(request)).toMatchObject({ rows: [], loadError: messages.somethingWrong });
    server.use(http.get(mockUrl("technologyList"), () => HttpResponse.error()));
    expect(await load(request.clone())).toMatchObject({ rows: [], loadError: messages.somethingWrong });
  });

  it("goes to the last page when the page asked for is past the end", async () => {
    server.use(http.get(mockUrl("technologyList"), () => page(25, [])));
    const redirect = await load(await signedInRequest("/technology?search=a&page=9", VIEWER)).catch((error: unknown) => error);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get("Location")).toBe("/technology?search=a&page=3");
  });

  it("reads a capped count, and a backend without count_capped as exact", async () => {
    const request = await signedInRequest("/technology", VIEWER);
    server.use(http.get(mockUrl("technologyList"), () => HttpResponse.json({ count: 1000, count_capped: true, next: null, previous: null, results: [] })));
    expect(await load(request)).toMatchObject({ count: 1000, countCapped: true, loadError: null });
    server.use(http.get(mockUrl("technologyList"), () => page(1000, [])));
    expect(await load(request.clone())).toMatchObject({ count: 1000, countCapped: false, loadError: null });
  });

  it("goes to the last page page 1 counts when a DRF backend answers 404 Invalid page", async () => {
    server.use(
      http.get(mockUrl("technologyList"), ({ request }) =>
        new URL(request.url).searchParams.get("page") === "1"
          ? HttpResponse.json({ count: 1000, count_capped: true, next: null, previous: null, results: [] })
          : HttpResponse.json({ detail: "Invalid page." }, { status: 404 }),
      ),
    );
    const redirect = await load(await signedInRequest("/technology?page=400&search=a&page_size=25", VIEWER)).catch((error: unknown) => error);
    expect((redirect as Response).headers.get("Location")).toBe("/technology?search=a&page=40&page_size=25");
  });

  it("goes to page 1 when a DRF backend answers 404 Invalid page to every page", async () => {
    server.use(http.get(mockUrl("technologyList"), () => HttpResponse.json({ detail: "Invalid page." }, { status: 404 })));
    const redirect = await load(await signedInRequest("/technology?page=4&ordering=-title", VIEWER)).catch((error: unknown) => error);
    expect((redirect as Response).headers.get("Location")).toBe("/technology?ordering=-title");
  });

  describe("with per-tab permissions", () => {
    // The signed-in admin holds view_technology and not view_skill.
    const tabbed = defineList({
      orderings: ["title"],
      tabs: [
        { id: "hidden", label: "Hidden", permission: "common.view_skill" },
        { id: "shown", label: "Shown", permission: "common.view_technology" },
        { id: "open", label: "Open" },
      ],
    });
    const loadTabbed = (request: Request, tabs = tabbed) =>
      loadList(request, { permission: "common.view_technology", config: tabs, fetchPage: (token, state) => listTechnologies(token, apiListParams(state)) });

    it("offers only the tabs the admin may see, and a hidden tab falls back to the first visible one", async () => {
      server.use(http.get(mockUrl("technologyList"), () => page(0, [])));
      const list = await loadTabbed(await signedInRequest("/technology?tab=hidden", VIEWER));
      expect(list.tabs).toEqual([
        { id: "shown", label: "Shown" },
        { id: "open", label: "Open" },
      ]);
      expect(list.state.tab).toBe("shown");
    });

    it("sends the admin to the dashboard when no tab is left", async () => {
      const none = defineList({ orderings: ["title"], tabs: [{ id: "hidden", label: "Hidden", permission: "common.view_skill" }] });
      const redirect = await loadTabbed(await signedInRequest("/technology", VIEWER), none).catch((error: unknown) => error);
      expect(redirect).toBeInstanceOf(Response);
      expect((redirect as Response).headers.get("Location")).toBe("/dashboard");
    });
  });
});
