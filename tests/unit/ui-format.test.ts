import { describe, expect, it } from "vitest";
import { badgeCount, displayName, initials, notificationsLabel } from "~/utils/format";
import { formatDateTimeUtc, formatRelativeTime } from "~/utils/time";

const now = Date.parse("2025-06-30T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe("formatRelativeTime", () => {
  it.each([
    [10 * second, "a few seconds ago"],
    [-30 * second, "a few seconds ago"],
    [60 * second, "a minute ago"],
    [5 * minute, "5 minutes ago"],
    [50 * minute, "an hour ago"],
    [3 * hour, "3 hours ago"],
    [23 * hour, "a day ago"],
    [3 * day, "3 days ago"],
    [6 * day, "6 days ago"],
    // Spec §9: days up to 7, then weeks up to 4.
    [7 * day, "a week ago"],
    [15 * day, "2 weeks ago"],
    [27 * day, "3 weeks ago"],
    [35 * day, "a month ago"],
    [100 * day, "3 months ago"],
    [400 * day, "a year ago"],
    [800 * day, "2 years ago"],
  ])("%d ms ago reads %s", (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(text);
  });
});

describe("formatDateTimeUtc", () => {
  it("formats in UTC whatever the server's zone", () => {
    expect(formatDateTimeUtc("2025-11-21T09:14:00+02:00")).toBe("21 Nov 2025, 07:14 UTC");
  });
});

describe("shell labels", () => {
  it("names the bell with the unread count", () => {
    expect(notificationsLabel(0)).toBe("Notifications");
    expect(notificationsLabel(3)).toBe("Notifications, 3 unread");
  });

  it("caps the badge", () => {
    expect(badgeCount(7)).toBe("7");
    expect(badgeCount(150)).toBe("99+");
  });

  it("makes initials and a display name", () => {
    expect(initials("ada", "lovelace")).toBe("AL");
    expect(initials("", "", "admin")).toBe("A");
    expect(initials(" ", "", "")).toBe("?");
    // A character outside the Basic Multilingual Plane is two UTF-16 units: never half of it.
    expect(initials("😀Ann", "B")).toBe("😀B");
    expect(initials("", "", "👍🏽admin")).toBe("👍");
    expect(initials("Łukasz", "李")).toBe("Ł李");
    expect(displayName({ first_name: "Ada", last_name: "Lovelace", username: "ada" })).toBe("Ada Lovelace");
    expect(displayName({ first_name: "", last_name: " ", username: "admin" })).toBe("admin");
  });
});
