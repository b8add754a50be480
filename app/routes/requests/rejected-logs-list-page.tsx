// The component of /rejected-logs (its loader: rejected-logs.tsx): four tabs; each row's reason
// cut at 100 characters and a view action that opens the rejected request with the list in `back=`.
import { useLoaderData } from "@remix-run/react";
import type { RejectionListItem } from "#contract/user-request";
import type { Column } from "~/ui/list/data-table";
import { ListView } from "~/ui/list/list-view";
import { READ_MORE_LONG_TEXT_AT, ReadMore } from "~/ui/read-more";
import { SvgIcon } from "~/ui/svg-icon";
import { formatDate } from "~/utils/dates";
import type { LoadedList } from "~/utils/list-route.server";
import type { ListState } from "~/utils/list-state";
import { joinedName, orDash, REJECTED_LOGS_PATH, rejectedLogList, requestDetailHref, requestKindOfTab, VIEW_ICON, type RequestKind } from "./request-lists";
import { AppLink } from "~/ui/app-link";

/** Spec §2's columns; the developer tab names its person "Developer Name" and adds the agency. */
export function rejectionColumns(kind: RequestKind, state: ListState): Column<RejectionListItem>[] {
  const developer = kind === "agency-developer";
  const detailHref = requestDetailHref.rejected(state);
  const viewHref = (row: RejectionListItem) => detailHref(kind, row.id);
  return [
    { id: "name", header: developer ? "Developer Name" : "Name", sortField: "first_name", cell: joinedName },
    ...(developer ? [{ id: "agency", header: "Agency Name", cell: (row: RejectionListItem) => orDash(row.parent) }] : []),
    { id: "admin", header: "Admin Name", cell: (row) => orDash(row.request_handled_by) },
    { id: "date", header: "Date", sortField: "modified", nowrap: true, cell: (row) => formatDate(row.modified) },
    {
      id: "reason",
      header: "Reason of rejection",
      // The cell, padding included, is at most 350 px wide (spec §2): a width of its own keeps the
      // table's spare room for the other columns; the text is capped inside it.
      className: "w-[350px]",
      cell: (row) => <ReadMore text={row.rejection_message} limit={READ_MORE_LONG_TEXT_AT} className="max-w-[calc(350px-2rem)]" />,
    },
    {
      id: "action",
      header: "Action",
      actions: true,
      // The row's main link (data-row-link): a click elsewhere in the row follows it.
      cell: (row) => (
        <AppLink
          to={viewHref(row)}
          data-row-link=""
          aria-label={`View ${joinedName(row)}`}
          className="inline-flex size-9 items-center justify-center rounded-lg text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <SvgIcon path={VIEW_ICON} className="size-5" />
        </AppLink>
      ),
    },
  ];
}

export default function RejectedLogsListPage() {
  const loaded = useLoaderData<LoadedList<RejectionListItem>>();
  return (
    <ListView
      title="Rejected Logs"
      description="Requests rejected by an admin, with the reason given."
      basePath={REJECTED_LOGS_PATH}
      config={rejectedLogList}
      tabsLabel="Request types"
      searchLabel="Search rejected logs"
      list={loaded}
      rowKey={(row) => row.id}
      columns={rejectionColumns(requestKindOfTab(loaded.state.tab), loaded.state)}
    />
  );
}
