// The component of /new-request and /updated-request (their loaders: new-request.tsx,
// updated-request.tsx): tabs Client, Agency, Freelancers; a row's ID opens its detail view with
// the list's state in `back=`.
import { useLoaderData } from "@remix-run/react";
import type { UserRequestListItem } from "#contract/user-request";
import { AppLink } from "~/ui/app-link";
import type { Column } from "~/ui/list/data-table";
import { EmailText } from "~/ui/list/email-text";
import { ListView } from "~/ui/list/list-view";
import { RowMainLink } from "~/ui/list/row-actions";
import { StatusBadge } from "~/ui/status-badge";
import type { LoadedList } from "~/utils/list-route.server";
import { cx } from "~/utils/cx";
import { listSearch, type ListState } from "~/utils/list-state";
import {
  NEW_REQUESTS_PATH,
  newRequestList,
  orDash,
  requestDetailHref,
  requestKindOfTab,
  requestStatusOf,
  UPDATED_REQUESTS_PATH,
  UPDATED_STATUS_CHOICES,
  updatedRequestList,
  updatedStatusLabels,
  type CompanyOrPersonKind,
  type UpdatedStatusChoice,
} from "./request-lists";

export type RequestListKind = "new" | "updated";

const pages = {
  new: {
    title: "New Requests",
    description: "Registrations of clients, agencies and freelancers waiting for a decision.",
    basePath: NEW_REQUESTS_PATH,
    config: newRequestList,
  },
  updated: {
    title: "Updated Requests",
    description: "Profile changes waiting for a decision, and those rejected.",
    basePath: UPDATED_REQUESTS_PATH,
    config: updatedRequestList,
  },
} as const;

/** Captions the spec leaves open (§2 "the exact column captions are not shown"); decision 046. */
export function requestColumns(list: RequestListKind, kind: CompanyOrPersonKind, state: ListState): Column<UserRequestListItem>[] {
  const detailHref = requestDetailHref[list](state);
  const columns: Column<UserRequestListItem>[] = [
    {
      id: "id",
      header: "ID",
      sortField: "id",
      numeric: true,
      cell: (row) => <RowMainLink to={detailHref(kind, row.id)}>{row.id}</RowMainLink>,
    },
    { id: "first_name", header: "First Name", sortField: "first_name", cell: (row) => orDash(row.first_name) },
    { id: "last_name", header: "Last Name", sortField: "last_name", cell: (row) => orDash(row.last_name) },
  ];
  // A freelancer has no company: the column would be dashes only.
  if (kind !== "freelancer") {
    columns.push({ id: "company_name", header: kind === "agency" ? "Agency Name" : "Company Name", sortField: "company_name", cell: (row) => orDash(row.company_name) });
  }
  columns.push(
    { id: "country", header: "Country", cell: (row) => orDash(row.country) },
    { id: "email", header: "Email", sortField: "email", cell: (row) => <EmailText email={row.email} /> },
    {
      id: "status",
      header: "Status",
      nowrap: true,
      // Spec §2: the new list always reads Pending; the updated list 1 Pending, anything else Rejected.
      cell: (row) => <StatusBadge status={list === "new" ? "pending" : requestStatusOf(row.status)} />,
    },
  );
  return columns;
}

type UpdatedListState = ListState<NonNullable<(typeof updatedRequestList)["filters"]>>;

/**
 * The updated list's status filter: links (they work without JavaScript, and the one followed keeps
 * focus), All first. A filter starts at page 1 and keeps the tab, search and sorting.
 */
function UpdatedStatusFilter({ state }: { state: UpdatedListState }) {
  const choices: { choice: UpdatedStatusChoice | undefined; label: string }[] = [
    { choice: undefined, label: "All" },
    ...UPDATED_STATUS_CHOICES.map((choice) => ({ choice, label: updatedStatusLabels[choice] })),
  ];
  return (
    <nav aria-label="Status filter" className="flex items-center gap-1 text-sm text-gray-700">
      <span className="mr-1">Status:</span>
      {choices.map(({ choice, label }) => {
        const current = state.filters.status === choice;
        return (
          <AppLink
            key={label}
            to={`${UPDATED_REQUESTS_PATH}${listSearch(state, { filters: { status: choice }, page: 1 }, updatedRequestList)}`}
            preventScrollReset
            aria-current={current ? "true" : undefined}
            className={cx(
              "rounded-md px-2.5 py-1.5 focus-visible:outline-2 focus-visible:outline-indigo-600",
              current ? "bg-indigo-600 font-semibold text-white" : "text-indigo-700 hover:bg-indigo-50",
            )}
          >
            {label}
          </AppLink>
        );
      })}
    </nav>
  );
}

export function requestListPage(list: RequestListKind) {
  const { title, description, basePath, config } = pages[list];
  return function RequestListPage() {
    const loaded = useLoaderData<LoadedList<UserRequestListItem>>();
    const kind = requestKindOfTab(loaded.state.tab) as CompanyOrPersonKind;
    return (
      <ListView
        title={title}
        description={description}
        basePath={basePath}
        config={config}
        tabsLabel="Request types"
        searchLabel={`Search ${title.toLowerCase()}`}
        list={loaded}
        rowKey={(row) => row.id}
        columns={requestColumns(list, kind, loaded.state)}
        filters={list === "updated" ? <UpdatedStatusFilter state={loaded.state as UpdatedListState} /> : null}
      />
    );
  };
}
