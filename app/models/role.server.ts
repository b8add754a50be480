import type { Paged } from "#contract/common";
import { roleCsvColumns } from "#contract/csv";
import {
  permissionGroupListSchema,
  permissionListSchema,
  ROLE_OPTIONS_PAGE_SIZE,
  roleListSchema,
  roleOptionListSchema,
  roleSchema,
  type Permission,
  type PermissionGroup,
  type PermissionQuery,
  type Role,
  type RoleOption,
  type RoleRequest,
} from "#contract/role";
import { callApi, callApiWithoutAnswer } from "./api.server";
import { allPages, type ExportParams, exportCsv, listQuery, type ListParams } from "./list.server";

export function listRoles(token: string, params: ListParams = {}): Promise<Paged<Role>> {
  return callApi("roleList", roleListSchema, { token, query: listQuery(params) });
}

export function exportRoles(token: string, search: ExportParams): Promise<ReadableStream<Uint8Array>> {
  return exportCsv({ token, endpoint: "roleList", search, schema: roleListSchema, columns: roleCsvColumns });
}

/** Every role as an option of the sub-admin form, by name: one call of 100 unless there are more. */
export async function listRoleOptions(token: string): Promise<RoleOption[]> {
  const options: RoleOption[] = [];
  const fetchPage = ({ page = 1, page_size = ROLE_OPTIONS_PAGE_SIZE }: ListParams) =>
    callApi("roleOptions", roleOptionListSchema, { token, query: { page_size, page } });
  for await (const page of allPages(fetchPage, {})) options.push(...page);
  return options;
}

export function getRole(token: string, id: number): Promise<Role> {
  return callApi("roleGet", roleSchema, { token, params: { id } });
}

export function createRole(token: string, body: RoleRequest): Promise<Role> {
  return callApi("roleCreate", roleSchema, { token, json: body });
}

export function updateRole(token: string, id: number, body: Partial<RoleRequest>): Promise<Role> {
  return callApi("roleUpdate", roleSchema, { token, params: { id }, json: body });
}

export function deleteRole(token: string, id: number): Promise<void> {
  return callApiWithoutAnswer("roleDelete", { token, params: { id } });
}

/** The role form's accordion: permissions grouped by model. */
export function listPermissionGroups(token: string): Promise<PermissionGroup[]> {
  return callApi("contentTypePermissions", permissionGroupListSchema, { token });
}

/** Grantable permissions; with `group`, that role's (the sub-admin form's defaults). */
export function listPermissions(token: string, query: PermissionQuery = {}): Promise<Permission[]> {
  return callApi("permissions", permissionListSchema, { token, query: { group: query.group, search: query.search || undefined } });
}
