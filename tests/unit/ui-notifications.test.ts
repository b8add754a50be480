import { describe, expect, it } from "vitest";
import { notificationTarget } from "~/utils/notification-target";
import { appendUnique, drawerHref, MAX_DRAWER_PAGES, readDrawerState } from "~/utils/notifications";
import { onlyDrawerChanged } from "~/utils/revalidate";

const data = (status: number, user_type: number, is_new_registered: boolean) => ({ data: { id: 42, status, is_new_registered, user: { user_type } } });

describe("notificationTarget", () => {
  it("sends new registrations to the new-requests views", () => {
    expect(notificationTarget(data(1, 3, true))).toBe("/new-requests/client-view/42");
    expect(notificationTarget(data(1, 4, true))).toBe("/new-requests/agency-view/42");
    expect(notificationTarget(data(1, 5, true))).toBe("/new-requests/freelancer-view/42");
  });

  it("sends updates to the updated-request views", () => {
    expect(notificationTarget(data(1, 3, false))).toBe("/updated-request/client-view/42");
    expect(notificationTarget(data(1, 4, false))).toBe("/updated-request/agency-view/42");
    expect(notificationTarget(data(1, 5, false))).toBe("/updated-request/freelancer-view/42");
  });

  it("sends agency developers to their request", () => {
    expect(notificationTarget(data(1, 6, true))).toBe("/developer-requests/42");
    expect(notificationTarget(data(1, 6, false))).toBe("/developer-requests/42");
  });

  it("makes only status 1 clickable", () => {
    expect(notificationTarget(data(0, 3, true))).toBeNull();
    expect(notificationTarget(data(2, 4, false))).toBeNull();
  });

  it("has no target for an unknown user type", () => {
    expect(notificationTarget(data(1, 1, true))).toBeNull();
  });
});

describe("drawer URL state", () => {
  it("reads the open flag and the page count, clamped", () => {
    expect(readDrawerState(new URLSearchParams(""))).toEqual({ open: false, pages: 1 });
    expect(readDrawerState(new URLSearchParams("notifications=open"))).toEqual({ open: true, pages: 1 });
    expect(readDrawerState(new URLSearchParams("notifications=open&npage=3"))).toEqual({ open: true, pages: 3 });
    expect(readDrawerState(new URLSearchParams("notifications=open&npage=0"))).toEqual({ open: true, pages: 1 });
    expect(readDrawerState(new URLSearchParams("notifications=open&npage=abc"))).toEqual({ open: true, pages: 1 });
    expect(readDrawerState(new URLSearchParams("notifications=open&npage=999"))).toEqual({ open: true, pages: MAX_DRAWER_PAGES });
  });

  it("builds links that keep the page's own parameters", () => {
    expect(drawerHref("/user-profile", "?tab=password", 1)).toBe("/user-profile?tab=password&notifications=open");
    expect(drawerHref("/user-profile", "?tab=password&notifications=open&npage=2", 3)).toBe("/user-profile?tab=password&notifications=open&npage=3");
    expect(drawerHref("/user-profile", "?tab=password&notifications=open&npage=2", 0)).toBe("/user-profile?tab=password");
    expect(drawerHref("/dashboard", "?notifications=open", 0)).toBe("/dashboard");
  });

  it("tells when only the drawer changed, so the page's own loader can skip", () => {
    const url = (path: string) => new URL(path, "http://app.test");
    expect(onlyDrawerChanged(url("/dashboard"), url("/dashboard?notifications=open"))).toBe(true);
    expect(onlyDrawerChanged(url("/user-profile?tab=password"), url("/user-profile?notifications=open&tab=password&npage=2"))).toBe(true);
    expect(onlyDrawerChanged(url("/user-profile"), url("/user-profile?tab=password"))).toBe(false);
    expect(onlyDrawerChanged(url("/dashboard"), url("/user-profile?notifications=open"))).toBe(false);
  });
});

describe("appendUnique", () => {
  it("appends a page, skipping ids already listed", () => {
    expect(appendUnique([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }]).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
