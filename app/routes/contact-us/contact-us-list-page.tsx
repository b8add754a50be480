// The contact-us list page (its loader: one line in contact-us.tsx).
import { CONTACT_US_READ_MORE_AT } from "#contract/constants";
import type { ContactUs } from "#contract/contact-us";
import type { Column } from "~/ui/list/data-table";
import { EmailText } from "~/ui/list/email-text";
import { ReadMore } from "~/ui/read-more";
import { listPage } from "~/utils/list-page";
import { contactUsList } from "./contact-us-list";

const orDash = (value: string) => (value.trim() === "" ? "-" : value);

const columns: Column<ContactUs>[] = [
  { id: "first_name", header: "First Name", sortField: "first_name", cell: (row) => orDash(row.first_name) },
  { id: "last_name", header: "Last Name", sortField: "last_name", cell: (row) => orDash(row.last_name) },
  { id: "email", header: "Email", cell: (row) => <EmailText email={row.email} /> },
  {
    id: "message",
    header: "Message",
    cell: (row) => (row.message.trim() === "" ? "-" : <ReadMore text={row.message} limit={CONTACT_US_READ_MORE_AT} />),
    // The message is the point of the screen: it takes the room the names leave.
    className: "w-1/2",
  },
];

export const contactUsListPage = listPage<ContactUs>({
  config: contactUsList,
  title: "Contact Us",
  description: "Messages sent from the marketplace's contact form.",
  basePath: "/contact-us",
  tabsLabel: "Senders",
  searchLabel: "Search contact us messages",
  exportName: "contact-us",
  columns: () => columns,
});
