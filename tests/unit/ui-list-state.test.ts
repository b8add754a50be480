import { describe, expect, it } from "vitest";
import {
  apiListParams,
  cappedCountNote,
  defineList,
  linksBackTo,
  listSearch,
  nextOrdering,
  pageCount,
  pageSummary,
  searchFormHiddenFields,
  sortDirection,
} from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";

const config = defineList({
  orderings: ["title", "status"],
  tabs: [
    { id: "client", label: "Client" },
    { id: "agency", label: "Agency" },
    { id: "freelancer", label: "Freelancers" },
  ],
});
const parse = (query: string) => parseListState(new URLSearchParams(query), config);
const blank = { filters: {}, back: "" };

describe("the list state in the URL", () => {
  it("reads every value and defaults what is missing", () => {
    expect(parse("")).toEqual({ page: 1, page_size: 10, search: "", ordering: "", tab: "client", ...blank });
    expect(parse("tab=agency&search=%20react%20&ordering=-title&page=3&page_size=25")).toEqual({
      page: 3,
      page_size: 25,
      search: "react",
      ordering: "-title",
      tab: "agency",
      ...blank,
    });
  });

  it("falls back to the default for any bad value, never an error", () => {
    expect(parse("page=0&page_size=1000&ordering=password&tab=admin")).toEqual({ page: 1, page_size: 10, search: "", ordering: "", tab: "client", ...blank });
    expect(parse("page=-2&page_size=abc&ordering=--title")).toMatchObject({ page: 1, page_size: 10, ordering: "" });
    expect(parse("page=1e3&page_size=2.5")).toMatchObject({ page: 1, page_size: 10 });
    expect(parse(`search=${"x".repeat(500)}`).search).toHaveLength(200);
  });

  it("writes only what differs from the defaults; a new tab starts afresh", () => {
    const state = parse("tab=agency&search=go&ordering=title&page=4&page_size=50");
    expect(listSearch(state, {}, config)).toBe("?tab=agency&search=go&ordering=title&page=4&page_size=50");
    expect(listSearch(state, { page: 1 }, config)).toBe("?tab=agency&search=go&ordering=title&page_size=50");
    expect(listSearch(state, { tab: "freelancer" }, config)).toBe("?tab=freelancer");
    expect(listSearch(state, { tab: "client" }, config)).toBe("");
    expect(listSearch(parse(""), {}, config)).toBe("");
    expect(listSearch(parse(""), { search: "a&b=c" }, config)).toBe("?search=a%26b%3Dc");
  });

  it("cycles sorting ascending, descending, unsorted", () => {
    expect(nextOrdering("", "title")).toBe("title");
    expect(nextOrdering("title", "title")).toBe("-title");
    expect(nextOrdering("-title", "title")).toBe("");
    expect(nextOrdering("-status", "title")).toBe("title");
    expect(sortDirection("title", "title")).toBe("ascending");
    expect(sortDirection("-title", "title")).toBe("descending");
    expect(sortDirection("status", "title")).toBeUndefined();
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it("sums up the page, a capped count with a plus, and says why the pages stop", () => {
    expect(pageSummary({ page: 1, page_size: 10 }, 0)).toBe("0 records");
    expect(pageSummary({ page: 2, page_size: 10 }, 15)).toBe("11–15 of 15");
    expect(pageSummary({ page: 1, page_size: 25 }, 1234)).toBe("1–25 of 1,234");
    // The last page the API lets a capped list reach: the window's end, not the matches'.
    expect(pageSummary({ page: 100, page_size: 10 }, 1000, true)).toBe("991–1,000 of 1,000+");
    expect(pageSummary({ page: 34, page_size: 30 }, 1000, true)).toBe("991–1,000 of 1,000+");
    expect(pageCount(1000, 30)).toBe(34);
    expect(cappedCountNote(10000)).toBe(
      "More than 10,000 records match. Only the first 10,000 can be shown: narrow the search to reach the others, or export them all.",
    );
  });

  it("takes only the list's own rows-per-page choices", () => {
    const developerRequests = defineList({ orderings: ["id"], pageSizes: [10, 25, 100] });
    const sizeOf = (query: string) => parseListState(new URLSearchParams(query), developerRequests).page_size;
    expect(sizeOf("page_size=25")).toBe(25);
    expect(sizeOf("page_size=100")).toBe(100);
    expect(sizeOf("page_size=50")).toBe(10);
    expect(parse("page_size=50").page_size).toBe(50);
    expect(parse("page_size=37").page_size).toBe(10);
  });

  it("parses typed filters, drops a value of the wrong kind, and keeps them through search, sort and paging", () => {
    const developers = defineList({ orderings: ["id"], filters: { agency: "id", status: ["true", "false"] } });
    const parseDevelopers = (query: string) => parseListState(new URLSearchParams(query), developers);
    const state = parseDevelopers("agency=42&status=false&search=ann&ordering=-id&page=2");
    expect(state.filters).toEqual({ agency: 42, status: "false" });
    expect(parseDevelopers("agency=abc&status=maybe").filters).toEqual({});
    expect(parseDevelopers("agency=0&status=").filters).toEqual({});
    // Any id PostgreSQL's integer holds, not past it.
    expect(parseDevelopers("agency=2147483647").filters).toEqual({ agency: 2147483647 });
    expect(parseDevelopers("agency=2147483648").filters).toEqual({});
    expect(apiListParams(state)).toEqual({ agency: 42, status: "false", page: 2, page_size: 10, search: "ann", ordering: "-id" });
    expect(listSearch(state, { ordering: "id" }, developers)).toBe("?search=ann&ordering=id&agency=42&status=false&page=2");
    // The next search must not lose the filters: they are the form's hidden fields.
    expect(searchFormHiddenFields(state, developers)).toEqual([
      ["ordering", "-id"],
      ["agency", "42"],
      ["status", "false"],
    ]);
  });

  it("carries tab, sort, page size and back as hidden fields of the search, never the page", () => {
    const state = parse("tab=agency&search=go&ordering=title&page=4&page_size=50&back=%2Fskill%3Fpage%3D2");
    expect(searchFormHiddenFields(state, config)).toEqual([
      ["tab", "agency"],
      ["ordering", "title"],
      ["page_size", "50"],
      ["back", "/skill?page=2"],
    ]);
  });

  it("shows only the tabs the admin may see, and falls back to the first of them", () => {
    const users = defineList({
      orderings: ["id"],
      tabs: [
        { id: "client", label: "Client", permission: "common.view_technology" },
        { id: "agency", label: "Agency", permission: "common.view_skill" },
      ],
    });
    const held = ["common.view_skill"];
    expect(parseListState(new URLSearchParams("tab=client"), users, held).tab).toBe("agency");
    expect(parseListState(new URLSearchParams("tab=agency"), users, held).tab).toBe("agency");
    expect(parseListState(new URLSearchParams(""), users, []).tab).toBe("");
  });

  it("keeps back= only when it is a same-origin path", () => {
    expect(parse("back=%2Fskill%3Fsearch%3Dgo").back).toBe("/skill?search=go");
    expect(parse("back=https%3A%2F%2Fevil.example%2F").back).toBe("");
    expect(parse("back=%2F%2Fevil.example").back).toBe("");
    expect(parse("back=%2F..%2F%2Fevil.example").back).toBe("");
    expect(linksBackTo("/skill?search=go&page=2")("/skill/3")).toBe("/skill/3?back=%2Fskill%3Fsearch%3Dgo%26page%3D2");
    // A tab change starts the list afresh but still knows the way back.
    expect(listSearch(parse("back=%2Fskill&search=x"), { tab: "agency" }, config)).toBe("?tab=agency&back=%2Fskill");
  });
});
