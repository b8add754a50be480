import type { Paged } from "#contract/common";
import { roleCsvColumns } from "#contract/csv";
import {
  ROLE_OPTIONS_PAGE_SIZE,
  type Permission,
  type PermissionGroup,
  type PermissionQuery,
  type Role,
  type RoleOption,
  type RoleRequest,
} from "#contract/role";
import { callEndpoint } from "./api.server";
import { allPages, type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listRoles(token: string, params: ListParams = {}): Promise<Paged<Role>> {
  return callEndpoint("roleList", { token, query: listQuery(params) });
}

export function exportRoles(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "roleList", search, columns: roleCsvColumns });
}

/** Every role as an option of the sub-admin form, by name: one call of 100 unless there are more. */
export async function listRoleOptions(token: string): Promise<RoleOption[]> {
  const options: RoleOption[] = [];
  const fetchPage = ({ page = 1, page_size = ROLE_OPTIONS_PAGE_SIZE }: ListParams) =>
    callEndpoint("roleOptions", { token, query: { page_size, page } });
  for await (const page of allPages(fetchPage, {})) options.push(...page);
  return options;
}

export function getRole(token: string, id: number): Promise<Role> {
  return callEndpoint("roleGet", { token, params: { id } });
}

export function createRole(token: string, body: RoleRequest): Promise<Role> {
  return callEndpoint("roleCreate", { token, json: body });
}

export function updateRole(token: string, id: number, body: Partial<RoleRequest>): Promise<Role> {
  return callEndpoint("roleUpdate", { token, params: { id }, json: body });
}

export function deleteRole(token: string, id: number): Promise<void> {
  return callEndpoint("roleDelete", { token, params: { id } });
}

/** The role form's accordion: permissions grouped by model. */
export function listPermissionGroups(token: string): Promise<PermissionGroup[]> {
  return callEndpoint("contentTypePermissions", { token });
}

/** Grantable permissions; with `group`, that role's (the sub-admin form's defaults). */
export function listPermissions(token: string, query: PermissionQuery = {}): Promise<Permission[]> {
  return callEndpoint("permissions", { token, query: { group: query.group, search: query.search || undefined } });
}
