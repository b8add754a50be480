// The /manage-users page (its loader: users.tsx): one tab per kind the admin may view, each row
// with View Details (its main action), Edit User and Delete User.
import type { CompanyUserListItem, FreelancerListItem, MarketplaceUserKind } from "#contract/marketplace-user";
import { hasPermission } from "#contract/permissions";
import type { Column } from "~/ui/list/data-table";
import { EmailText } from "~/ui/list/email-text";
import { actionColumn, RowMainLink } from "~/ui/list/row-actions";
import { StatusBadge } from "~/ui/status-badge";
import { listPage } from "~/utils/list-page";
import { listSearch, type ListState } from "~/utils/list-state";
import { PENDING_REQUEST_REASON, USERS_PATH, userKindOfTab, userKindPermissions, userLinks, usersList } from "./users-list";

export type UserRow = CompanyUserListItem | FreelancerListItem;

/** '-' stands for an empty value (spec §2). */
const orDash = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "-");
const fullName = (row: UserRow) => `${row.first_name} ${row.last_name}`.trim() || row.uid;

function userColumns(kind: MarketplaceUserKind, held: readonly string[], state: ListState): Column<UserRow>[] {
  const codes = userKindPermissions[kind];
  const search = listSearch(state, {}, usersList);
  const links = userLinks(kind, state);
  const detailHref = (row: UserRow) => links.detail(row.id);
  const columns: Column<UserRow>[] = [
    { id: "uid", header: "User ID", sortField: "uid", cell: (row) => <RowMainLink to={detailHref(row)}>{row.uid}</RowMainLink>, nowrap: true },
    { id: "first_name", header: "First Name", sortField: "first_name", cell: (row) => orDash(row.first_name) },
    { id: "last_name", header: "Last Name", sortField: "last_name", cell: (row) => orDash(row.last_name) },
    { id: "email", header: "Email", sortField: "email", cell: (row) => <EmailText email={row.email} /> },
    // Wraps like text: a phone of 16 characters ("+" and 15 digits) on one line needs more than a
    // text column's 8rem, and the Client and Agency tabs have no room for that at 1280 px.
    { id: "contact_number", header: "Contact Number", sortField: "contact_number", cell: (row) => orDash(row.contact_number) },
  ];
  if (kind !== "freelancer") {
    columns.push({
      id: "company",
      header: kind === "agency" ? "Agency Name" : "Company Name",
      sortField: "company__name",
      cell: (row) => orDash("company" in row ? row.company?.name : null),
    });
  }
  columns.push({ id: "status", header: "Status", sortField: "is_active", cell: (row) => <StatusBadge status={row.is_active ? "active" : "inactive"} />, nowrap: true });
  return [
    ...columns,
    ...actionColumn<UserRow>(fullName, [
      { label: "View Details", href: detailHref },
      hasPermission(held, codes.change) && {
        label: "Edit User",
        href: (row) => links.edit(row.id),
        disabledReason: (row) => (row.is_pending_request ? PENDING_REQUEST_REASON : null),
      },
      hasPermission(held, codes.delete) && { label: "Delete User", href: (row) => `${USERS_PATH}/${kind}/${row.id}/delete${search}` },
    ]),
  ];
}

export const usersListPage = listPage<UserRow>({
  config: usersList,
  title: "Manage Users",
  description: "Clients, agencies and freelancers registered on the marketplace.",
  basePath: USERS_PATH,
  tabsLabel: "User types",
  searchLabel: "Search users",
  exportName: "manage-users",
  columns: (list) => userColumns(userKindOfTab(list.state.tab), list.permissions, list.state),
});
