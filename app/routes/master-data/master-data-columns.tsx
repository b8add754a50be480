import type { MasterData } from "#contract/master-data";
import { hasPermission, type PermissionCode } from "#contract/permissions";
import { listSearch, type ListState } from "~/utils/list-state";
import type { Column } from "~/ui/list/data-table";
import { actionColumn, RowMainLink } from "~/ui/list/row-actions";
import { StatusBadge, statusOfNumber } from "~/ui/status-badge";

/**
 * Technology, profile type and skills share a shape (spec §3); so do their screens. This module
 * is the lists' part; the form is in master-data-form.tsx, so that lists load no zod or Conform.
 */

export type RowPermissions = { change: PermissionCode; delete: PermissionCode };

/**
 * Title, Description, Status and, when the admin may change or delete, the Action menu
 * (spec §2: the Action column is hidden when neither permission is held).
 */
export function masterDataColumns(options: {
  held: readonly string[];
  permissions: RowPermissions;
  state: ListState;
  /** `/technology`: edit is `${base}/{id}/edit`, delete `${base}/{id}/delete`. */
  basePath: string;
  editLabel?: string;
  deleteLabel?: string;
  /** Where Edit leads when it is a page of its own (skills), instead of the dialog. */
  editHref?: (row: MasterData) => string;
  titleHref?: (row: MasterData) => string;
}): Column<MasterData>[] {
  const { held, permissions, state, basePath } = options;
  const canChange = hasPermission(held, permissions.change);
  const canDelete = hasPermission(held, permissions.delete);
  const search = listSearch(state);
  const editHref = (row: MasterData) => options.editHref?.(row) ?? `${basePath}/${row.id}/edit${search}`;
  // The title leads to the row's main action: its page, or else its edit dialog when the admin may change it.
  const titleHref = options.titleHref ?? (canChange ? editHref : undefined);
  const columns: Column<MasterData>[] = [
    {
      id: "title",
      header: "Title",
      sortField: "title",
      cell: (row) => (titleHref ? <RowMainLink to={titleHref(row)}>{row.title}</RowMainLink> : <span className="font-medium">{row.title}</span>),
    },
    { id: "description", header: "Description", sortField: "description", cell: (row) => row.description || "-" },
    { id: "status", header: "Status", sortField: "status", cell: (row) => <StatusBadge status={statusOfNumber(row.status)} />, nowrap: true },
  ];
  return [
    ...columns,
    ...actionColumn<MasterData>((row) => row.title, [
      canChange && { label: options.editLabel ?? "Edit", href: editHref },
      canDelete && { label: options.deleteLabel ?? "Delete", href: (row) => `${basePath}/${row.id}/delete${search}` },
    ]),
  ];
}
