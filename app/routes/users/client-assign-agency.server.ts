// The server half of the agency chooser (client-assign-agency-fields.tsx): its options without
// JavaScript and the form's schema (decision 056).
import { marketplaceUserPermissions } from "#contract/marketplace-user";
import { hasPermission } from "#contract/permissions";
import { assignAgencySchema } from "#contract/user-edit";
import { z } from "#contract/zod";
import { getAgency } from "~/models/agency.server";
import { getClient } from "~/models/client.server";
import { requireAdmin, type SessionApi } from "~/models/session.server";
import { searchParamOf, type ComboOption } from "~/ui/combo-box";
import { settled } from "~/utils/settled.server";
import { agencyOptions } from "../requests/developer-requests-list.server";
import type { AgencyChoice } from "./client-assign-agency-fields";

/** Assign New Agency: one agency, required (the contract's rule and message). */
export const assignAgencyFormSchema = z.object({ agency: assignAgencySchema.shape.agency });

const agencyIdOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined);

/**
 * The chooser as the page shows it: without JavaScript the matches of `agency_search` and the
 * agency `agency` names (both in the URL after the search's GET). Null when the admin may not
 * read agencies: user-agency/ needs the agency view code (spec §7), so there is nothing to choose from.
 * With `clientId`, the client's agency now is named and left out of the matches.
 */
export async function agencyChoice(request: Request, url: URL, clientId?: number): Promise<AgencyChoice | null> {
  const { api, user } = await requireAdmin(request);
  if (!hasPermission(user.user_permissions, marketplaceUserPermissions.agency.view)) return null;
  const query = url.searchParams.get(searchParamOf("agency")) ?? "";
  const agencyId = agencyIdOf(url.searchParams.get("agency"));
  const current = clientId === undefined ? null : await currentAgency(api, clientId);
  const options = await agencyOptions(api, query, true, current ? Number(current.id) : undefined);
  const listed = options.find((option) => option.id === String(agencyId));
  if (agencyId === undefined || listed) return { fallback: { query, options }, selected: listed ?? null, current };
  const agency = await api(settled(getAgency, () => true), agencyId);
  const selected = agency.ok ? { id: String(agencyId), label: agency.value.company?.name || `${agency.value.first_name} ${agency.value.last_name}`.trim() } : null;
  return { fallback: { query, options }, selected, current };
}

/** The newest entry of the client's log; none when it has none or cannot be read (the chooser then offers every agency). */
async function currentAgency(api: SessionApi, clientId: number): Promise<ComboOption | null> {
  const client = await api(settled(getClient, () => true), clientId);
  const newest = client.ok ? client.value.assigned_agencies_log[0] : undefined;
  return newest ? { id: String(newest.agency.id), label: newest.agency.name } : null;
}
