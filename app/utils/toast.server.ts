import { createCookieSessionStorage, type SessionStorage } from "@remix-run/node";
import * as remixToast from "remix-toast";

/**
 * remix-toast 1.2.2 "signs" its own flash cookie with a no-op, so anyone could plant a toast with
 * any text. Every toast goes through this module instead, on a session signed with
 * SESSION_SECRET and, in production, `__Host-` prefixed and Secure like the session cookie.
 */
export function toastCookieName(): string {
  return process.env.NODE_ENV === "production" ? "__Host-toast" : "toast";
}

let storage: SessionStorage | undefined;
function toastSession(): SessionStorage {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: the server sets it from its configuration before serving");
  storage ??= createCookieSessionStorage({
    cookie: {
      name: toastCookieName(),
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NODE_ENV === "production",
      secrets: [secret],
    },
  });
  return storage;
}

export type { ToastMessage } from "remix-toast";

// remix-toast's own helpers, bound to the signed session (their last, optional argument).
export const redirectWithSuccess: typeof remixToast.redirectWithSuccess = (url, message, init) =>
  remixToast.redirectWithSuccess(url, message, init, toastSession());
export const redirectWithError: typeof remixToast.redirectWithError = (url, message, init) =>
  remixToast.redirectWithError(url, message, init, toastSession());
export const jsonWithSuccess: typeof remixToast.jsonWithSuccess = (data, message, init) => remixToast.jsonWithSuccess(data, message, init, toastSession());
export const jsonWithError: typeof remixToast.jsonWithError = (data, message, init) => remixToast.jsonWithError(data, message, init, toastSession());
/** The flash toast of the request, and the headers that clear it. */
export const getToast = (request: Request) => remixToast.getToast(request, toastSession());
