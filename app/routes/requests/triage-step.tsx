import type { LoaderFunctionArgs } from "@remix-run/node";
import { triageStep } from "./decision.server";

// JSON for keyboard triage: where `j` / `k` lead from request `:id` in the list `?back=` names
// (`/request-triage/next/12?back=/new-request?tab=agency`). Asked for only when the key is
// pressed, so the detail pages' loaders make no list call for it.
export const loader = ({ request, params }: LoaderFunctionArgs) => triageStep(request, params);
