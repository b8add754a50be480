import type { Paged } from "#contract/common";
import { contactUsListSchema, type ContactUs, type ContactUsUserType } from "#contract/contact-us";
import { callApi } from "./api.server";
import { allPages, listQuery, type ListParams } from "./list.server";

export function listContactUs(token: string, userType: ContactUsUserType, params: ListParams = {}): Promise<Paged<ContactUs>> {
  return callApi("contactUsList", contactUsListSchema, { token, query: { user_type: userType, ...listQuery(params) } });
}

export function exportContactUs(token: string, userType: ContactUsUserType, params: Pick<ListParams, "search" | "ordering">): AsyncGenerator<ContactUs> {
  return allPages((page) => listContactUs(token, userType, page), params);
}
