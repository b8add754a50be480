import { getToast, toastCookieName, type ToastMessage } from "~/utils/toast.server";

/**
 * A document POST (JavaScript off) renders the action's answer in the same response, but the
 * toast that answer flashed (remix-toast's cookie) would only be read by the next request and
 * shown on the wrong page. This takes that toast out of the response's cookies so the page can
 * show it now, and leaves a cookie that clears the flash.
 */
export async function takeActionToast(request: Request, responseHeaders: Headers): Promise<ToastMessage | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const cookies = responseHeaders.getSetCookie();
  const name = toastCookieName();
  let found: { toast: ToastMessage; clearing: string[] } | undefined;
  for (const cookie of cookies) {
    if (!cookie.startsWith(`${name}=`)) continue;
    const value = cookie.slice(0, cookie.indexOf(";") === -1 ? undefined : cookie.indexOf(";"));
    const { toast, headers } = await getToast(new Request(request.url, { headers: { Cookie: value } }));
    if (toast) found = { toast, clearing: headers.getSetCookie() };
  }
  if (!found) return undefined;
  responseHeaders.delete("Set-Cookie");
  for (const cookie of cookies) if (!cookie.startsWith(`${name}=`)) responseHeaders.append("Set-Cookie", cookie);
  for (const cookie of found.clearing) responseHeaders.append("Set-Cookie", cookie);
  return found.toast;
}
