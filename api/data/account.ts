// API tokens, reset and invitation links, and login throttling. Every time comes from the
// caller's clock (`now`), so expiry can be tested without waiting.
import { and, type Column, eq, gt, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { INVITATION_TOKEN_TTL_MS, LOGIN_THROTTLE, type LinkPurpose, RESET_TOKEN_TTL_MS } from "#contract/account";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { decodeUid, encodeUid, hashPassword, newLinkToken, newTokenKey, sha256Hex } from "../security";
import { permissionCodesSql, type UserRow } from "./user";

export const AUTH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

// ---------------------------------------------------------------- API tokens

/**
 * A token for an account still active and staff when it is stored, undefined otherwise. The row
 * lock waits for a deactivation under way, whose deletion of the account's tokens then sees this
 * one: checked only before the password, a sign-in racing it kept a token that worked again once
 * the account was activated again (PostgreSQL).
 */
export async function createAuthToken(db: Db, userId: number, now: Date): Promise<{ key: string; expiry: Date } | undefined> {
  const key = newTokenKey();
  const expiry = new Date(now.getTime() + AUTH_TOKEN_TTL_MS);
  const { authToken, user } = tables;
  const columns = [authToken.keyHash, authToken.userId, authToken.created, authToken.expiry].map((column) => sql.identifier(column.name));
  const stored = await db.execute(sql`
    insert into ${authToken} (${sql.join(columns, sql`, `)})
    select ${sha256Hex(key)}, ${user.id}, ${now.toISOString()}::timestamptz, ${expiry.toISOString()}::timestamptz from ${user}
    where ${user.id} = ${userId} and ${user.isActive} and ${user.isStaff}
    for share of ${user}
    returning ${authToken.id}`);
  return (stored as unknown as { rows: unknown[] }).rows.length > 0 ? { key, expiry } : undefined;
}

// Every authenticated call runs it: built once per database (and prepared by name on PostgreSQL).
const tokenCheckQueries = new WeakMap<Db, ReturnType<typeof buildTokenCheckQuery>>();
function buildTokenCheckQuery(db: Db) {
  return db
    .select({ token: tables.authToken, user: tables.user, codes: permissionCodesSql(tables.user) })
    .from(tables.authToken)
    .innerJoin(tables.user, eq(tables.user.id, tables.authToken.userId))
    .where(eq(tables.authToken.keyHash, sql.placeholder("keyHash")))
    .prepare("auth_token_check");
}
function tokenCheckQuery(db: Db) {
  let query = tokenCheckQueries.get(db);
  if (!query) {
    query = buildTokenCheckQuery(db);
    tokenCheckQueries.set(db, query);
  }
  return query;
}

export type TokenCheck =
  | { status: "valid"; tokenId: number; expiry: Date; user: UserRow; permissionCodes: string[] }
  | { status: "invalid" };

/**
 * Finds the token's user and, in the same query, the codes they hold: one round trip for what
 * every authenticated call needs. An expired token is deleted and reported invalid.
 */
export async function checkAuthToken(db: Db, key: string, now: Date): Promise<TokenCheck> {
  const [row] = await tokenCheckQuery(db).execute({ keyHash: sha256Hex(key) });
  if (!row) return { status: "invalid" };
  if (row.token.expiry.getTime() <= now.getTime()) {
    await deleteAuthToken(db, row.token.id);
    return { status: "invalid" };
  }
  return { status: "valid", tokenId: row.token.id, expiry: row.token.expiry, user: row.user, permissionCodes: row.codes };
}

export async function deleteAuthToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(tables.authToken).where(eq(tables.authToken.id, tokenId));
}

/** Signs the user out everywhere, except on the token given (the one changing the password). */
export async function deleteUserAuthTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  await db
    .delete(tables.authToken)
    .where(
      exceptTokenId === undefined
        ? eq(tables.authToken.userId, userId)
        : and(eq(tables.authToken.userId, userId), ne(tables.authToken.id, exceptTokenId)),
    );
}

// ---------------------------------------------------------------- reset and invitation links

const LINK_TTL_MS: Record<LinkPurpose, number> = { reset: RESET_TOKEN_TTL_MS, invitation: INVITATION_TOKEN_TTL_MS };
const LINK_PATH: Record<LinkPurpose, string> = { reset: "password-reset", invitation: "accept-user-invitation" };

export type Link = { uid: string; token: string; url: string; expiresAt: Date };

export function linkUrl(appUrl: string, purpose: LinkPurpose, uid: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/${LINK_PATH[purpose]}/${uid}/${token}`;
}

export async function createLink(db: Db, userId: number, purpose: LinkPurpose, options: { appUrl: string; now: Date }): Promise<Link> {
  const token = newLinkToken();
  const expiresAt = new Date(options.now.getTime() + LINK_TTL_MS[purpose]);
  await db.insert(tables.linkToken).values({ userId, purpose, tokenHash: sha256Hex(token), createdAt: options.now, expiresAt });
  const uid = encodeUid(userId);
  return { uid, token, url: linkUrl(options.appUrl, purpose, uid, token), expiresAt };
}

/**
 * An invitation link for a user created without a password (sub admins, issue 3). Accepting it
 * sets their names and password and activates them.
 */
export function createInvitation(db: Db, userId: number, options: { appUrl: string; now?: Date }): Promise<Link> {
  return createLink(db, userId, "invitation", { appUrl: options.appUrl, now: options.now ?? new Date() });
}

/** The link's token row and user when it is unused, unexpired and its user may use it. */
export async function findValidLink(
  db: Db,
  link: { uid: string; token: string; purpose: LinkPurpose },
  now: Date,
): Promise<{ tokenId: number; user: UserRow } | undefined> {
  const userId = decodeUid(link.uid);
  if (userId === undefined) return undefined;
  const [row] = await db
    .select({ token: tables.linkToken, user: tables.user })
    .from(tables.linkToken)
    .innerJoin(tables.user, eq(tables.user.id, tables.linkToken.userId))
    .where(
      and(
        eq(tables.linkToken.tokenHash, sha256Hex(link.token)),
        eq(tables.linkToken.userId, userId),
        eq(tables.linkToken.purpose, link.purpose),
        isNull(tables.linkToken.usedAt),
        gt(tables.linkToken.expiresAt, now),
      ),
    );
  if (!row) return undefined;
  // Back-office accounts only: a reset is for active ones; an invitation for those not yet activated.
  const userMayUse = row.user.isStaff && (link.purpose === "reset" ? row.user.isActive : !row.user.isActive);
  return userMayUse ? { tokenId: row.token.id, user: row.user } : undefined;
}

/**
 * Marks the link used, with every other open link of the same purpose for that user. False when
 * another request used it first (the caller then refuses, as for any used link).
 */
export async function consumeLink(db: Db, tokenId: number, now: Date): Promise<boolean> {
  const [used] = await db
    .update(tables.linkToken)
    .set({ usedAt: now })
    .where(and(eq(tables.linkToken.id, tokenId), isNull(tables.linkToken.usedAt)))
    .returning({ userId: tables.linkToken.userId, purpose: tables.linkToken.purpose });
  if (!used) return false;
  await closeOpenLinks(db, used.userId, used.purpose, now);
  return true;
}

/** Marks every open link of the purpose used: the user's password was set another way. */
export async function closeOpenLinks(db: Db, userId: number, purpose: LinkPurpose, now: Date): Promise<void> {
  await db
    .update(tables.linkToken)
    .set({ usedAt: now })
    .where(and(eq(tables.linkToken.userId, userId), eq(tables.linkToken.purpose, purpose), isNull(tables.linkToken.usedAt)));
}

/** Sets the new password and signs the account out everywhere; false when the link was used meanwhile. */
export async function completePasswordReset(db: Db, link: { tokenId: number; user: UserRow }, password: string, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (!(await consumeLink(tx, link.tokenId, now))) return false;
    await tx.update(tables.user).set({ passwordHash }).where(eq(tables.user.id, link.user.id));
    await deleteUserAuthTokens(tx, link.user.id);
    return true;
  });
}

/** Sets names and password and activates the invited user; false when the link was used meanwhile. */
export async function completeInvitation(
  db: Db,
  link: { tokenId: number; user: UserRow },
  account: { firstName: string; lastName: string; password: string },
  now: Date,
): Promise<boolean> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    if (!(await consumeLink(tx, link.tokenId, now))) return false;
    await tx
      .update(tables.user)
      .set({ firstName: account.firstName, lastName: account.lastName, passwordHash, isActive: true })
      .where(eq(tables.user.id, link.user.id));
    return true;
  });
}

// ---------------------------------------------------------------- login throttling

export function throttleKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 150);
}

type Bucket = { key: string; limit: number; progressive: boolean };

function buckets(attempt: { username: string; address: string }): Bucket[] {
  return [
    { key: `pair:${throttleKey(attempt.username)}|${attempt.address}`, limit: LOGIN_THROTTLE.perPair, progressive: true },
    { key: `address:${attempt.address}`, limit: LOGIN_THROTTLE.perAddress, progressive: false },
  ];
}

/** Seconds an attempt must wait after the one before, given how many the window already holds. */
function delaySql(attempts: SQL | Column, progressive: boolean): SQL {
  if (!progressive) return sql`0`;
  const first = LOGIN_THROTTLE.firstDelayedAttempt - 1;
  return sql`case when ${attempts} < ${first} then 0 else power(2, ${attempts} - ${first}) end`;
}

function delayMs(attempts: number, progressive: boolean): number {
  const first = LOGIN_THROTTLE.firstDelayedAttempt - 1;
  return progressive && attempts >= first ? 2 ** (attempts - first) * 1000 : 0;
}

class Throttled extends Error {
  constructor(readonly waitMs: number) {
    super("throttled");
  }
}

/**
 * Counts a login attempt in every bucket before the password is checked, each with one atomic
 * upsert that refuses to count past the bucket's limit or before its delay: concurrent attempts
 * cannot all pass a check made before any of them was recorded. Answers 0 when the attempt may
 * go ahead, else the milliseconds to wait (and nothing is counted).
 */
export async function takeLoginAttempt(db: Db, attempt: { username: string; address: string }, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  // A window "starting" well after now can only come from a clock set back (a test's, or a
  // server's corrected by NTP): it is treated as over rather than blocking for that long.
  const future = new Date(now.getTime() + 60_000);
  try {
    await db.transaction(async (tx) => {
      for (const bucket of buckets(attempt)) {
        const t = tables.loginThrottle;
        const expired = sql`(${t.windowStart} <= ${windowStart.toISOString()}::timestamptz or ${t.windowStart} > ${future.toISOString()}::timestamptz)`;
        const counted = await tx
          .insert(t)
          .values({ key: bucket.key, windowStart: now, attempts: 1, lastAttemptAt: now })
          .onConflictDoUpdate({
            target: t.key,
            set: {
              windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${t.windowStart} end`,
              attempts: sql`case when ${expired} then 1 else ${t.attempts} + 1 end`,
              lastAttemptAt: now,
            },
            // An attempt recorded after now comes from a clock set back: no delay is owed from it.
            setWhere: sql`${expired} or (${t.attempts} < ${bucket.limit} and (${t.lastAttemptAt} > ${now.toISOString()}::timestamptz or ${t.lastAttemptAt} + make_interval(secs => ${delaySql(
              t.attempts,
              bucket.progressive,
            )}) <= ${now.toISOString()}::timestamptz))`,
          })
          .returning({ attempts: t.attempts });
        if (counted.length > 0) continue;
        const [row] = await tx.select().from(t).where(eq(t.key, bucket.key));
        if (!row) throw new Error(`throttle bucket ${bucket.key} vanished`);
        const until =
          row.attempts >= bucket.limit
            ? row.windowStart.getTime() + LOGIN_THROTTLE.windowMs
            : row.lastAttemptAt.getTime() + delayMs(row.attempts, bucket.progressive);
        throw new Throttled(Math.max(1, until - now.getTime()));
      }
    });
    return 0;
  } catch (error) {
    if (error instanceof Throttled) return error.waitMs;
    throw error;
  }
}

/**
 * A successful sign-in: the pair starts over, and the address gets its attempt back (a busy
 * office behind one address is not an attack). Buckets of past windows are swept here.
 */
export async function settleLoginAttempt(db: Db, attempt: { username: string; address: string }, now: Date): Promise<void> {
  const [pair, address] = buckets(attempt);
  const t = tables.loginThrottle;
  await db.delete(t).where(eq(t.key, pair!.key));
  await db
    .update(t)
    .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
    .where(eq(t.key, address!.key));
  await db.delete(t).where(lt(t.windowStart, new Date(now.getTime() - LOGIN_THROTTLE.windowMs)));
}
