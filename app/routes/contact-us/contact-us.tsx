import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CONTACT_US_READ_MORE_AT, CONTACT_US_USER_TYPES } from "#contract/constants";
import type { ContactUs } from "#contract/contact-us";
import { listContactUs } from "~/models/contact-us.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Column } from "~/ui/list/data-table";
import { ListView } from "~/ui/list/list-view";
import { ReadMore } from "~/ui/read-more";
import { apiListParams, listSearch } from "~/utils/list-state";
import { loadList } from "~/utils/list-route.server";
import { contactUsList, contactUsTab } from "./contact-us-list";
import { shellPageShouldRevalidate } from "~/utils/revalidate";
import { exportHref } from "~/utils/list-export-link";

const BASE_PATH = "/contact-us";

const orDash = (value: string) => (value.trim() === "" ? "-" : value);

const columns: Column<ContactUs>[] = [
  { id: "first_name", header: "First Name", sortField: "first_name", cell: (row) => orDash(row.first_name) },
  { id: "last_name", header: "Last Name", sortField: "last_name", cell: (row) => orDash(row.last_name) },
  { id: "email", header: "Email", cell: (row) => orDash(row.email), className: "break-words" },
  {
    id: "message",
    header: "Message",
    cell: (row) => (row.message.trim() === "" ? "-" : <ReadMore text={row.message} limit={CONTACT_US_READ_MORE_AT} />),
    className: "min-w-64 max-w-xl break-words",
  },
];

export const meta: MetaFunction = () => [{ title: "Contact Us | Backoffice" }];

export const shouldRevalidate = shellPageShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadList(request, {
    permission: "common.view_contactus",
    config: contactUsList,
    fetchPage: (token, state) => listContactUs(token, CONTACT_US_USER_TYPES[contactUsTab(state.tab)], apiListParams(state)),
  });
}

export default function ContactUsList() {
  const list = useLoaderData<typeof loader>();
  return (
    <ListView
      title="Contact Us"
      description="Messages sent from the marketplace's contact form."
      basePath={BASE_PATH}
      list={list}
      config={contactUsList}
      tabsLabel="Senders"
      rowKey={(row) => row.id}
      columns={columns}
      searchLabel="Search contact us messages"
      exportHref={exportHref("contact-us", listSearch(list.state, {}, contactUsList))}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
