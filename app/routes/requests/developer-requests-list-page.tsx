// The component of /developer-requests (its loader: developer-requests.tsx): a search that a
// search icon opens, a filter panel (agency, New / Update, Clear all), 10/25/100 rows. Every
// state is in the URL, and a row carries it to the detail page in `back=`.
import { Form, useLoaderData, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { UserRequestListItem } from "#contract/user-request";
import { Button, buttonClassName } from "~/ui/button";
import { ComboBox, type ComboFallback, type ComboOption } from "~/ui/combo-box";
import { Field, inputClassName } from "~/ui/field";
import { Icon } from "~/ui/icons";
import { DataTable, type Column } from "~/ui/list/data-table";
import { Pagination } from "~/ui/list/pagination";
import { PageHeader } from "~/ui/page";
import { RowMainLink } from "~/ui/list/row-actions";
import { StatusBadge } from "~/ui/status-badge";
import { SvgIcon } from "~/ui/svg-icon";
import { useHydrated } from "~/ui/use-hydrated";
import { formatDate } from "~/utils/dates";
import type { LoadedList } from "~/utils/list-route.server";
import { listSearch, MAX_SEARCH, SEARCH_DEBOUNCE_MS, type ListState } from "~/utils/list-state";
import {
  AGENCY_SEARCH_MIN_CHARS,
  agencyLookupUrl,
  DEVELOPER_REQUESTS_PATH,
  DEVELOPER_STATUS_CHOICES,
  FILTER_ICON,
  developerRequestList,
  developerStatusLabels,
  joinedName,
  orDash,
  requestDetailHref,
  type DeveloperStatusChoice,
} from "./request-lists";
import { AppLink } from "~/ui/app-link";

type DeveloperListState = ListState<NonNullable<(typeof developerRequestList)["filters"]>>;

export type DeveloperRequestsData = LoadedList<UserRequestListItem, NonNullable<(typeof developerRequestList)["filters"]>> & {
  /** null when the admin may not read agencies (the filter searches user-agency/). */
  agencyFilter: { selected: ComboOption | null; fallback: ComboFallback } | null;
};

/** Spec §2: "Sorry, no matching records found". */
export const NO_MATCHING_DEVELOPER_REQUESTS = "Sorry, no matching records found";

const TITLE = "Developer Requests";
const hrefWith = (state: DeveloperListState, changes: Partial<DeveloperListState>) => `${DEVELOPER_REQUESTS_PATH}${listSearch(state, changes, developerRequestList)}`;

export function developerColumns(state: ListState): Column<UserRequestListItem>[] {
  const detailHref = requestDetailHref.developer(state);
  return [
    {
      id: "name",
      header: "Developer Name",
      sortField: "first_name",
      cell: (row) => <RowMainLink to={detailHref(row.id)}>{joinedName(row)}</RowMainLink>,
    },
    { id: "agency_name", header: "Agency Name", cell: (row) => orDash(row.parent_name) },
    { id: "agency_email", header: "Agency Email", cell: (row) => orDash(row.parent_email) },
    { id: "experience", header: "Experience", numeric: true, cell: (row) => (row.experience === null ? "-" : `${row.experience} ${row.experience === 1 ? "yr" : "yrs"}`) },
    { id: "projects", header: "Projects", numeric: true, cell: (row) => row.projects ?? 0 },
    { id: "certificates", header: "Certificates", numeric: true, cell: (row) => row.certifications ?? 0 },
    { id: "status", header: "Status", nowrap: true, cell: (row) => <StatusBadge status={row.is_new_registered ? "new" : "update"} /> },
    { id: "requested", header: "Requested Date", sortField: "modified", nowrap: true, cell: (row) => formatDate(row.modified) },
  ];
}

/**
 * Without JavaScript a plain search field and its button. With it, a search icon opens the field
 * (open already when the list is searched); typing searches after a 1 s pause, the clear icon
 * empties the search at once.
 */
function DeveloperSearch({ state }: { state: DeveloperListState }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [open, setOpen] = useState(state.search !== "");
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const formId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL can change under the field (Clear all, the back button); typing must not be overwritten.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = state.search;
  }, [state.search]);
  const hidden = [...new URLSearchParams(listSearch(state, { search: "", page: 1 }, developerRequestList).slice(1))];
  const shown = !hydrated || open;
  return (
    <div className="flex flex-1 flex-wrap items-center gap-2">
      {hydrated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            setOpen(!open);
            if (!open) setTimeout(() => inputRef.current?.focus());
          }}
          className={buttonClassName("secondary", "md", "px-2.5")}
        >
          <Icon name="search" className="size-5" />
          <span className="sr-only">Search developer requests</span>
        </button>
      ) : null}
      <Form id={formId} method="get" action={DEVELOPER_REQUESTS_PATH} role="search" preventScrollReset hidden={!shown} className="flex max-w-md flex-1 items-center gap-2">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="relative flex-1">
          <input
            ref={inputRef}
            type="search"
            name="search"
            aria-label="Search developer requests"
            placeholder="Search"
            defaultValue={state.search}
            maxLength={MAX_SEARCH}
            className={`${inputClassName} ${hydrated ? "pr-10" : ""} [&::-webkit-search-cancel-button]:hidden`}
            onChange={(event) => {
              const form = event.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                if (form) submit(form, { replace: true, preventScrollReset: true });
              }, SEARCH_DEBOUNCE_MS);
            }}
          />
          {hydrated ? (
            <button
              type="button"
              onClick={() => {
                clearTimeout(timer.current);
                if (inputRef.current) inputRef.current.value = "";
                navigate(hrefWith(state, { search: "", page: 1 }), { replace: true, preventScrollReset: true });
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Icon name="close" className="size-4" />
              <span className="sr-only">Clear search</span>
            </button>
          ) : null}
        </div>
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Search
          </Button>
        )}
      </Form>
    </div>
  );
}

type DeveloperFilterValues = DeveloperListState["filters"];
const filtersKey = (filters: DeveloperFilterValues) => `${filters.agency ?? ""}:${filters.status ?? ""}`;

/**
 * The filter panel: a `<details>` (it opens without JavaScript), open while a filter is set or searched. The
 * form GETs the list; with JavaScript a choice applies at once, without it Apply does.
 */
function DeveloperFilters({ state, agencyFilter }: { state: DeveloperListState; agencyFilter: DeveloperRequestsData["agencyFilter"] }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const active = (state.filters.agency === undefined ? 0 : 1) + (state.filters.status === undefined ? 0 : 1);
  // Without JavaScript the agency search reloads the page: the panel stays open on its matches.
  const searching = (agencyFilter?.fallback.query ?? "") !== "";
  // The page load opens the panel; after it nothing closes it: a filter removed would hide the
  // control that has focus.
  const [openAtFirst] = useState(active > 0 || searching);
  const panel = useRef<HTMLDetailsElement>(null);
  // The fields keep their state, and focus, through the navigation they ask for. The URL changed
  // from elsewhere (Clear all, Back) remounts them from it.
  const [fields, setFields] = useState({ shown: state.filters, asked: state.filters, key: 0 });
  if (filtersKey(fields.shown) !== filtersKey(state.filters)) {
    const theirs = filtersKey(fields.asked) === filtersKey(state.filters);
    setFields({ shown: state.filters, asked: state.filters, key: theirs ? fields.key : fields.key + 1 });
  }
  // Filters set from elsewhere (Back) show, as after a page load.
  useEffect(() => {
    if (active > 0 && panel.current) panel.current.open = true;
  }, [active, fields.key]);
  // Everything of the state but the filters; a new filter starts at page 1.
  const hidden = [...new URLSearchParams(listSearch(state, { filters: {}, page: 1 }, developerRequestList).slice(1))];
  // Added to what the fields asked last, so a second change before the first lands keeps both.
  const apply = (filters: DeveloperFilterValues) => {
    const asked = { ...fields.asked, ...filters };
    setFields({ ...fields, asked });
    navigate(hrefWith(state, { filters: asked, page: 1 }), { preventScrollReset: true });
  };
  return (
    <details ref={panel} open={openAtFirst} className="group w-full">
      <summary className={buttonClassName("secondary", "md", "w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <SvgIcon path={FILTER_ICON} className="size-5" />
        Filters{active > 0 ? ` (${active})` : ""}
      </summary>
      <Form method="get" action={DEVELOPER_REQUESTS_PATH} preventScrollReset aria-label="Filter developer requests" className="mt-3 grid items-start gap-x-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto]">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {agencyFilter ? (
          <ComboBox
            key={fields.key}
            label="Search Agency"
            name="agency"
            selected={agencyFilter.selected}
            searchUrl={agencyLookupUrl}
            minChars={AGENCY_SEARCH_MIN_CHARS}
            emptyText="No Agency Found"
            fallback={agencyFilter.fallback}
            onSelect={(option) => {
              if (hydrated && (option?.id ?? "") !== String(fields.asked.agency ?? "")) apply({ agency: option ? Number(option.id) : undefined });
            }}
          />
        ) : null}
        <Field label="Status" id="developer-status-filter">
          {(control) => (
            <select
              {...control}
              key={fields.key}
              name="status"
              defaultValue={state.filters.status ?? ""}
              onChange={(event) => {
                if (hydrated) apply({ status: (event.currentTarget.value || undefined) as DeveloperStatusChoice | undefined });
              }}
              className={inputClassName}
            >
              <option value="">All</option>
              {DEVELOPER_STATUS_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {developerStatusLabels[choice]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex items-center gap-3 sm:mt-7">
          <Button type="submit" variant="secondary">
            Apply
          </Button>
          <AppLink to={hrefWith(state, { filters: {}, page: 1 })} preventScrollReset className="text-sm font-medium text-indigo-700 hover:underline">
            Clear all
          </AppLink>
        </div>
      </Form>
    </details>
  );
}

export default function DeveloperRequestsListPage() {
  const loaded = useLoaderData<DeveloperRequestsData>();
  const { state } = loaded;
  return (
    <section>
      <PageHeader title={TITLE} description="Agency developers' registrations and profile changes waiting for a decision." />
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <DeveloperSearch state={state} />
        <DeveloperFilters state={state} agencyFilter={loaded.agencyFilter} />
      </div>
      {loaded.loadError ? (
        <p role="alert" className="mb-4 flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <Icon name="alert" className="size-4" />
          {loaded.loadError}
        </p>
      ) : null}
      <DataTable
        caption={TITLE}
        columns={developerColumns(state)}
        rows={loaded.rows}
        rowKey={(row) => row.id}
        basePath={DEVELOPER_REQUESTS_PATH}
        state={state}
        config={developerRequestList}
        empty={NO_MATCHING_DEVELOPER_REQUESTS}
      />
      <Pagination basePath={DEVELOPER_REQUESTS_PATH} state={state} count={loaded.count} countCapped={loaded.countCapped} config={developerRequestList} label={`${TITLE} pages`} />
    </section>
  );
}
