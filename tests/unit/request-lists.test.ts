import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UserRequestListItem } from "#contract/user-request";
import { filterNavigation, navigation, type NavItem } from "~/navigation";
import { developerColumns } from "~/routes/requests/developer-requests-list-page";
import { agencySearchText } from "~/routes/requests/developer-requests-list.server";
import { rejectionColumns } from "~/routes/requests/rejected-logs-list-page";
import { requestColumns } from "~/routes/requests/request-list-page";
import {
  developerRequestList,
  newRegisteredOf,
  newRequestList,
  rejectedLogList,
  requestDetailHref,
  requestKindOfTab,
  requestStatusOf,
  requestUserTypes,
} from "~/routes/requests/request-lists";
import { listSearch, type ListState } from "~/utils/list-state";
import { parseListState } from "~/utils/list-state.server";

const state = (query: string, config: Parameters<typeof parseListState>[1] = newRequestList) => parseListState(new URLSearchParams(query), config) as ListState;
const backOf = (href: string) => new URL(href, "http://app.test").searchParams.get("back");
const text = (node: ReactNode) => (isValidElement(node) ? renderToStaticMarkup(node) : String(node));

const row = (changes: Partial<UserRequestListItem> = {}): UserRequestListItem => ({
  id: 41,
  user_id: 9,
  uid: "U9",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  company_name: "Engines Ltd",
  country: "India",
  user_type: 3,
  status: 1,
  is_new_registered: true,
  version: 1,
  created: "2026-03-04T10:00:00.000Z",
  modified: "2026-03-05T23:30:00.000Z",
  parent_id: null,
  parent_name: null,
  parent_email: null,
  experience: null,
  projects: null,
  certifications: null,
  ...changes,
});

describe("the request lists' rows lead to their detail views with the list in back=", () => {
  it("new and updated requests: the kind's view, the tab, search, sorting and page kept", () => {
    const href = requestDetailHref.new(state("tab=agency&search=acme&ordering=-email&page=2"))("agency", 41);
    expect(href.split("?")[0]).toBe("/new-requests/agency-view/41");
    expect(backOf(href)).toBe("/new-request?tab=agency&search=acme&ordering=-email&page=2");
    const updated = requestDetailHref.updated(state("tab=freelancer&page_size=25"))("freelancer", 7);
    expect(updated.split("?")[0]).toBe("/updated-request/freelancer-view/7");
    expect(backOf(updated)).toBe("/updated-request?tab=freelancer&page_size=25");
    // The first tab is the default: the bare path.
    expect(backOf(requestDetailHref.new(state(""))("client", 1))).toBe("/new-request");
  });

  it("the rejection log: the agency developer's view too", () => {
    const href = requestDetailHref.rejected(state("tab=agency-developer&ordering=modified", rejectedLogList))("agency-developer", 5);
    expect(href.split("?")[0]).toBe("/rejected-logs/agency-developer-view/5");
    expect(backOf(href)).toBe("/rejected-logs?tab=agency-developer&ordering=modified");
  });

  it("developer requests: the agency and status filters ride along, so Back restores them", () => {
    const href = requestDetailHref.developer(state("agency=3&status=update&search=kim&page_size=100", developerRequestList))(12);
    expect(href.split("?")[0]).toBe("/developer-requests/12");
    expect(backOf(href)).toBe("/developer-requests?search=kim&agency=3&status=update&page_size=100");
  });
});

describe("the lists' URL state", () => {
  it("developer requests: 10, 25 or 100 rows; agency an id, status New or Update; anything else dropped", () => {
    expect(state("page_size=100&agency=3&status=new", developerRequestList)).toMatchObject({ page_size: 100, filters: { agency: 3, status: "new" } });
    expect(state("page_size=50&agency=abc&status=approved", developerRequestList)).toMatchObject({ page_size: 10, filters: {} });
    expect(newRegisteredOf("new")).toBe(true);
    expect(newRegisteredOf("update")).toBe(false);
    expect(newRegisteredOf(undefined)).toBeUndefined();
  });

  it("a tab change of the rejection log starts at page 1 with 10 rows (spec §2)", () => {
    const current = state("tab=client&page=3&page_size=25&search=x&ordering=first_name", rejectedLogList);
    expect(listSearch(current, { tab: "agency-developer" }, rejectedLogList)).toBe("?tab=agency-developer");
    expect(listSearch(state("page=2&page_size=25", newRequestList), { tab: "freelancer" }, newRequestList)).toBe("?tab=freelancer");
  });

  it("each tab asks for its user type; an unknown tab is the client's", () => {
    expect(["client", "agency", "freelancer", "agency-developer", "other"].map((tab) => requestUserTypes[requestKindOfTab(tab)])).toEqual([3, 4, 5, 6, 3]);
    expect(state("tab=agency-developer", newRequestList).tab).toBe("client");
  });
});

describe("the columns", () => {
  it("new and updated requests: the company column is the agency's on the agency tab and absent for freelancers", () => {
    expect(requestColumns("new", "client", state("")).map((column) => column.header)).toEqual(["ID", "First Name", "Last Name", "Company Name", "Country", "Email", "Status"]);
    expect(requestColumns("new", "agency", state("")).map((column) => column.header)).toContain("Agency Name");
    expect(requestColumns("updated", "freelancer", state("")).map((column) => column.header)).toEqual(["ID", "First Name", "Last Name", "Country", "Email", "Status"]);
  });

  it("status: the new list always reads Pending; the updated list 1 Pending, anything else Rejected (spec §2)", () => {
    const statusOf = (list: "new" | "updated", status: number) => {
      const column = requestColumns(list, "client", state("")).find((candidate) => candidate.id === "status");
      return text(column?.cell(row({ status })));
    };
    expect(statusOf("new", 3)).toContain("Pending");
    expect(statusOf("updated", 1)).toContain("Pending");
    expect(statusOf("updated", 3)).toContain("Rejected");
    expect(statusOf("updated", 2)).toContain("Rejected");
    expect([1, 2, 3].map(requestStatusOf)).toEqual(["pending", "rejected", "rejected"]);
  });

  it("the rejection log: Developer Name and Agency Name on the developer tab only, '-' for a missing admin, the date as DD/MM/YYYY", () => {
    const client = rejectionColumns("client", state("", rejectedLogList));
    expect(client.map((column) => column.header)).toEqual(["Name", "Admin Name", "Date", "Reason of rejection", "Action"]);
    const developer = rejectionColumns("agency-developer", state("", rejectedLogList));
    expect(developer.map((column) => column.header)).toEqual(["Developer Name", "Agency Name", "Admin Name", "Date", "Reason of rejection", "Action"]);
    const rejection = { id: 3, first_name: "Ada", last_name: "", parent: null, request_handled_by: null, modified: "2026-03-05T23:30:00.000Z", rejection_message: "No" };
    const cell = (id: string) => text(developer.find((column) => column.id === id)?.cell(rejection));
    expect([cell("name"), cell("agency"), cell("admin"), cell("date")]).toEqual(["Ada", "-", "-", "05/03/2026"]);
  });

  it("the rejection reason is cut at 100 characters with Read More", () => {
    const reason = rejectionColumns("client", state("", rejectedLogList)).find((column) => column.id === "reason");
    const long = { id: 3, first_name: "A", last_name: "B", parent: null, request_handled_by: "Ann", modified: "2026-03-05T00:00:00.000Z", rejection_message: "x".repeat(101) };
    expect(text(reason?.cell(long))).toContain("Read More");
    expect(text(reason?.cell({ ...long, rejection_message: "x".repeat(100) }))).not.toContain("Read More");
  });

  it("developer requests: the spec's columns; New or Update; empty counts as 0", () => {
    const columns = developerColumns(state("", developerRequestList));
    expect(columns.map((column) => column.header)).toEqual(["Developer Name", "Agency Name", "Agency Email", "Experience", "Projects", "Certificates", "Status", "Requested Date"]);
    const cell = (id: string, changes: Partial<UserRequestListItem>) => text(columns.find((column) => column.id === id)?.cell(row(changes)));
    expect(cell("status", { is_new_registered: true })).toContain("New");
    expect(cell("status", { is_new_registered: false })).toContain("Update");
    expect(cell("projects", { projects: null })).toBe("0");
    expect(cell("requested", {})).toBe("05/03/2026");
    expect(cell("experience", { experience: 1 })).toBe("1 yr");
    expect(cell("experience", { experience: 4 })).toBe("4 yrs");
    expect(cell("experience", { experience: null })).toBe("-");
  });
});

describe("the agency filter's search", () => {
  it("fires with more than 2 characters (spec §5)", () => {
    expect(agencySearchText(" ac ")).toBe("");
    expect(agencySearchText(" acm ")).toBe("acm");
  });

  it("matches nothing with a NUL character, which the API refuses", () => {
    expect(agencySearchText("abc\u0000def")).toBe("");
  });
});

describe("the sidebar's request entries", () => {
  const labels = (items: NavItem[]): unknown => items.map((item) => (item.children ? { [item.label]: labels(item.children) } : item.label));
  const requests = { "Profile Requests": ["New Requests", "Updated Requests", "Developer Requests", "Rejected Logs"] };

  it("show only with user.view_userrequest", () => {
    expect(labels(filterNavigation(navigation, ["main.view_dashboard"]))).not.toContainEqual(requests);
    expect(labels(filterNavigation(navigation, ["main.view_dashboard", "user.view_userrequest"]))).toContainEqual(requests);
  });

  it("each with an icon of its own", () => {
    const group = navigation.find((item) => item.label === "Profile Requests");
    const icons = [group?.icon, ...(group?.children ?? []).map((item) => item.icon)];
    expect(new Set(icons).size).toBe(5);
    expect(icons).not.toContain(undefined);
  });
});
