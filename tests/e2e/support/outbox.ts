import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "./e2e-data";

/** One mail the server wrote to DATA_DIR/outbox (no SMTP_URL): headers and decoded text parts. */
export type OutboxMail = { file: string; to: string; subject: string; text: string };

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? "" : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body.replace(/=\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
}

/** Text of every text/* part, multipart containers walked recursively. */
function textOf(part: Part): string {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .map((chunk) => textOf(parsePart(chunk.replace(/^\n/, ""))))
      .join("\n");
  }
  return contentType.toLowerCase().startsWith("text/") ? decodeBody(part) : "";
}

export async function readOutbox(): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir(), "outbox");
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .map(async (name) => {
        const file = path.join(outbox, name);
        const [raw, info] = await Promise.all([readFile(file, "utf8"), stat(file)]);
        const top = parsePart(raw);
        return { file, to: top.headers.get("to") ?? "", subject: top.headers.get("subject") ?? "", text: textOf(top), mtime: info.mtimeMs };
      }),
  );
  return mails.sort((a, b) => a.mtime - b.mtime).map(({ mtime: _mtime, ...mail }) => mail);
}

/** Waits for a mail to `address` that was not in `seen` and returns it. */
export async function waitForMail(address: string, seen: readonly string[] = [], timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox()).find((candidate) => candidate.to.toLowerCase().includes(address.toLowerCase()) && !seen.includes(candidate.file));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${path.join(dataDir(), "outbox")} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function mailFilesTo(address: string): Promise<string[]> {
  return (await readOutbox()).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())).map((mail) => mail.file);
}

/** The app path of the first link in the mail whose path starts with `prefix` (e.g. "/password-reset/"). */
export function linkPath(mail: OutboxMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`https?://[^\\s"'<>]+?(${escaped}[A-Za-z0-9_-]+/[A-Za-z0-9_-]+/?)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${prefix} link in mail ${mail.file}:\n${mail.text}`);
  return match[1];
}
