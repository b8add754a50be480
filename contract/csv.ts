// The CSV exports of the lists (`?format=csv`): one encoding and one column set per list, used by
// the provider's streamed export and by the app's paged fallback, so both write the same file.
import { stringify } from "csv-stringify/sync";
import { PLAN_USER_TYPES } from "./constants";
import type { ContactUs } from "./contact-us";
import type { CompanyUserListItem, FreelancerListItem } from "./marketplace-user";
import type { MasterData } from "./master-data";
import type { Role } from "./role";
import type { SkillListItem } from "./skill";
import type { SubAdmin } from "./sub-admin";
import type { Plan, PlanUserType } from "./subscription";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined };

// A cell starting with one of these would run as a formula in a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The file's start: a BOM (spreadsheet programs then read UTF-8 names correctly) and the header line. */
export function csvHeader(columns: readonly CsvColumn<never>[]): string {
  return `\uFEFF${stringify([columns.map((column) => column.header)], { record_delimiter: "\r\n" })}`;
}

/** Rows as CSV lines, CRLF-terminated, quoted where needed, formulas defused. */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  if (rows.length === 0) return "";
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
    // csv-stringify quotes only the delimiter it writes (CRLF): a bare LF or CR would end the row.
    { record_delimiter: "\r\n", quoted_match: /[\r\n]/ },
  );
}

/** `technologies-2026-11-21.csv` */
export function csvFilename(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A CSV body written batch by batch as the rows arrive: the next batch is read only once the
 * reader has taken the previous one (one chunk queued), so memory holds a batch, not the file.
 * The first batch is read before this returns, so a failing first read is still an error status
 * rather than a truncated file.
 */
export async function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncGenerator<Row[]>): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let pending: IteratorResult<Row[]> | undefined = await batches.next();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(columns)));
      },
      async pull(controller) {
        const next = pending ?? (await batches.next());
        pending = undefined;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(columns, next.value)));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** The headers of a CSV download named after `resource` and today's date. */
export function csvDownloadHeaders(resource: string): HeadersInit {
  return { "Content-Type": CSV_CONTENT_TYPE, "Content-Disposition": `attachment; filename="${csvFilename(resource)}"`, "Cache-Control": "no-store" };
}

export const masterDataCsvColumns: readonly CsvColumn<MasterData>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "Title", value: (row) => row.title },
  { header: "Description", value: (row) => row.description },
  { header: "Status", value: (row) => (row.status === 1 ? "Active" : "Inactive") },
];

export const skillCsvColumns: readonly CsvColumn<SkillListItem>[] = [...masterDataCsvColumns, { header: "Sub Skills", value: (row) => row.sub_skill_count }];

export const roleCsvColumns: readonly CsvColumn<Role>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "Name", value: (row) => row.name },
  { header: "Permissions", value: (row) => row.group_permissions.map((item) => item.name).join("; ") },
];

export const subAdminCsvColumns: readonly CsvColumn<SubAdmin>[] = [
  { header: "ID", value: (row) => row.id },
  { header: "First Name", value: (row) => row.first_name },
  { header: "Last Name", value: (row) => row.last_name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.contact_number },
  { header: "Role", value: (row) => row.groups.map((role) => role.name).join("; ") },
  // As the list shows it: Invited until the invitation is accepted.
  { header: "Status", value: (row) => (!row.invitation_accepted ? "Invited" : row.is_active ? "Active" : "Inactive") },
];

/** The list's columns for the user type (jobs for clients, developers for agencies), plus tax and status. */
export function planCsvColumns(userType: PlanUserType): readonly CsvColumn<Plan>[] {
  return [
    { header: "Plan Id", value: (plan) => plan.id },
    { header: "Plan Name", value: (plan) => plan.name },
    { header: "Recurring", value: (plan) => plan.recurring.name },
    { header: "Amount", value: (plan) => plan.amount },
    { header: "Currency", value: (plan) => plan.currency.code },
    ...(userType === PLAN_USER_TYPES.client ? [{ header: "Number Of Jobs", value: (plan: Plan) => plan.num_of_jobs }] : []),
    ...(userType === PLAN_USER_TYPES.agency ? [{ header: "Number Of Developers", value: (plan: Plan) => plan.num_of_developers }] : []),
    { header: "Tax Percentage", value: (plan) => plan.tax_percentage },
    { header: "Description", value: (plan) => plan.description },
    { header: "Status", value: (plan) => (plan.status === "1" ? "Active" : "In-active") },
  ];
}

export const contactUsCsvColumns: readonly CsvColumn<ContactUs>[] = [
  { header: "First Name", value: (row) => row.first_name },
  { header: "Last Name", value: (row) => row.last_name },
  { header: "Email", value: (row) => row.email },
  { header: "Message", value: (row) => row.message },
  { header: "Received", value: (row) => row.created },
];

/** As the users' lists show it (the status badge). */
const userStatus = (row: { is_active: boolean }) => (row.is_active ? "Active" : "Inactive");
const pendingRequest = (row: { is_pending_request: boolean }) => (row.is_pending_request ? "Yes" : "No");

/** user-client/ and user-agency/: the tab's columns, the company's under the tab's own name ("Agency Name" on the agency tab). */
const companyUserCsvColumns = (companyHeader: string): readonly CsvColumn<CompanyUserListItem>[] => [
  { header: "User ID", value: (row) => row.uid },
  { header: "First Name", value: (row) => row.first_name },
  { header: "Last Name", value: (row) => row.last_name },
  { header: "Email", value: (row) => row.email },
  { header: "Contact Number", value: (row) => row.contact_number },
  { header: companyHeader, value: (row) => row.company?.name },
  { header: "Status", value: userStatus },
  { header: "Pending Request", value: pendingRequest },
];
export const clientCsvColumns = companyUserCsvColumns("Company Name");
export const agencyCsvColumns = companyUserCsvColumns("Agency Name");

export const freelancerCsvColumns: readonly CsvColumn<FreelancerListItem>[] = [
  { header: "User ID", value: (row) => row.uid },
  { header: "First Name", value: (row) => row.first_name },
  { header: "Last Name", value: (row) => row.last_name },
  { header: "Email", value: (row) => row.email },
  { header: "Contact Number", value: (row) => row.contact_number },
  { header: "Status", value: userStatus },
  { header: "Pending Request", value: pendingRequest },
];
