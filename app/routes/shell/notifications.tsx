import type { LoaderFunctionArgs } from "@remix-run/node";
import { NOTIFICATION_PAGE_SIZE } from "#contract/constants";
import { isApiError } from "~/models/errors";
import { listNotifications } from "~/models/notification.server";
import { requireAdmin } from "~/models/session.server";
import { pageParam } from "~/utils/list-state.server";
import { toDrawerNotification } from "~/utils/notification-items.server";
import type { DrawerPage } from "~/utils/notifications";
import { settled } from "~/utils/settled.server";

// GET /notifications?page=N: one page of the drawer as JSON, for the fetcher that loads more on scroll.
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  // A page past the end (DRF answers 404) is simply empty.
  const answer = await api(settled(listNotifications, (error) => isApiError(error, 404)), { page, page_size: NOTIFICATION_PAGE_SIZE });
  if (!answer.ok) return Response.json({ page, items: [], hasMore: false, unread: 0 } satisfies DrawerPage);
  const list = answer.value;
  const now = Date.now();
  const body: DrawerPage = {
    page,
    items: list.results.map((item) => toDrawerNotification(item, now)),
    hasMore: list.next !== null,
    unread: list.unread,
  };
  return Response.json(body);
}
