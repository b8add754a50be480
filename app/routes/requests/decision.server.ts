// The server halves of Approve and Reject (child routes `approve` and `reject` of the pending
// request detail routes) and of the detail's decision bar (decision 048).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { hasPermission, type PermissionCode } from "#contract/permissions";
import { REQUEST_STATUS, userRequestMessages, userRequestPermissions, type RequestStatus, type UserRequest } from "#contract/user-request";
import { ApiError, isApiError } from "~/models/errors";
import { requireAdmin, type SessionApi } from "~/models/session.server";
import { decideUserRequest, getUserRequest, listUserRequests, type Decision } from "~/models/user-request.server";
import { handleSubmitError } from "~/utils/action-error.server";
import { unfinishedSubmissionReply } from "~/utils/form-action.server";
import { routeId } from "~/utils/route-params";
import { redirectWithSuccess } from "~/utils/toast.server";
import { backAtPage, backList, decisionToast, leavesList, listBack, listKindOfPath, requestDetailHref, REQUEST_LIST_PATHS, type BackList, type RequestListKind } from "./decision-back";
import { approveFormSchema, rejectFormSchema, type DecisionForm } from "./decision-schema";
import { kindOfPath, pendingSectionOf, requestDetailPath, requestKindOf, sectionOfPath } from "./detail-paths";
import { decisionTime } from "./request-profile-history";
import { neighbourOf, nextPendingAfter, windowAround } from "./triage-neighbours";

const PERMISSIONS: Record<DecisionForm, PermissionCode> = { approve: userRequestPermissions.approve, reject: userRequestPermissions.reject };

/** What the decision bar of a detail page needs; null when the request is not pending (nothing to decide). */
export type DecisionBarData = { id: number; version: number; back: string; view: Record<string, string>; canApprove: boolean; canReject: boolean } | null;

/** The detail page's tab and page: a dialog over it keeps them, so the page behind stays as it was read. */
const VIEW_PARAMS = ["tab", "page"] as const;

function viewOf(url: URL): Record<string, string> {
  const view: Record<string, string> = {};
  for (const name of VIEW_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) view[name] = value;
  }
  return view;
}

/**
 * The decision bar's data, for the detail route's loader: the version shown (sent back by the
 * decision), the list to return to, and which buttons the admin's permissions show.
 */
export function decisionBarData(held: readonly string[], request: { id: number; status: number; version: number }, url: URL): DecisionBarData {
  const kind = listKindOfPath(url.pathname);
  if (!kind || request.status !== REQUEST_STATUS.pending) return null;
  return {
    id: request.id,
    version: request.version,
    back: listBack(kind, url.searchParams.get("back")),
    view: viewOf(url),
    canApprove: hasPermission(held, userRequestPermissions.approve),
    canReject: hasPermission(held, userRequestPermissions.reject),
  };
}

/** What the Approve and Reject dialogs show; `decided` says who decided first when there is nothing left to decide. */
export type DecisionDialogData = { version: number; closeHref: string; decided: string | null };

type Place = { kind: RequestListKind; id: number; back: string; closeHref: string };

/** The decision's request, the list to return to and the detail page the dialog is over, from its URL. */
function placeOf(request: Request, params: Params): Place {
  const url = new URL(request.url);
  const kind = listKindOfPath(url.pathname);
  if (!kind) throw redirect("/notfound");
  const id = routeId(params);
  const back = listBack(kind, url.searchParams.get("back"));
  const detailPath = url.pathname.replace(/\/(approve|reject)\/?$/, "");
  return { kind, id, back, closeHref: `${detailPath}?${new URLSearchParams({ ...viewOf(url), back })}` };
}

/** "Already approved by … at …", as the 409 says it, for a request that is not pending. */
function decidedText(request: UserRequest): string | null {
  if (request.status === REQUEST_STATUS.pending) return null;
  const outcome = request.status === REQUEST_STATUS.approved ? "approved" : "rejected";
  // The decision log's last entry, as the 409 reads it.
  const last = request.history.at(-1);
  const at = last?.created ?? request.decided_at ?? request.modified;
  return userRequestMessages.alreadyDecided(outcome, last?.admin.name ?? request.request_handled_by ?? "", decisionTime(at));
}

/**
 * The dialog's loader: the version comes with the link the admin followed from the page they
 * read (`?version=`); a dialog opened by its address alone decides on the version it loads now,
 * which the page under it shows too. A decided request's dialog says so instead of offering a
 * decision; the route shows that only before a submission, so a 409 keeps what was typed.
 */
async function loadDialog(form: DecisionForm, { request, params }: LoaderFunctionArgs): Promise<DecisionDialogData> {
  const { api } = await requireAdmin(request, PERMISSIONS[form]);
  const place = placeOf(request, params);
  const current = await api(getUserRequest, place.id);
  const shown = new URL(request.url).searchParams.get("version");
  const version = shown && /^[1-9]\d{0,9}$/.test(shown) ? Number(shown) : current.version;
  return { version, closeHref: place.closeHref, decided: decidedText(current) };
}

export const approveLoader = (args: LoaderFunctionArgs) => loadDialog("approve", args);
export const rejectLoader = (args: LoaderFunctionArgs) => loadDialog("reject", args);

/** One page of `list` that holds the admin's page and the rows around it; none when the list cannot be read. */
async function listWindow(token: string, list: BackList) {
  const window = windowAround(list.params.page ?? 1, list.params.page_size ?? 10);
  try {
    const page = await listUserRequests(token, { ...list.params, page: window.page, page_size: window.page_size });
    return { window, rows: page.results };
  } catch (error) {
    // A page past the list's end (404 "Invalid page.") has no neighbours; anything else is the list's own error to show.
    if (isApiError(error, 404)) return { window, rows: [] };
    throw error;
  }
}

/**
 * The decision: the guard, the form, then (for "& next") the list call that finds the next
 * pending request while this one is still in it, then the PATCH on the version shown. A 409
 * (decided by someone else, or changed since) and a 400 stay on the form with what was typed.
 */
async function decide(form: DecisionForm, { request, params }: ActionFunctionArgs) {
  const { api, token } = await requireAdmin(request, PERMISSIONS[form]);
  const place = placeOf(request, params);
  await redirectToOwnPlace(api, request, place.id, form);
  const submission = parseWithZod(await request.formData(), { schema: form === "approve" ? approveFormSchema : rejectFormSchema });
  if (submission.status !== "success") return unfinishedSubmissionReply(submission);
  const value = submission.value;
  const decision: Decision =
    "rejection_message" in value
      ? { status: REQUEST_STATUS.rejected, version: value.version, rejection_message: value.rejection_message }
      : { status: REQUEST_STATUS.approved, version: value.version, ...(value.agency === undefined ? {} : { agency: value.agency }) };

  const list = value.intent === "next" ? backList(place.kind, place.back) : undefined;
  const around = list ? await listWindow(token, list).catch(() => undefined) : undefined;
  let answer;
  try {
    answer = await api(decideUserRequest, place.id, decision);
  } catch (error) {
    return handleSubmitError(withPageTimes(error), request, submission);
  }
  const toast = decisionToast(answer, decision.status === REQUEST_STATUS.approved && decision.agency !== undefined);
  let target = place.back;
  if (list && around) {
    const next = nextPendingAfter(around.rows, around.window, list.state.page_size, place.id, leavesList(list, answer.status as RequestStatus));
    if (next) target = requestDetailHref(place.kind, next.row, backAtPage(list, next.page));
  }
  return redirectWithSuccess(target, toast);
}

/**
 * A decision posted to another list's address (a developer's request under a client's path, a
 * registration as an update) would take that list's toast and return address: it goes to the
 * request's own dialog instead, deciding nothing, as the detail's loader does for a page.
 */
async function redirectToOwnPlace(api: SessionApi, request: Request, id: number, form: DecisionForm): Promise<void> {
  let current: UserRequest;
  try {
    current = await api(getUserRequest, id);
  } catch (error) {
    // A missing request or a refused read is the decision's own error to show; the PATCH meets it too.
    if (isApiError(error)) return;
    throw error;
  }
  const url = new URL(request.url);
  const kind = requestKindOf(current.user_type);
  const section = pendingSectionOf(current);
  if (!kind || (kind === kindOfPath(url.pathname) && section === sectionOfPath(url.pathname))) return;
  throw redirect(`${requestDetailPath(section, kind, id)}/${form}${url.search}`);
}

const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z\b/g;

/**
 * A 409's detail names when the other admin decided as the API writes times (ISO 8601); the dialog
 * and the toast show it as the page's decision history does (spec §9).
 */
function withPageTimes(error: unknown): unknown {
  if (!isApiError(error, 409) || typeof error.body !== "object" || error.body === null) return error;
  const { detail } = error.body as { detail?: unknown };
  if (typeof detail !== "string") return error;
  return new ApiError(409, { ...error.body, detail: detail.replace(ISO_TIMESTAMP, decisionTime) });
}

export const approveAction = (args: ActionFunctionArgs) => decide("approve", args);
export const rejectAction = (args: ActionFunctionArgs) => decide("reject", args);

/** The answer of the triage step route: where `j` or `k` leads, or nothing at the list's edge. */
export type TriageStep = { href: string | null };

/** `j` / `k`: the request after or before `id` in the list `back` names, found with one list call. */
export async function triageStep(request: Request, params: Params): Promise<TriageStep> {
  const { token } = await requireAdmin(request, userRequestPermissions.view);
  const id = routeId(params);
  const direction = params.direction === "previous" ? "previous" : params.direction === "next" ? "next" : undefined;
  if (!direction) throw redirect("/notfound");
  const backParam = new URL(request.url).searchParams.get("back") ?? "";
  const kind = (Object.keys(REQUEST_LIST_PATHS) as RequestListKind[]).find((candidate) => {
    const path = REQUEST_LIST_PATHS[candidate];
    return backParam === path || backParam.startsWith(`${path}?`);
  });
  if (!kind) return { href: null };
  const list = backList(kind, listBack(kind, backParam));
  const { window, rows } = await listWindow(token, list);
  const found = neighbourOf(rows, window, list.state.page_size, id, direction);
  return { href: found ? requestDetailHref(kind, found.row, backAtPage(list, found.page)) : null };
}

