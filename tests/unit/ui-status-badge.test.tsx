import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { subAdminCsvColumns } from "#contract/csv";
import type { SubAdmin } from "#contract/sub-admin";
import { StatusBadge, statusOfNumber, subAdminStatus } from "~/ui/status-badge";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("StatusBadge", () => {
  it("says a record's or a request's status in words, each with its own look", () => {
    const statuses = ["active", "inactive", "invited", "pending", "rejected", "new", "update"] as const;
    const rendered = statuses.map((status) => renderToStaticMarkup(<StatusBadge status={status} />));
    expect(rendered.map(text)).toEqual(["Active", "Inactive", "Invited", "Pending", "Rejected", "New", "Update"]);
    // Colour and marker only repeat the word: the marker is hidden from assistive technology.
    for (const html of rendered) expect(html).toMatch(/<span aria-hidden="true" class="[^"]+"><\/span>/);
    const looks = rendered.map((html) => [...html.matchAll(/class="([^"]+)"/g)].map((match) => match[1]).join(" "));
    expect(new Set(looks).size).toBe(statuses.length);
  });

  it("reads a master-data status: 1 Active, anything else Inactive", () => {
    expect([1, 0].map(statusOfNumber)).toEqual(["active", "inactive"]);
  });

  it("shows a sub admin who has not accepted the invitation as Invited, whatever is_active says", () => {
    expect(subAdminStatus({ is_active: false, invitation_accepted: false })).toBe("invited");
    expect(subAdminStatus({ is_active: true, invitation_accepted: false })).toBe("invited");
    expect(subAdminStatus({ is_active: true, invitation_accepted: true })).toBe("active");
    expect(subAdminStatus({ is_active: false, invitation_accepted: true })).toBe("inactive");
  });

  it("exports the same status as the list shows", () => {
    const status = subAdminCsvColumns.find((column) => column.header === "Status");
    const row = (is_active: boolean, invitation_accepted: boolean) => ({ is_active, invitation_accepted }) as SubAdmin;
    expect([row(false, false), row(true, true), row(false, true)].map((item) => status?.value(item))).toEqual(["Invited", "Active", "Inactive"]);
  });
});
