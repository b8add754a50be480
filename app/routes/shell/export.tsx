import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { exportedListPage, exportListResponse, listExport } from "./list-exports.server";

// "Export CSV" of every list: /export/technology.csv?search=&ordering=, /export/sub-skill.csv?skill=12, ...
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, user } = await requireAdmin(request, listExport(params.file).permission ?? undefined, { wayBack: exportedListPage(params.file, request) });
  return exportListResponse(request, api, user.user_permissions, listExport(params.file));
}
