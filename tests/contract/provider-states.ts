import { eq, like } from "drizzle-orm";
import { LOGIN_THROTTLE } from "#contract/account";
import { createAuthToken, createLink, throttleKey } from "../../api/data/account";
import { createNotification } from "../../api/data/notification";
import { createUser, findUserByUsername, setPassword, type UserRow } from "../../api/data/user";
import { type Db } from "../../api/db/client";
import * as tables from "../../api/db/schema";
import {
  PACT_ADMIN,
  PACT_ADMIN_PASSWORD,
  PACT_THROTTLED_USER,
  PACT_USER,
  PACT_USER_EMAIL,
  PACT_USER_PASSWORD,
  states,
  type ProviderState,
} from "./states";
import { VERIFIER_ADDRESSES, type StateHandler, type StateWithTeardown, type TokenSwap } from "./verification";
import { technologyStateHandlers } from "./provider-states/technology";
import { profileTypeStateHandlers } from "./provider-states/profile-type";
import { skillStateHandlers } from "./provider-states/skill";
import { roleStateHandlers } from "./provider-states/role";
import { subAdminStateHandlers } from "./provider-states/sub-admin";
import { subscriptionStateHandlers } from "./provider-states/subscription";
import { contactUsStateHandlers } from "./provider-states/contact-us";
import { rateLimitStateHandlers } from "./provider-states/rate-limit";
import { marketplaceUserStateHandlers } from "./provider-states/marketplace-user";
import { userRequestStateHandlers } from "./provider-states/user-request";
import { userEditStateHandlers } from "./provider-states/user-edit";

/** What every resource's state handlers get: the database, the clock, the token swap and the accounts. */
export type StateContext = {
  db: Db;
  appUrl: string;
  tokens: TokenSwap;
  now: () => Date;
  /** The Pact admin (a superuser) as the states describe it, created if missing. */
  ensureAdmin(): Promise<UserRow>;
  /** Signs the admin in: the request filter puts this token in the Authorization header. */
  signInAdmin(): Promise<{ userId: number; token: string }>;
};

type Account = {
  username: string;
  email: string;
  password: string | null;
  firstName: string;
  lastName: string;
  isSuperuser?: boolean;
};

/** The account as the state describes it, whatever earlier interactions changed. */
async function ensureAccount(db: Db, account: Account): Promise<UserRow> {
  const existing = await findUserByUsername(db, account.username);
  if (!existing) {
    return createUser(db, {
      username: account.username,
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      isStaff: true,
      isSuperuser: account.isSuperuser ?? false,
    });
  }
  if (account.password) await setPassword(db, existing.id, account.password);
  const [row] = await db
    .update(tables.user)
    .set({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImage: null,
      userType: null,
      isActive: true,
      isStaff: true,
    })
    .where(eq(tables.user.id, existing.id))
    .returning();
  if (!row) throw new Error(`user ${account.username} vanished`);
  return row;
}

const admin: Account = {
  username: PACT_ADMIN,
  email: "pact-admin@example.com",
  password: PACT_ADMIN_PASSWORD,
  firstName: "Pact",
  lastName: "Admin",
  isSuperuser: true,
};
const other: Account = {
  username: "pact-other",
  email: "pact-other@example.com",
  password: null,
  firstName: "Other",
  lastName: "User",
};
const user: Account = {
  username: PACT_USER,
  email: PACT_USER_EMAIL,
  password: PACT_USER_PASSWORD,
  firstName: "Pact",
  lastName: "User",
};

const unprivileged: Account = {
  username: "pact-unprivileged",
  email: "pact-unprivileged@example.com",
  password: null,
  firstName: "Pact",
  lastName: "Unprivileged",
};

/** State handlers of the embedded provider, writing straight to its database on its clock. */
export function embeddedStateHandlers(
  db: Db,
  { appUrl, tokens, now = () => new Date() }: { appUrl: string; tokens: TokenSwap; now?: () => Date },
): Record<ProviderState, StateHandler | StateWithTeardown> {
  let invitations = 0;
  const signInAdmin = async () => {
    const row = await ensureAccount(db, admin);
    const token = await createAuthToken(db, row.id, now());
    if (!token) throw new Error(`${admin.username} is not an active staff account`);
    tokens.use(token.key);
    return { userId: row.id, token: token.key };
  };
  const context: StateContext = { db, appUrl, tokens, now, ensureAdmin: () => ensureAccount(db, admin), signInAdmin };
  return {
    ...technologyStateHandlers(context),
    ...profileTypeStateHandlers(context),
    ...skillStateHandlers(context),
    ...roleStateHandlers(context),
    ...subAdminStateHandlers(context),
    ...subscriptionStateHandlers(context),
    ...contactUsStateHandlers(context),
    ...rateLimitStateHandlers(context),
    ...marketplaceUserStateHandlers(context),
    ...userRequestStateHandlers(context),
    ...userEditStateHandlers(context),
    [states.unprivilegedStaffSignedIn]: async () => {
      const row = await ensureAccount(db, unprivileged);
      await db.delete(tables.userGroup).where(eq(tables.userGroup.userId, row.id));
      await db.delete(tables.userPermission).where(eq(tables.userPermission.userId, row.id));
      const token = await createAuthToken(db, row.id, now());
      if (!token) throw new Error("the signed-in admin is not an active staff account");
      tokens.use(token.key);
      return { userId: row.id };
    },
    [states.anonymous]: async () => {
      tokens.forget();
      return undefined;
    },
    [states.invalidToken]: async () => {
      tokens.forget();
      return undefined;
    },
    [states.adminSignedIn]: signInAdmin,
    [states.otherUserExists]: async () => {
      const row = await ensureAccount(db, other);
      return { otherUserId: row.id };
    },
    [states.userExists]: async () => {
      await ensureAccount(db, user);
      await db.delete(tables.loginThrottle).where(like(tables.loginThrottle.key, `pair:${throttleKey(PACT_USER)}|%`));
      return undefined;
    },
    // Throttling is per (username, address): the verifier calls from loopback, whichever form of it.
    [states.loginThrottled]: async () => {
      const at = now();
      const rows = VERIFIER_ADDRESSES.map((address) => ({
        key: `pair:${throttleKey(PACT_THROTTLED_USER)}|${address}`,
        windowStart: at,
        attempts: LOGIN_THROTTLE.perPair,
        lastAttemptAt: at,
      }));
      await db
        .insert(tables.loginThrottle)
        .values(rows)
        .onConflictDoUpdate({ target: tables.loginThrottle.key, set: { windowStart: at, attempts: LOGIN_THROTTLE.perPair, lastAttemptAt: at } });
      return undefined;
    },
    [states.resetLinkValid]: async () => {
      const row = await ensureAccount(db, user);
      const link = await createLink(db, row.id, "reset", { appUrl, now: now() });
      return { uid: link.uid, token: link.token };
    },
    [states.invitationLinkValid]: async () => {
      invitations += 1;
      const row = await createUser(db, {
        username: `pact-invited-${invitations}-${Date.now()}`,
        email: `pact-invited-${invitations}-${Date.now()}@example.com`,
        password: null,
        isActive: false,
        isStaff: true,
      });
      const link = await createLink(db, row.id, "invitation", { appUrl, now: now() });
      return { uid: link.uid, token: link.token };
    },
    [states.countriesExist]: async () => {
      const [india] = await db.select({ id: tables.country.id }).from(tables.country).where(eq(tables.country.code2, "IN"));
      if (!india) throw new Error("The seeded countries are missing");
      return { countryId: india.id };
    },
    [states.adminHasNotifications]: async () => {
      const recipient = await ensureAccount(db, admin);
      const actor = await ensureAccount(db, other);
      await db.delete(tables.notification).where(eq(tables.notification.recipientId, recipient.id));
      const data = { id: 3, status: 1, is_new_registered: true, user: { user_type: 3 } };
      await createNotification(db, {
        recipientId: recipient.id,
        actorId: actor.id,
        verb: "<b>Acme</b> asked to register",
        actionName: "userrequest",
        data,
      });
      const latest = await createNotification(db, {
        recipientId: recipient.id,
        actorId: actor.id,
        verb: "<b>Globex</b> updated its profile",
        actionName: "agencyrequest",
        data: { ...data, id: 4, is_new_registered: false, user: { user_type: 4 } },
      });
      return { notificationId: latest.id };
    },
  };
}
