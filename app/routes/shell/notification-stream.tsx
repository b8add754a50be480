import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/models/session.server";
import { unreadEventStream } from "~/utils/unread-stream.server";

// GET /notifications/stream: the bell's unread count as server-sent events (decision 049),
// authenticated by the session like every page.
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  return unreadEventStream(request, token);
}
