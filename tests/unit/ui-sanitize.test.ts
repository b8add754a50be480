import { describe, expect, it } from "vitest";
import { toDrawerNotification } from "~/utils/notification-items.server";
import { sanitizeVerb } from "~/utils/sanitize.server";

describe("sanitizeVerb", () => {
  it("keeps the allowed inline tags without attributes", () => {
    expect(sanitizeVerb('<b>Ada</b> <strong>x</strong> <i>y</i> <em>z</em> <span class="c" style="color:red">w</span><br>')).toBe(
      "<b>Ada</b> <strong>x</strong> <i>y</i> <em>z</em> <span>w</span><br />",
    );
  });

  it("drops scripts, handlers and links", () => {
    expect(sanitizeVerb('<img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">click</a> <b onclick="x()">ok</b>')).toBe(
      "click <b>ok</b>",
    );
  });
});

describe("toDrawerNotification", () => {
  it("prepares what the drawer shows, verb sanitized", () => {
    const item = toDrawerNotification(
      {
        id: 7,
        unread: true,
        verb: "<b>Ada</b> registered<script>x</script>",
        timestamp: "2025-06-30T10:00:00Z",
        actor: { profile_image: "/api/v1/media/a.png" },
        action_name: "userrequest",
        data: { id: 9, status: 1, is_new_registered: true, user: { user_type: 4 } },
      },
      Date.parse("2025-06-30T12:00:00Z"),
    );
    expect(item).toEqual({
      id: 7,
      unread: true,
      verbHtml: "<b>Ada</b> registered",
      timestamp: "2025-06-30T10:00:00Z",
      relativeTime: "2 hours ago",
      absoluteTime: "30 Jun 2025, 10:00 UTC",
      image: "/api/v1/media/a.png",
      target: "/new-requests/agency-view/9",
    });
  });
});
