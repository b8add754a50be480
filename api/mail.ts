// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, else one .eml file per mail in
// DATA_DIR/outbox with the link logged, so the reset and invitation flows work locally.
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { createPrivateDir } from "./private-dir";

export type MailMessage = { to: string; subject: string; text: string; html: string; link: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl?: string;
  /** Where .eml files go without SMTP (DATA_DIR/outbox). */
  outboxDir: string;
  from?: string;
  logger?: Pick<Console, "info">;
};

export const DEFAULT_MAIL_FROM = "Back-office <no-reply@localhost>";

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const logger = options.logger ?? console;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await createPrivateDir(options.outboxDir);
      // Sortable by time, unique within the millisecond.
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(`Mail "${message.subject}" to ${message.to} written to ${file}; link: ${message.link}`);
    },
    close: () => transport.close(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, lines: string[], action: string, link: string): MailMessage {
  const text = [...lines, "", `${action}: ${link}`, ""].join("\n");
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html, link };
}

export function sendPasswordResetMail(mailer: Mailer, to: { email: string; name: string }, link: string): Promise<void> {
  return mailer.send(
    linkMail(
      to.email,
      "Reset your password",
      [
        `Hello ${to.name},`,
        "Someone asked to reset the password of your back-office account. If it was you, open the link below within one hour.",
        "If it was not you, ignore this mail: your password stays as it is.",
      ],
      "Reset password",
      link,
    ),
  );
}

export function sendInvitationMail(mailer: Mailer, to: { email: string; name?: string }, link: string): Promise<void> {
  return mailer.send(
    linkMail(
      to.email,
      "You are invited to the back-office",
      [
        to.name ? `Hello ${to.name},` : "Hello,",
        "An administrator created a back-office account for you. Open the link below within 72 hours to set your name and password.",
      ],
      "Accept invitation",
      link,
    ),
  );
}
