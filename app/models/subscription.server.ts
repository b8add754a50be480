import type { Paged } from "#contract/common";
import { planCsvColumns } from "#contract/csv";
import {
  type Currency,
  type Plan,
  type PlanPatch,
  type PlanRequest,
  type PlanUserType,
  type Recurring,
} from "#contract/subscription";
import { callEndpoint } from "./api.server";
import { type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listPlans(token: string, userType: PlanUserType, params: ListParams = {}): Promise<Paged<Plan>> {
  return callEndpoint("planList", { token, query: { user_type: userType, ...listQuery(params) } });
}

export function exportPlans(token: string, userType: PlanUserType, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "planList", filters: { user_type: userType }, search, columns: planCsvColumns(userType) });
}

export function getPlan(token: string, id: number): Promise<Plan> {
  return callEndpoint("planGet", { token, params: { id } });
}

/** The spec sends plans as form data: absent fields are left out, null is sent blank. */
function planForm(body: PlanPatch): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined) form.set(field, value === null ? "" : String(value));
  }
  return form;
}

export function createPlan(token: string, body: PlanRequest): Promise<Plan> {
  return callEndpoint("planCreate", { token, form: planForm(body) });
}

/** Only status, description and plan_details may change; other fields must match the plan (else 400). */
export function updatePlan(token: string, id: number, body: PlanPatch): Promise<Plan> {
  return callEndpoint("planUpdate", { token, params: { id }, form: planForm(body) });
}

export function listCurrencies(token: string): Promise<Currency[]> {
  return callEndpoint("currencies", { token });
}

export function listRecurring(token: string): Promise<Recurring[]> {
  return callEndpoint("recurring", { token });
}
