// Account: sign in and out, token check, password reset, invitation, password change.
import type { Hono } from "hono";
import { messages } from "#contract/messages";
import {
  checkAuthToken,
  closeOpenLinks,
  completeInvitation,
  completePasswordReset,
  createAuthToken,
  createLink,
  deleteAuthToken,
  deleteUserAuthTokens,
  findValidLink,
  settleLoginAttempt,
  takeLoginAttempt,
} from "../data/account";
import { findUserByEmail, findUserByUsername, isActiveStaff, recordLogin, setPassword } from "../data/user";
import { endpoint } from "../endpoint";
import { ApiError, type ApiDeps, type AppEnv, clientAddress, fieldError, USER_INACTIVE } from "../http";
import { sendPasswordResetMail } from "../mail";
import { verifyPassword } from "../security";

const invalidLink = () => new ApiError(400, { detail: messages.linkInvalid });

async function sendResetLink(deps: ApiDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // Only back-office accounts: a marketplace user's password is not ours to reset (they cannot sign in here).
  if (!user || !isActiveStaff(user)) return;
  const link = await createLink(deps.db, user.id, "reset", { appUrl: deps.appUrl, now: deps.now() });
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  await sendPasswordResetMail(deps.mailer, { email: user.email, name }, link.url);
}

export function accountRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "login", async (c, input) => {
    const body = await input.body();
    const attempt = { username: body.username, address: clientAddress(c) };
    const now = deps.now();
    const wait = await takeLoginAttempt(db, attempt, now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new ApiError(429, { detail: messages.throttled(seconds) }, { "Retry-After": String(seconds) });
    }
    const user = await findUserByUsername(db, body.username);
    const passwordOk = await verifyPassword(user?.passwordHash, body.password);
    // Inactive and non-staff accounts get the same answer as a wrong password.
    if (!user || !passwordOk || !isActiveStaff(user)) {
      throw new ApiError(400, { non_field_errors: [messages.invalidCredentials] });
    }
    await settleLoginAttempt(db, attempt, now);
    const token = await createAuthToken(db, user.id, now);
    // Deactivated while its password was checked.
    if (!token) throw new ApiError(400, { non_field_errors: [messages.invalidCredentials] });
    await recordLogin(db, user.id, now);
    return c.json({ token: token.key, expiry: token.expiry.toISOString() });
  });

  endpoint(app, deps, "logout", async (c) => {
    await deleteAuthToken(db, c.get("auth").tokenId);
    return c.body(null, 204);
  });

  endpoint(app, deps, "validateToken", async (c, input) => {
    const body = await input.body();
    const check = await checkAuthToken(db, body.token, deps.now());
    if (check.status === "invalid") throw new ApiError(401, { detail: messages.invalidToken });
    if (!isActiveStaff(check.user)) throw new ApiError(401, { detail: USER_INACTIVE });
    return c.json({ detail: "Token is valid.", expiry: check.expiry.toISOString() });
  });

  // The same answer, at once, whether or not the address belongs to an account: the lookup, the
  // link and the mail come after it, so its timing tells nothing about who has an account.
  endpoint(app, deps, "resetPassword", async (c, input) => {
    const body = await input.body();
    deps.tasks.run("Password reset mail", () => sendResetLink(deps, body.email));
    return c.json({ detail: messages.resetSent });
  });

  endpoint(app, deps, "checkLinkToken", async (c, input) => {
    const body = await input.body();
    if (!(await findValidLink(db, body, deps.now()))) throw invalidLink();
    return c.json({ detail: messages.linkValid });
  });

  endpoint(app, deps, "passwordResetConfirm", async (c, input) => {
    const body = await input.body();
    const now = deps.now();
    const link = await findValidLink(db, { uid: body.uid, token: body.token, purpose: "reset" }, now);
    if (!link) throw invalidLink();
    if (!(await completePasswordReset(db, link, body.new_password1, now))) throw invalidLink();
    return c.json({ detail: messages.resetDone });
  });

  endpoint(app, deps, "acceptInvitationConfirm", async (c, input) => {
    const body = await input.body();
    const now = deps.now();
    const link = await findValidLink(db, { uid: body.uid, token: body.token, purpose: "invitation" }, now);
    if (!link) throw invalidLink();
    const accepted = await completeInvitation(db, link, { firstName: body.first_name, lastName: body.last_name, password: body.new_password1 }, now);
    if (!accepted) throw invalidLink();
    return c.json({ detail: messages.invitationAccepted });
  });

  endpoint(app, deps, "changePassword", async (c, input) => {
    const body = await input.body();
    const { user, tokenId } = c.get("auth");
    if (!(await verifyPassword(user.passwordHash, body.old_password))) throw fieldError("old_password", messages.oldPasswordWrong);
    await setPassword(db, user.id, body.new_password1);
    // Other sessions end; the one that changed the password stays signed in. A reset link mailed
    // before would set it again without the new one.
    await deleteUserAuthTokens(db, user.id, tokenId);
    await closeOpenLinks(db, user.id, "reset", deps.now());
    return c.json({ detail: messages.passwordChanged });
  });
}
