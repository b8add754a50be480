import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";

// The benchmark's signed-in floor (npm run bench): a guarded loader and one static line inside the
// signed-in layout, what every signed-in page pays before its own content (decision 069).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function BenchSignedIn() {
  return <p>Signed in</p>;
}
