// The detail pages' formats (spec §2, §3) and their URL state (decision 042).
import { describe, expect, it } from "vitest";
import { availabilityLabel, isImageUrl, longDate, price, projectDuration, shortDate, titleInitials } from "~/routes/users/portfolio-format";
import { backHref, portfolioDetailState, portfolioHref } from "~/routes/users/portfolio-state";
import { parseListState } from "~/utils/list-state.server";

describe("availabilityLabel", () => {
  it("reads a developer's 1 as Part Time and anything else as Full Time", () => {
    expect(availabilityLabel(1, "developer")).toBe("Part Time");
    expect(availabilityLabel(2, "developer")).toBe("Full Time");
    expect(availabilityLabel(7, "developer")).toBe("Full Time");
    expect(availabilityLabel(null, "developer")).toBeNull();
  });
  it("reads a freelancer's from the fixed list and shows an unknown id as missing", () => {
    expect(availabilityLabel(1, "freelancer")).toBe("Part Time");
    expect(availabilityLabel(2, "freelancer")).toBe("Full Time");
    expect(availabilityLabel(7, "freelancer")).toBeNull();
  });
});

describe("project and certificate formats", () => {
  it("writes the duration in months, with Ongoing", () => {
    expect(projectDuration({ duration: 6, is_on_going: false })).toBe("6 Months");
    expect(projectDuration({ duration: 3, is_on_going: true })).toBe("3 Months - Ongoing");
  });
  it("takes two uppercase initials from a title", () => {
    expect(titleInitials("online shop redesign")).toBe("OS");
    expect(titleInitials("  Dashboard ")).toBe("DA");
    expect(titleInitials("x")).toBe("X");
    expect(titleInitials("")).toBe("?");
    expect(titleInitials("😀 shop")).toBe("😀S");
    expect(titleInitials("🦀🦀🦀")).toBe("🦀🦀");
  });
  it("writes dates short and long", () => {
    expect(shortDate("2024-03-05")).toBe("05/03/2024");
    expect(longDate("2024-03-05")).toBe("March 5, 2024");
    expect(longDate("not a date")).toBe("not a date");
  });
  it("writes the price with its period", () => {
    expect(price("25.00", { name: "Hourly" })).toBe("25.00 / Hourly");
    expect(price("25.00", null)).toBe("25.00");
    expect(price(null, { name: "Hourly" })).toBeNull();
  });
  it("tells image files by their path", () => {
    expect(isImageUrl("/api/v1/media/a/cert.PNG")).toBe(true);
    expect(isImageUrl("/api/v1/media/a/cert.pdf")).toBe(false);
  });
});

describe("the portfolio pages' URL state", () => {
  const base = "/manage-user/freelancer-details/4";
  const parse = (query: string) => parseListState(new URLSearchParams(query), portfolioDetailState);

  it("keeps the tab and page and opens one dialog at a time", () => {
    const state = parse("tab=projects&page=2&project=17");
    expect(state).toMatchObject({ tab: "projects", page: 2, filters: { project: 17 } });
    expect(portfolioHref(base, state)).toBe(`${base}?tab=projects&page=2`);
    expect(portfolioHref(base, state, { filters: { project: 18 } })).toBe(`${base}?tab=projects&project=18&page=2`);
  });
  it("starts a tab on its first page with no dialog", () => {
    const state = parse("tab=projects&page=3&project=17");
    expect(portfolioHref(base, state, { tab: "certificates" })).toBe(`${base}?tab=certificates`);
    expect(portfolioHref(base, state, { tab: "professional" })).toBe(base);
  });
  it("drops what is not a state: an unknown tab, a bad id, another page size", () => {
    expect(parse("tab=admin&project=abc&page_size=50")).toMatchObject({ tab: "professional", page_size: 10, filters: {} });
  });
  it("leads Back only to the allowed page, else to the fallback", () => {
    expect(backHref("/manage-users?tab=agency&page=3", "/manage-users", "/manage-users?tab=agency")).toBe("/manage-users?tab=agency&page=3");
    expect(backHref("/manage-users", "/manage-users", "/x")).toBe("/manage-users");
    expect(backHref("/manage-users-evil", "/manage-users", "/x")).toBe("/x");
    expect(backHref("/role", "/manage-users", "/x")).toBe("/x");
    expect(parse("back=//evil.example/manage-users").back).toBe("");
  });
});
