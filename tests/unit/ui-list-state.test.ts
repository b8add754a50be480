import { describe, expect, it } from "vitest";
import { cappedCountNote, listSearch, nextOrdering, pageCount, pageSummary, parseListState, sortDirection } from "~/utils/list-state";

const config = { orderings: ["title", "status"], tabs: ["client", "agency", "freelancer"] };
const parse = (query: string) => parseListState(new URLSearchParams(query), config);

describe("the list state in the URL", () => {
  it("reads every value and defaults what is missing", () => {
    expect(parse("")).toEqual({ page: 1, page_size: 10, search: "", ordering: "", tab: "client" });
    expect(parse("tab=agency&search=%20react%20&ordering=-title&page=3&page_size=25")).toEqual({
      page: 3,
      page_size: 25,
      search: "react",
      ordering: "-title",
      tab: "agency",
    });
  });

  it("falls back to the default for any bad value, never an error", () => {
    expect(parse("page=0&page_size=1000&ordering=password&tab=admin")).toEqual({ page: 1, page_size: 10, search: "", ordering: "", tab: "client" });
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
});
