// reset-password/, check-link-token/, password-reset-confirm/, accept-user-invitation-confirm/:
// links by mail, single use, expiring.
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from "#contract/account";
import { messages } from "#contract/messages";
import * as tables from "../../api/db/schema";
import { createLink } from "../../api/data/account";
import { createMailer, type Mailer, sendInvitationMail } from "../../api/index";
import { createTestApi, linkParts, TEST_APP_URL, type TestApi, type TestUser } from "./harness";
import { createFreelancer } from "./marketplace-fixtures";

let t: TestApi;
let lastAddress = 0;
/** Each call its own address (its own /64, which throttles count as one): these tests are not about the per-address limits (rate-limit.test.ts). */
const nextAddress = () => `2001:db8:1:${(++lastAddress).toString(16)}::1`;

beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const NEW_PASSWORD = "Changed#2024";
const invalidLink = { detail: messages.linkInvalid };

/** Asks for a reset mail for the user and returns the link it carries. */
async function requestReset(user: { email: string }): Promise<{ uid: string; token: string; link: string }> {
  const before = (await t.outbox()).length;
  const answer = await t.json("reset-password/", { clientIp: nextAddress(), json: { email: user.email } });
  expect(answer).toEqual(expect.objectContaining({ status: 200, body: { detail: messages.resetSent } }));
  const mails = await t.outbox();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1);
  expect(mail?.to).toBe(user.email);
  expect(mail?.link).toBeDefined();
  return { ...linkParts(mail?.link ?? ""), link: mail?.link ?? "" };
}

describe("POST reset-password/", () => {
  it("mails a reset link to an active user and logs it", async () => {
    const user = await t.createStaffUser();
    const { uid, token, link } = await requestReset(user);
    expect(link).toBe(`${TEST_APP_URL}/password-reset/${uid}/${token}`);
    expect(Buffer.from(uid, "base64url").toString()).toBe(String(user.id));
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const mail = (await t.outbox()).at(-1);
    expect(mail?.subject).toBe("Reset your password");
    expect(t.logs.some((line) => line.startsWith("info:") && line.includes(link))).toBe(true);
    // Stored hashed only.
    const rows = await t.db.select().from(tables.linkToken).where(eq(tables.linkToken.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.purpose).toBe("reset");
  });

  it("matches the email case-insensitively", async () => {
    const user = await t.createStaffUser();
    const before = (await t.outbox()).length;
    expect((await t.json("reset-password/", { clientIp: nextAddress(), json: { email: user.email.toUpperCase() } })).status).toBe(200);
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.to).toBe(user.email);
  });

  it("answers the same 200 for unknown and inactive accounts, without a mail", async () => {
    const inactive = await t.createStaffUser({ isActive: false });
    const invited = await t.createInvitedUser();
    const before = (await t.outbox()).length;
    for (const email of ["nobody@example.com", inactive.email, invited.email]) {
      const answer = await t.json("reset-password/", { clientIp: nextAddress(), json: { email } });
      expect(answer).toMatchObject({ status: 200, body: { detail: messages.resetSent } });
    }
    expect(await t.outbox()).toHaveLength(before);
  });

  it("mails no link to a marketplace user, and refuses one made for them: their password is not the back-office's (they could not sign in here)", async () => {
    const email = `marketplace-${Date.now()}@example.com`;
    const freelancer = await createFreelancer(t.db, { email, isActive: true });
    const before = (await t.outbox()).length;
    expect(await t.json("reset-password/", { clientIp: nextAddress(), json: { email } })).toMatchObject({ status: 200, body: { detail: messages.resetSent } });
    expect(await t.outbox()).toHaveLength(before);
    const link = await createLink(t.db, freelancer, "reset", { appUrl: TEST_APP_URL, now: t.clock.now() });
    expect(await t.json("check-link-token/", { clientIp: nextAddress(), json: { uid: link.uid, token: link.token, purpose: "reset" } })).toMatchObject({ status: 400, body: invalidLink });
    const [row] = await t.db.select({ passwordHash: tables.user.passwordHash }).from(tables.user).where(eq(tables.user.id, freelancer));
    const confirmed = await t.json("password-reset-confirm/", { clientIp: nextAddress(), json: { uid: link.uid, token: link.token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD } });
    expect(confirmed).toMatchObject({ status: 400, body: invalidLink });
    const [after] = await t.db.select({ passwordHash: tables.user.passwordHash }).from(tables.user).where(eq(tables.user.id, freelancer));
    expect(after?.passwordHash).toBe(row?.passwordHash);
  });

  it("answers before it looks the address up: known and unknown addresses leave the same trace at the answer", async () => {
    const held: (() => void)[] = [];
    const paused = await createTestApi({ startTask: (start) => held.push(start) });
    try {
      const known = await paused.createStaffUser();
      for (const email of [known.email, "nobody@example.com"]) {
        const answer = await paused.json("reset-password/", { clientIp: nextAddress(), json: { email } });
        expect(answer).toMatchObject({ status: 200, body: { detail: messages.resetSent } });
      }
      // Each answer left one task to run later, and nothing was looked up, stored or sent before it.
      expect(held).toHaveLength(2);
      expect(await paused.db.select().from(tables.linkToken).where(eq(tables.linkToken.userId, known.id))).toHaveLength(0);
      for (const start of held.splice(0)) start();
      expect((await paused.outbox()).map((mail) => mail.to)).toEqual([known.email]);
    } finally {
      for (const start of held.splice(0)) start();
      await paused.close();
    }
  });

  it("does not wait for the mail: the answer comes while the mailer is still sending", async () => {
    let releaseMailer = () => {};
    const mailerReleased = new Promise<void>((resolve) => {
      releaseMailer = resolve;
    });
    let mailerCalled = () => {};
    const mailerReached = new Promise<void>((resolve) => {
      mailerCalled = resolve;
    });
    const sent: string[] = [];
    const blockingMailer: Mailer = {
      async send(message) {
        mailerCalled();
        await mailerReleased;
        sent.push(message.to);
      },
      close: () => undefined,
    };
    const blocked = await createTestApi({ mailer: blockingMailer });
    try {
      const user = await blocked.createStaffUser();
      const answer = await blocked.json("reset-password/", { clientIp: nextAddress(), json: { email: user.email } });
      expect(answer).toMatchObject({ status: 200, body: { detail: messages.resetSent } });
      await mailerReached;
      expect(sent).toEqual([]);
      releaseMailer();
      await blocked.settled();
      expect(sent).toEqual([user.email]);
    } finally {
      releaseMailer();
      await blocked.close();
    }
  });

  it("answers 400 for a missing or malformed email", async () => {
    expect(await t.json("reset-password/", { clientIp: nextAddress(), json: {} })).toMatchObject({ status: 400, body: { email: [messages.required] } });
    expect(await t.json("reset-password/", { clientIp: nextAddress(), json: { email: "not-an-email" } })).toMatchObject({
      status: 400,
      body: { email: [messages.email] },
    });
  });
});

describe("POST check-link-token/", () => {
  it("answers 200 for an open link and 400 for a wrong token, uid or purpose", async () => {
    const user = await t.createStaffUser();
    const { uid, token } = await requestReset(user);
    expect(await t.json("check-link-token/", { json: { uid, token, purpose: "reset" } })).toMatchObject({
      status: 200,
      body: { detail: messages.linkValid },
    });
    const other = await t.createStaffUser();
    const wrongCases = [
      { uid, token: `${token.slice(0, -2)}AA`, purpose: "reset" },
      { uid: Buffer.from(String(other.id)).toString("base64url"), token, purpose: "reset" },
      { uid: "!!!", token, purpose: "reset" },
      { uid, token, purpose: "invitation" },
    ];
    for (const body of wrongCases) {
      expect(await t.json("check-link-token/", { json: body })).toMatchObject({ status: 400, body: invalidLink });
    }
  });

  it("answers field errors for a missing uid, token or purpose", async () => {
    const answer = await t.json("check-link-token/", { json: { purpose: "other" } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ uid: [messages.required], token: [messages.required] });
    expect(answer.body.purpose).toHaveLength(1);
  });
});

describe("POST password-reset-confirm/", () => {
  let user: TestUser;

  const confirm = (link: { uid: string; token: string }, password = NEW_PASSWORD, confirmation = password) =>
    t.json("password-reset-confirm/", { clientIp: nextAddress(), json: { ...link, new_password1: password, new_password2: confirmation } });

  it("sets the new password once: the link is refused afterwards and old sessions end", async () => {
    user = await t.createStaffUser();
    const session = await t.login(user.username, user.password);
    const link = await requestReset(user);
    expect(await confirm(link)).toMatchObject({ status: 200, body: { detail: messages.resetDone } });

    expect((await t.request("users/", { token: session })).status).toBe(401);
    const oldPassword = await t.json("login/", { json: { username: user.username, password: user.password } });
    expect(oldPassword.status).toBe(400);
    await t.login(user.username, NEW_PASSWORD);

    expect(await confirm(link, "Another#2024")).toMatchObject({ status: 400, body: invalidLink });
    expect(await t.json("check-link-token/", { json: { ...link, purpose: "reset" } })).toMatchObject({ status: 400, body: invalidLink });
  });

  it("checks the password rules with the spec's messages before the link", async () => {
    const other = await t.createStaffUser();
    const link = await requestReset(other);
    expect(await confirm(link, NEW_PASSWORD, "Different#2024")).toMatchObject({
      status: 400,
      body: { new_password2: [messages.passwordsMismatch] },
    });
    expect(await confirm(link, "abcdefgh")).toMatchObject({ status: 400, body: { new_password1: [messages.passwordRule] } });
    expect(await t.json("password-reset-confirm/", { clientIp: nextAddress(), json: {} })).toMatchObject({
      status: 400,
      body: {
        new_password1: [messages.required],
        new_password2: [messages.required],
        uid: [messages.required],
        token: [messages.required],
      },
    });
    // None of these used the link up.
    expect(await confirm(link)).toMatchObject({ status: 200 });
  });

  it("refuses an expired link (1 hour)", async () => {
    const other = await t.createStaffUser();
    const link = await requestReset(other);
    t.clock.advance(RESET_TOKEN_TTL_MS - 60_000);
    expect((await t.json("check-link-token/", { json: { ...link, purpose: "reset" } })).status).toBe(200);
    t.clock.advance(60_000);
    expect(await t.json("check-link-token/", { json: { ...link, purpose: "reset" } })).toMatchObject({ status: 400, body: invalidLink });
    expect(await confirm(link)).toMatchObject({ status: 400, body: invalidLink });
  });

  it("closes the user's other open reset links when one is used", async () => {
    const other = await t.createStaffUser();
    const first = await requestReset(other);
    const second = await requestReset(other);
    expect((await confirm(second)).status).toBe(200);
    expect(await confirm(first, "Another#2024")).toMatchObject({ status: 400, body: invalidLink });
  });

  it("refuses a link mailed before the password was changed another way", async () => {
    const other = await t.createStaffUser();
    const link = await requestReset(other);
    const session = await t.login(other.username, other.password);
    const changed = await t.json("change-password/", { token: session, json: { old_password: other.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(await confirm(link, "Another#2024")).toMatchObject({ status: 400, body: invalidLink });
    await t.login(other.username, NEW_PASSWORD);
  });

  it("refuses a link for an account deactivated since it was sent", async () => {
    const other = await t.createStaffUser();
    const link = await requestReset(other);
    await t.db.update(tables.user).set({ isActive: false }).where(eq(tables.user.id, other.id));
    expect(await confirm(link)).toMatchObject({ status: 400, body: invalidLink });
  });
});

describe("POST accept-user-invitation-confirm/", () => {
  const accept = (link: { uid: string; token: string }, fields: Record<string, string> = {}) =>
    t.json("accept-user-invitation-confirm/", {
      clientIp: nextAddress(),
      json: { first_name: "Nora", last_name: "Quinn", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD, ...link, ...fields },
    });

  it("sets names and password and activates the user, once", async () => {
    const invited = await t.createInvitedUser();
    expect(invited.link.url).toBe(`${TEST_APP_URL}/accept-user-invitation/${invited.link.uid}/${invited.link.token}`);
    expect(await t.json("check-link-token/", { json: { ...invited.link, purpose: "invitation" } })).toMatchObject({
      status: 200,
      body: { detail: messages.linkValid },
    });
    // An invitation is not a reset link.
    expect((await t.json("check-link-token/", { json: { ...invited.link, purpose: "reset" } })).status).toBe(400);

    expect(await accept(invited.link)).toMatchObject({ status: 200, body: { detail: messages.invitationAccepted } });
    const [row] = await t.db.select().from(tables.user).where(eq(tables.user.id, invited.id));
    expect(row).toMatchObject({ firstName: "Nora", lastName: "Quinn", isActive: true });
    const token = await t.login(row?.username ?? "", NEW_PASSWORD);
    expect((await t.json("users/", { token })).body).toMatchObject({ first_name: "Nora", last_name: "Quinn" });

    expect(await accept(invited.link, { first_name: "Eve" })).toMatchObject({ status: 400, body: invalidLink });
    expect((await t.json("check-link-token/", { json: { ...invited.link, purpose: "invitation" } })).status).toBe(400);
  });

  it("checks names and passwords with the spec's messages", async () => {
    const invited = await t.createInvitedUser();
    expect(await accept(invited.link, { first_name: " ", last_name: "x".repeat(26) })).toMatchObject({
      status: 400,
      body: { first_name: [messages.required], last_name: [messages.maxChars(25)] },
    });
    expect(await accept(invited.link, { new_password2: "Other#2024" })).toMatchObject({
      status: 400,
      body: { new_password2: [messages.passwordsMismatch] },
    });
    expect(await accept(invited.link, { new_password1: "password", new_password2: "password" })).toMatchObject({
      status: 400,
      body: { new_password1: [messages.passwordRule] },
    });
    expect(await accept({ uid: "", token: "" })).toMatchObject({ status: 400, body: { uid: [messages.required], token: [messages.required] } });
  });

  it("refuses an expired invitation (72 hours)", async () => {
    const invited = await t.createInvitedUser();
    t.clock.advance(INVITATION_TOKEN_TTL_MS - 60_000);
    expect((await t.json("check-link-token/", { json: { ...invited.link, purpose: "invitation" } })).status).toBe(200);
    t.clock.advance(60_000);
    expect(await accept(invited.link)).toMatchObject({ status: 400, body: invalidLink });
    const [row] = await t.db.select().from(tables.user).where(eq(tables.user.id, invited.id));
    expect(row?.isActive).toBe(false);
  });

  it("refuses a wrong token", async () => {
    const invited = await t.createInvitedUser();
    expect(await accept({ uid: invited.link.uid, token: "A".repeat(43) })).toMatchObject({ status: 400, body: invalidLink });
  });
});

describe("sendInvitationMail", () => {
  it("mails the invitation link (to the outbox without SMTP) and logs it", async () => {
    const invited = await t.createInvitedUser();
    const logged: string[] = [];
    const mailer = createMailer({ outboxDir: path.join(t.dataDir, "outbox"), logger: { info: (line: string) => logged.push(line) } });
    await sendInvitationMail(mailer, { email: invited.email, name: "Nora Quinn" }, invited.link.url);
    mailer.close();
    const mail = (await t.outbox()).at(-1);
    expect(mail).toMatchObject({ to: invited.email, subject: "You are invited to the back-office", link: invited.link.url });
    expect(mail?.raw).toContain("Hello Nora Quinn,");
    expect(logged.some((line) => line.includes(invited.link.url))).toBe(true);
  });
});
