// Password hashing, token generation and hashing. Secrets are never stored as given: passwords
// as argon2id, tokens as sha256 (they are random and long, so a fast hash is enough).
import { createHash, randomBytes, randomInt } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1).
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A fixed hash to verify against when the user does not exist, so that the answer takes as long
// either way and does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A new API token key: 32 random bytes in hex. */
export function newTokenKey(): string {
  return randomBytes(32).toString("hex");
}

/** A new link token: 32 random bytes in base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString("base64url");
}

export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return undefined;
  const text = Buffer.from(uid, "base64url").toString("utf8");
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** A random password that meets the password rule (spec §5), for a generated admin password. */
export function generatePassword(): string {
  const letters = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
  const digits = "23456789";
  const specials = "@$!%*#?&";
  const all = letters + digits;
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(letters), pick(digits), pick(specials), ...Array.from({ length: 17 }, () => pick(all))];
  // Fisher-Yates, so the required characters are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join("");
}
