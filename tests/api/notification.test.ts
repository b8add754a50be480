// notifications/all/, notifications/mark-as-read/{id}/, notifications/mark-all-as-read/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { notificationListSchema } from "#contract/notification";
import { createNotification } from "../../api/index";
import { createTestApi, type TestApi, type TestUser } from "./harness";

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

/** A staff user with `count` notifications, one per minute, newest last; returns their ids oldest first. */
async function userWithNotifications(count: number): Promise<{ user: TestUser; token: string; ids: number[] }> {
  const user = await t.createStaffUser();
  const actor = await t.createStaffUser({ isStaff: false, userType: 4 });
  const start = Date.now() - count * 60_000;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await createNotification(t.db, {
      recipientId: user.id,
      actorId: actor.id,
      verb: `<b>Agency ${i}</b> registered as a new agency.`,
      actionName: i % 2 ? "agencyrequest" : "userrequest",
      data: { id: 100 + i, status: i % 3 === 0 ? 1 : 2, is_new_registered: i % 2 === 0, user: { user_type: 3 + (i % 4) } },
      timestamp: new Date(start + i * 60_000),
    });
    ids.push(id);
  }
  return { user, token: await t.login(user.username, user.password), ids };
}

describe("GET notifications/all/", () => {
  it("lists one's own notifications newest first, 10 per page, with the unread count", async () => {
    const { token, ids } = await userWithNotifications(12);
    await userWithNotifications(3); // someone else's
    const first = await t.json("notifications/all/", { token });
    expect(first.status).toBe(200);
    const list = notificationListSchema.strict().parse(first.body);
    expect(list.count).toBe(12);
    expect(list.unread).toBe(12);
    expect(list.results.map((n) => n.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(list.next).toBe("http://api.test/api/v1/notifications/all/?page=2");
    expect(list.results[0]).toMatchObject({
      unread: true,
      verb: "<b>Agency 11</b> registered as a new agency.",
      action_name: "agencyrequest",
      actor: { profile_image: null },
      data: { id: 111, status: 2, is_new_registered: false, user: { user_type: 6 } },
    });
    const second = await t.json("notifications/all/?page=2", { token });
    expect(second.body.results.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe("http://api.test/api/v1/notifications/all/");
  });

  it("answers an empty list for a user without notifications", async () => {
    const user = await t.createStaffUser();
    const token = await t.login(user.username, user.password);
    expect((await t.json("notifications/all/", { token })).body).toEqual({ count: 0, count_capped: false, next: null, previous: null, unread: 0, results: [] });
  });

  it("answers 400 for a bad page", async () => {
    const { token } = await userWithNotifications(1);
    expect((await t.json("notifications/all/?page=x", { token })).status).toBe(400);
  });

  it("stores the verb sanitized: inline emphasis stays, scripts, handlers and links go", async () => {
    const user = await t.createStaffUser();
    await createNotification(t.db, {
      recipientId: user.id,
      verb: '<b onclick="steal()">Acme</b> <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:x">link</a> <em>joined</em><br><span style="color:red">now</span>',
      actionName: "userrequest",
      data: { id: 1, status: 1, is_new_registered: true, user: { user_type: 3 } },
    });
    const token = await t.login(user.username, user.password);
    const { body } = await t.json("notifications/all/", { token });
    expect(body.results[0].verb).toBe("<b>Acme</b> link <em>joined</em><br /><span>now</span>");
    expect(body.results[0].actor).toBeNull();
  });
});

describe("GET notifications/mark-as-read/{id}/", () => {
  it("marks one of one's own notifications read and lowers the unread count", async () => {
    const { token, ids } = await userWithNotifications(3);
    const target = ids[1] as number;
    expect(await t.json(`notifications/mark-as-read/${target}/`, { token })).toMatchObject({
      status: 200,
      body: { detail: messages.notificationRead },
    });
    const { body } = await t.json("notifications/all/", { token });
    expect(body.unread).toBe(2);
    expect(body.results.find((n: { id: number }) => n.id === target).unread).toBe(false);
    // Again: still 200, nothing changes.
    expect((await t.json(`notifications/mark-as-read/${target}/`, { token })).status).toBe(200);
    expect((await t.json("notifications/all/", { token })).body.unread).toBe(2);
  });

  it("answers 404 for another user's notification or a missing id, and leaves it unread", async () => {
    const owner = await userWithNotifications(1);
    const intruder = await userWithNotifications(1);
    const foreign = owner.ids[0] as number;
    expect(await t.json(`notifications/mark-as-read/${foreign}/`, { token: intruder.token })).toMatchObject({
      status: 404,
      body: { detail: messages.notFound },
    });
    expect((await t.json("notifications/mark-as-read/999999/", { token: intruder.token })).status).toBe(404);
    expect((await t.json("notifications/mark-as-read/abc/", { token: intruder.token })).status).toBe(404);
    expect((await t.json("notifications/all/", { token: owner.token })).body.unread).toBe(1);
  });
});

describe("GET notifications/mark-all-as-read/", () => {
  it("marks all of one's own notifications read and no one else's", async () => {
    const mine = await userWithNotifications(4);
    const theirs = await userWithNotifications(2);
    expect(await t.json("notifications/mark-all-as-read/", { token: mine.token })).toMatchObject({
      status: 200,
      body: { detail: messages.allNotificationsRead },
    });
    const { body } = await t.json("notifications/all/", { token: mine.token });
    expect(body.unread).toBe(0);
    expect(body.results.every((n: { unread: boolean }) => !n.unread)).toBe(true);
    expect((await t.json("notifications/all/", { token: theirs.token })).body.unread).toBe(2);
  });
});
