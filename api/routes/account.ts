// Account: sign in and out, token check, password reset, invitation, password change.
import { Hono } from "hono";
import {
  acceptInvitationRequestSchema,
  checkLinkTokenRequestSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  resetPasswordRequestSchema,
  validateTokenRequestSchema,
} from "#contract/account";
import { messages } from "#contract/messages";
import { changePasswordRequestSchema } from "#contract/user";
import {
  checkAuthToken,
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
import { ApiError, type ApiDeps, type AppEnv, clientAddress, fieldError, parseBody, requireAuth, USER_INACTIVE } from "../http";
import { sendPasswordResetMail } from "../mail";
import { verifyPassword } from "../security";

const invalidLink = () => new ApiError(400, { detail: messages.linkInvalid });

async function sendResetLink(deps: ApiDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const link = await createLink(deps.db, user.id, "reset", { appUrl: deps.appUrl, now: deps.now() });
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  await sendPasswordResetMail(deps.mailer, { email: user.email, name }, link.url);
}

export function accountRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const limit = deps.addressRateLimit;

  app.post("/login/", limit("login"), async (c) => {
    const body = await parseBody(c, loginRequestSchema);
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
    await recordLogin(db, user.id, now);
    return c.json({ token: token.key, expiry: token.expiry.toISOString() });
  });

  app.post("/logout/", auth, async (c) => {
    await deleteAuthToken(db, c.get("auth").tokenId);
    return c.body(null, 204);
  });

  app.post("/validate-token/", async (c) => {
    const body = await parseBody(c, validateTokenRequestSchema);
    const check = await checkAuthToken(db, body.token, deps.now());
    if (check.status === "invalid") throw new ApiError(401, { detail: messages.invalidToken });
    if (!isActiveStaff(check.user)) throw new ApiError(401, { detail: USER_INACTIVE });
    return c.json({ detail: "Token is valid.", expiry: check.expiry.toISOString() });
  });

  // The same answer, at once, whether or not the address belongs to an account: the lookup, the
  // link and the mail come after it, so its timing tells nothing about who has an account.
  app.post("/reset-password/", limit("resetPassword"), async (c) => {
    const body = await parseBody(c, resetPasswordRequestSchema);
    deps.tasks.run("Password reset mail", () => sendResetLink(deps, body.email));
    return c.json({ detail: messages.resetSent });
  });

  app.post("/check-link-token/", async (c) => {
    const body = await parseBody(c, checkLinkTokenRequestSchema);
    if (!(await findValidLink(db, body, deps.now()))) throw invalidLink();
    return c.json({ detail: messages.linkValid });
  });

  app.post("/password-reset-confirm/", limit("passwordResetConfirm"), async (c) => {
    const body = await parseBody(c, passwordResetConfirmRequestSchema);
    const now = deps.now();
    const link = await findValidLink(db, { uid: body.uid, token: body.token, purpose: "reset" }, now);
    if (!link) throw invalidLink();
    if (!(await completePasswordReset(db, link, body.new_password1, now))) throw invalidLink();
    return c.json({ detail: messages.resetDone });
  });

  app.post("/accept-user-invitation-confirm/", limit("acceptInvitationConfirm"), async (c) => {
    const body = await parseBody(c, acceptInvitationRequestSchema);
    const now = deps.now();
    const link = await findValidLink(db, { uid: body.uid, token: body.token, purpose: "invitation" }, now);
    if (!link) throw invalidLink();
    const accepted = await completeInvitation(db, link, { firstName: body.first_name, lastName: body.last_name, password: body.new_password1 }, now);
    if (!accepted) throw invalidLink();
    return c.json({ detail: messages.invitationAccepted });
  });

  app.post("/change-password/", auth, async (c) => {
    const body = await parseBody(c, changePasswordRequestSchema);
    const { user, tokenId } = c.get("auth");
    if (!(await verifyPassword(user.passwordHash, body.old_password))) throw fieldError("old_password", messages.oldPasswordWrong);
    await setPassword(db, user.id, body.new_password1);
    // Other sessions end; the one that changed the password stays signed in.
    await deleteUserAuthTokens(db, user.id, tokenId);
    return c.json({ detail: messages.passwordChanged });
  });

  return app;
}
