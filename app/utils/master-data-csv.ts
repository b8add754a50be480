import type { MasterData } from "#contract/master-data";
import type { CsvColumn } from "./csv.server";

export const masterDataCsvColumns: readonly CsvColumn<MasterData>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "Title", value: (row) => row.title },
  { header: "Description", value: (row) => row.description },
  { header: "Status", value: (row) => (row.status === 1 ? "Active" : "Inactive") },
];
