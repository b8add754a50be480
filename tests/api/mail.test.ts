// Mail over SMTP: a real smtp-server on 127.0.0.1 receives the reset mail.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { createTestApi, linkParts, parseMail, TEST_APP_URL, type TestApi } from "./harness";

type Received = { from: string; to: string[]; raw: string };

let server: SMTPServer;
let t: TestApi;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApi({ smtpUrl: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe("reset mail over SMTP", () => {
  it("delivers the reset link to the user's address, and the link works", async () => {
    const user = await t.createStaffUser({ firstName: "Mia", lastName: "Wong" });
    const answer = await t.json("reset-password/", { json: { email: user.email } });
    expect(answer).toMatchObject({ status: 200, body: { detail: messages.resetSent } });
    await t.settled();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.from).toBe("no-reply@localhost");
    const parsed = parseMail(mail?.raw ?? "");
    expect(parsed.subject).toBe("Reset your password");
    expect(mail?.raw).toContain("Hello Mia Wong,");
    expect(parsed.link).toMatch(new RegExp(`^${TEST_APP_URL}/password-reset/[A-Za-z0-9_-]+/[A-Za-z0-9_-]{43}$`));
    // Nothing goes to the outbox when SMTP is configured.
    expect(await t.outbox()).toHaveLength(0);

    const link = linkParts(parsed.link ?? "");
    const confirm = await t.json("password-reset-confirm/", { json: { ...link, new_password1: "ViaSmtp#2024", new_password2: "ViaSmtp#2024" } });
    expect(confirm).toMatchObject({ status: 200, body: { detail: messages.resetDone } });
    await t.login(user.username, "ViaSmtp#2024");
  });

  it("sends nothing for an unknown address", async () => {
    const before = received.length;
    expect((await t.json("reset-password/", { json: { email: "nobody@example.com" } })).status).toBe(200);
    await t.settled();
    expect(received).toHaveLength(before);
  });
});

describe("when the SMTP server is unreachable", () => {
  it("still answers 200 (no account enumeration) and logs the failure", async () => {
    const unreachable = await createTestApi({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const user = await unreachable.createStaffUser();
      const answer = await unreachable.json("reset-password/", { json: { email: user.email } });
      expect(answer).toMatchObject({ status: 200, body: { detail: messages.resetSent } });
      await unreachable.settled();
      expect(unreachable.logs.some((line) => line.startsWith("error: Password reset mail failed:"))).toBe(true);
    } finally {
      await unreachable.close();
    }
  });
});
