import type { LoaderFunctionArgs } from "@remix-run/node";
import { CONTACT_US_USER_TYPES } from "#contract/constants";
import type { ContactUs } from "#contract/contact-us";
import { exportContactUs } from "~/models/contact-us.server";
import type { CsvColumn } from "~/utils/csv.server";
import { exportList } from "~/utils/list-export.server";
import { contactUsList, contactUsTab } from "~/utils/lists";

const contactUsCsvColumns: readonly CsvColumn<ContactUs>[] = [
  { header: "First Name", value: (row) => row.first_name },
  { header: "Last Name", value: (row) => row.last_name },
  { header: "Email", value: (row) => row.email },
  { header: "Message", value: (row) => row.message },
  { header: "Received", value: (row) => row.created },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return exportList(request, {
    permission: "common.view_contactus",
    config: contactUsList,
    resource: `contact-us-${contactUsTab(new URL(request.url).searchParams.get("tab") ?? "")}`,
    columns: contactUsCsvColumns,
    rows: (token, state) => {
      const tab = contactUsTab(state.tab);
      return exportContactUs(token, CONTACT_US_USER_TYPES[tab], state);
    },
  });
}
