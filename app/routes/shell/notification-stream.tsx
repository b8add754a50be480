import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { unreadEventStream } from "~/utils/unread-stream.server";

// GET /notifications/stream: the bell's unread count as server-sent events (decision 049),
// authenticated by the session like every page.
export async function loader({ request }: LoaderFunctionArgs) {
  let token: string;
  try {
    ({ token } = await requireAdmin(request));
  } catch (thrown) {
    // The guard's way out (to /login) is a page an EventSource cannot show: it would fail on its
    // type and log an error at every retry. 204 tells the browser to stop reconnecting; the
    // tab's next page load meets the guard as usual.
    if (thrown instanceof Response) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    throw thrown;
  }
  return unreadEventStream(request, token);
}
