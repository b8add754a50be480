import type { AgencyDeveloperListItem } from "#contract/marketplace-user";
import { DataTable, type Column } from "~/ui/list/data-table";
import { Pagination } from "~/ui/list/pagination";
import { RowMainLink } from "~/ui/list/row-actions";
import { linksBackTo, listSearch } from "~/utils/list-state";
import { agencyDetailState, developerDetailsPath, type AgencyDetailState } from "./portfolio-state";

type AgencyDeveloperTableProps = { agencyId: number; basePath: string; state: AgencyDetailState; rows: AgencyDeveloperListItem[]; count: number };

/** Developer Details (spec §2): the agency's developers, paged; a row opens the developer, whose Back returns here. */
export function AgencyDeveloperTable({ agencyId, basePath, state, rows, count }: AgencyDeveloperTableProps) {
  const backHere = linksBackTo(`${basePath}${listSearch(state, {}, agencyDetailState)}`);
  const columns: Column<AgencyDeveloperListItem>[] = [
    { id: "uid", header: "User ID", nowrap: true, cell: (row) => <RowMainLink to={backHere(developerDetailsPath(agencyId, row.id))}>{row.uid}</RowMainLink> },
    { id: "name", header: "Name", cell: (row) => row.name || "-" },
    { id: "experience", header: "Experience in years", numeric: true, cell: (row) => row.experience ?? "-" },
    { id: "projects", header: "Projects", numeric: true, cell: (row) => row.projects },
    { id: "certifications", header: "Certificates", numeric: true, cell: (row) => row.certifications },
  ];
  return (
    <>
      <DataTable caption="Developers" columns={columns} rows={rows} rowKey={(row) => row.id} basePath={basePath} state={state} config={agencyDetailState} />
      <Pagination basePath={basePath} state={state} count={count} config={agencyDetailState} label="Developers pages" />
    </>
  );
}
