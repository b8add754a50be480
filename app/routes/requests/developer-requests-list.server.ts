// The agency filter of /developer-requests on the server: the options of a search (the combo box's
// resource route and the no-JavaScript page alike) and the label of the agency the URL names.
import type { CompanyUserListItem } from "#contract/marketplace-user";
import { getAgency, listAgencies } from "~/models/agency.server";
import type { SessionApi } from "~/models/session.server";
import { searchParamOf, type ComboFallback, type ComboOption } from "~/ui/combo-box";
import { lookupSearchText } from "~/utils/lookup-search";
import { settled } from "~/utils/settled.server";
import { AGENCY_SEARCH_MIN_CHARS } from "./request-lists";

const OPTIONS_SHOWN = 20;

const agencyLabel = (agency: Pick<CompanyUserListItem, "first_name" | "last_name" | "company">) =>
  agency.company?.name || `${agency.first_name} ${agency.last_name}`.trim();

/** The search text of the agency lookup; "" when it has 2 characters or fewer (spec §5). */
export function agencySearchText(raw: string | null | undefined): string {
  return lookupSearchText(raw, AGENCY_SEARCH_MIN_CHARS);
}

/**
 * Agencies whose names, e-mail or uid match the text; none below the minimum, without asking the API.
 * `active`: only those a client may be assigned (a registration still pending is inactive).
 * `except`: one not to offer (the client's agency now), the list still as long.
 */
export async function agencyOptions(api: SessionApi, raw: string | null | undefined, active?: true, except?: number): Promise<ComboOption[]> {
  const search = agencySearchText(raw);
  if (!search) return [];
  const page = await api(listAgencies, { search, page_size: OPTIONS_SHOWN + (except === undefined ? 0 : 1), ordering: "company__name", active });
  return page.results
    .filter((agency) => agency.id !== except)
    .slice(0, OPTIONS_SHOWN)
    .map((agency) => ({ id: String(agency.id), label: agencyLabel(agency) }));
}

export type AgencyFilter = { selected: ComboOption | null; fallback: ComboFallback };

/**
 * The agency filter as the page shows it: the chosen agency's name (from a row of the list when
 * it has one, else the agency itself) and, without JavaScript, the matches of `agency_search`.
 */
export async function agencyFilter(api: SessionApi, url: URL, agencyId: number | undefined, rows: readonly { parent_id: number | null; parent_name: string | null }[]): Promise<AgencyFilter> {
  const query = url.searchParams.get(searchParamOf("agency")) ?? "";
  const [options, selected] = await Promise.all([agencyOptions(api, query), selectedAgency(api, agencyId, rows)]);
  return { selected, fallback: { query, options } };
}

async function selectedAgency(api: SessionApi, agencyId: number | undefined, rows: readonly { parent_id: number | null; parent_name: string | null }[]): Promise<ComboOption | null> {
  if (agencyId === undefined) return null;
  const named = rows.find((row) => row.parent_id === agencyId && row.parent_name);
  if (named?.parent_name) return { id: String(agencyId), label: named.parent_name };
  // An agency that is gone still filters (to nothing): it is shown by its id.
  const agency = await api(settled(getAgency, () => true), agencyId);
  return { id: String(agencyId), label: agency.ok ? agencyLabel(agency.value) : `Agency ${agencyId}` };
}
