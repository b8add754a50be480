// @vitest-environment happy-dom
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { backAtPage, backList, decisionToast, leavesList, listBack, listKindOfPath, requestDetailHref } from "~/routes/requests/decision-back";
import { approveFormSchema, decisionFormMessages, REJECTION_MESSAGE_MAX, rejectFormSchema } from "~/routes/requests/decision-schema";
import { isDialogOpen, triageCommand } from "~/routes/requests/triage-keys";
import { neighbourOf, nextPendingAfter, windowAround } from "~/routes/requests/triage-neighbours";
import { form } from "./form-data";

/** The field errors of a parsed submission (none on success). */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null } | { status: "success" }) =>
  ("error" in submission ? submission.error : undefined) ?? {};

describe("the decision forms", () => {
  it("reject: the message is required, blank is empty, the bound is the contract's", () => {
    const empty = parseWithZod(form({ version: "3", rejection_message: "" }), { schema: rejectFormSchema });
    expect(empty.status).toBe("error");
    expect(errorsOf(empty).rejection_message).toEqual([messages.required]);
    const blank = parseWithZod(form({ version: "3", rejection_message: "   \n " }), { schema: rejectFormSchema });
    expect(errorsOf(blank).rejection_message).toEqual([messages.required]);
    const long = parseWithZod(form({ version: "3", rejection_message: "x".repeat(REJECTION_MESSAGE_MAX + 1) }), { schema: rejectFormSchema });
    expect(errorsOf(long).rejection_message).toEqual([messages.maxChars(1000)]);
    const atBound = parseWithZod(form({ version: "3", rejection_message: ` ${"x".repeat(REJECTION_MESSAGE_MAX)} `, intent: "next" }), { schema: rejectFormSchema });
    expect(atBound.status).toBe("success");
    expect(atBound.status === "success" && atBound.value).toEqual({ version: 3, rejection_message: "x".repeat(1000), intent: "next" });
  });

  it("both forms need the version the admin saw, and say so without a field to point at", () => {
    expect(errorsOf(parseWithZod(form({ rejection_message: "No" }), { schema: rejectFormSchema })).version).toEqual([decisionFormMessages.versionMissing]);
    expect(errorsOf(parseWithZod(form({}), { schema: approveFormSchema })).version).toEqual([decisionFormMessages.versionMissing]);
    const approve = parseWithZod(form({ version: "7" }), { schema: approveFormSchema });
    expect(approve.status === "success" && approve.value).toEqual({ version: 7 });
  });

  it("a button the forms do not have is refused with a message", () => {
    expect(errorsOf(parseWithZod(form({ version: "7", intent: "delete" }), { schema: approveFormSchema })).intent).toEqual([decisionFormMessages.unknownButton]);
    expect(errorsOf(parseWithZod(form({ version: "7", rejection_message: "No", intent: "delete" }), { schema: rejectFormSchema })).intent).toEqual([decisionFormMessages.unknownButton]);
  });
});

describe("the list a decision returns to", () => {
  it("knows the list of a detail path and keeps only its own list as back", () => {
    expect(listKindOfPath("/new-requests/client-view/7/approve")).toBe("new");
    expect(listKindOfPath("/updated-request/agency-view/7")).toBe("updated");
    expect(listKindOfPath("/developer-requests/7/reject")).toBe("developer");
    expect(listKindOfPath("/manage-users")).toBeUndefined();
    expect(listBack("new", "/new-request?tab=agency&page=2")).toBe("/new-request?tab=agency&page=2");
    expect(listBack("new", "/updated-request?tab=agency")).toBe("/new-request");
    expect(listBack("developer", "//evil.example/developer-requests")).toBe("/developer-requests");
    expect(listBack("updated", null)).toBe("/updated-request");
  });

  it("reads the list call from back: tab, filters, search, ordering, page", () => {
    expect(backList("new", "/new-request?tab=freelancer&search=ann&ordering=-id&page=3&page_size=25").params).toEqual({
      user_type: 5,
      new_registered: true,
      status: [1],
      search: "ann",
      ordering: "-id",
      page: 3,
      page_size: 25,
    });
    expect(backList("updated", "/updated-request").params).toMatchObject({ user_type: 3, new_registered: false, status: [1, 3], page: 1, page_size: 10 });
    expect(backList("developer", "/developer-requests?agency=12&status=update&ordering=bogus").params).toEqual({
      user_type: 6,
      status: [1],
      agency: 12,
      new_registered: false,
      search: undefined,
      ordering: undefined,
      page: 1,
      page_size: 10,
    });
  });

  it("writes the detail of a row and the list at another page", () => {
    const list = backList("new", "/new-request?tab=agency&page=2");
    expect(backAtPage(list, 3)).toBe("/new-request?tab=agency&page=3");
    expect(requestDetailHref("new", { id: 9, user_type: 4 }, "/new-request?tab=agency")).toBe("/new-requests/agency-view/9?back=%2Fnew-request%3Ftab%3Dagency");
    expect(requestDetailHref("updated", { id: 9, user_type: 5 }, "/updated-request")).toBe("/updated-request/freelancer-view/9?back=%2Fupdated-request");
    expect(requestDetailHref("developer", { id: 9, user_type: 6 }, "/developer-requests")).toBe("/developer-requests/9?back=%2Fdeveloper-requests");
  });

  it("says the spec's toast for the answer", () => {
    expect(decisionToast({ user_type: 3, status: 2 }, false)).toBe("Profile approved successfully");
    expect(decisionToast({ user_type: 5, status: 3 }, false)).toBe("Profile rejected successfully");
    expect(decisionToast({ user_type: 3, status: 2 }, true)).toBe("Agency assigned successfully");
    expect(decisionToast({ user_type: 6, status: 2 }, false)).toBe("Request approved successfully");
    expect(decisionToast({ user_type: 6, status: 3 }, false)).toBe("Request rejected successfully");
  });

  it("a rejected update stays on the updated list unless it shows pending ones only; every other decision leaves its list", () => {
    expect(leavesList(backList("updated", "/updated-request"), 3)).toBe(false);
    expect(leavesList(backList("updated", "/updated-request"), 2)).toBe(true);
    expect(leavesList(backList("updated", "/updated-request?status=pending"), 3)).toBe(true);
    expect(leavesList(backList("new", "/new-request"), 3)).toBe(true);
    expect(leavesList(backList("developer", "/developer-requests"), 2)).toBe(true);
  });

  it("the updated list's status filter is the statuses it asks for", () => {
    expect(backList("updated", "/updated-request?tab=agency&status=pending").params).toMatchObject({ user_type: 4, status: [1], new_registered: false });
    expect(backList("updated", "/updated-request?status=rejected").params.status).toEqual([3]);
    expect(backList("updated", "/updated-request?status=other").params.status).toEqual([1, 3]);
  });
});

describe("neighbours with one list call", () => {
  it("asks for the smallest page that holds the admin's page and one row either side", () => {
    expect(windowAround(1, 10)).toEqual({ page: 1, page_size: 11, offset: 0 });
    expect(windowAround(2, 10)).toEqual({ page: 1, page_size: 21, offset: 0 });
    expect(windowAround(5, 10)).toEqual({ page: 4, page_size: 13, offset: 39 });
    for (const [page, size] of [[1, 25], [7, 25], [40, 10], [3, 100], [999, 10]] as const) {
      const window = windowAround(page, size);
      expect(window.page_size).toBeLessThanOrEqual(100);
      expect(window.offset).toBe((window.page - 1) * window.page_size);
      if (size < 100) {
        expect(window.offset).toBeLessThanOrEqual(Math.max(0, (page - 1) * size - 1));
        expect(window.offset + window.page_size).toBeGreaterThan(page * size);
      }
    }
    // A page of 100 cannot be widened: it is asked for as it is.
    expect(windowAround(3, 100)).toEqual({ page: 3, page_size: 100, offset: 200 });
  });

  const rows = (ids: number[], statuses: Record<number, number> = {}) => ids.map((id) => ({ id, status: statuses[id] ?? 1 }));

  it("steps to the row before or after, across the admin's page edges, with the page it is on", () => {
    // Page 2 of 10: window rows 9..20 of the list are page 1 of 21 (offset 0).
    const window = windowAround(2, 10);
    const list = rows(Array.from({ length: 21 }, (_, index) => 100 + index));
    expect(neighbourOf(list, window, 10, 110, "previous")).toEqual({ row: { id: 109, status: 1 }, page: 1 });
    expect(neighbourOf(list, window, 10, 119, "next")).toEqual({ row: { id: 120, status: 1 }, page: 3 });
    expect(neighbourOf(list, window, 10, 115, "next")).toEqual({ row: { id: 116, status: 1 }, page: 2 });
    expect(neighbourOf(list, window, 10, 100, "previous")).toBeUndefined();
    expect(neighbourOf(list, window, 10, 999, "next")).toBeUndefined();
  });

  it("the next pending request skips decided rows and accounts for the decided one leaving", () => {
    const window = windowAround(1, 10);
    const list = rows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { 3: 3, 4: 3 });
    expect(nextPendingAfter(list, window, 10, 2, false)).toEqual({ row: { id: 5, status: 1 }, page: 1 });
    // The last row of page 1 decided and gone: the first of page 2 moves up onto page 1.
    expect(nextPendingAfter(list, window, 10, 10, true)).toEqual({ row: { id: 11, status: 1 }, page: 1 });
    expect(nextPendingAfter(list, window, 10, 10, false)).toEqual({ row: { id: 11, status: 1 }, page: 2 });
    expect(nextPendingAfter(list, window, 10, 11, true)).toBeUndefined();
    expect(nextPendingAfter(list, window, 10, 42, true)).toBeUndefined();
  });
});

describe("triage keys", () => {
  const press = (key: string, target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) =>
    triageCommand({ key, target, altKey: false, ctrlKey: false, metaKey: false, defaultPrevented: false, repeat: false, isComposing: false, ...extra }, false);

  it("maps a, r, j, k and ? on the page", () => {
    expect(press("a", document.body)).toBe("approve");
    expect(press("r", document.body)).toBe("reject");
    expect(press("j", document.body)).toBe("next");
    expect(press("k", document.body)).toBe("previous");
    expect(press("?", document.body)).toBe("help");
    expect(press("x", document.body)).toBeUndefined();
  });

  it("ignores keys typed in fields, with modifiers, held down, or while a dialog is open", () => {
    document.body.innerHTML = `<input id="i"><textarea id="t"></textarea><select id="s"></select><div contenteditable="true"><span id="e">x</span></div><button id="b">Go</button>`;
    for (const id of ["i", "t", "s", "e"]) expect(press("a", document.getElementById(id))).toBeUndefined();
    expect(press("a", document.getElementById("b"))).toBe("approve");
    expect(press("r", document.body, { ctrlKey: true })).toBeUndefined();
    expect(press("j", document.body, { metaKey: true })).toBeUndefined();
    expect(press("j", document.body, { repeat: true })).toBeUndefined();
    expect(triageCommand({ key: "a", target: document.body, altKey: false, ctrlKey: false, metaKey: false, defaultPrevented: false, repeat: false, isComposing: false }, true)).toBeUndefined();
    expect(isDialogOpen(document)).toBe(false);
    document.body.insertAdjacentHTML("beforeend", `<div role="dialog" aria-modal="true">Reject</div>`);
    expect(isDialogOpen(document)).toBe(true);
    document.body.innerHTML = "";
  });
});
