// The loader half of a list page: `export const loader = listPageLoader(permission, list, fetchPage);`
// beside `export default listPage({...})` from list-page.tsx.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { PermissionCode } from "#contract/permissions";
import { loadList, type FetchPage } from "./list-route.server";
import type { ListConfig, ListFilters } from "./list-state";

export function listPageLoader<Row, F extends ListFilters = Record<never, never>>(
  /** null: any signed-in admin, for a list whose tabs carry the permissions (see loadList). */
  permission: PermissionCode | null,
  config: ListConfig<F>,
  fetchPage: FetchPage<Row, F>,
) {
  return ({ request }: LoaderFunctionArgs) => loadList(request, { permission, config, fetchPage });
}
