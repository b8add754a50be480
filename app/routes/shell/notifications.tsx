import type { LoaderFunctionArgs } from "@remix-run/node";
import { NOTIFICATION_PAGE_SIZE } from "#contract/constants";
import { isApiError } from "~/models/errors";
import { handleLoaderError } from "~/models/errors.server";
import { listNotifications } from "~/models/notification.server";
import { requireAdmin } from "~/models/session.server";
import { toDrawerNotification } from "~/utils/notification-items.server";
import type { DrawerPage } from "~/utils/notifications";

// GET /notifications?page=N: one page of the drawer as JSON, for the fetcher that loads more on scroll.
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request);
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? requested : 1;
  try {
    const list = await listNotifications(token, { page, page_size: NOTIFICATION_PAGE_SIZE });
    const now = Date.now();
    const body: DrawerPage = {
      page,
      items: list.results.map((item) => toDrawerNotification(item, now)),
      hasMore: list.next !== null,
      unread: list.unread,
    };
    return Response.json(body);
  } catch (error) {
    // A page past the end (DRF answers 404) is simply empty.
    if (isApiError(error, 404)) return Response.json({ page, items: [], hasMore: false, unread: 0 } satisfies DrawerPage);
    return handleLoaderError(error, request);
  }
}
