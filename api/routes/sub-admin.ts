// Sub admins (user-invitation/): invited by mail, then managed. Their forms send form data,
// with permissions as repeated fields; JSON works too.
import type { Hono } from "hono";
import { subAdminCsvColumns } from "#contract/csv";
import { subAdminMessages } from "#contract/sub-admin";
import { checkNewSubAdminAccess, checkNotSelf, checkOwnAccessKept, checkSubAdminAccessChange, checkSubAdminWithinReach } from "../access";
import { createInvitation } from "../data/account";
import { deleteSubAdminRow, emailInUse, findSubAdmin, findSubAdminRow, insertSubAdmin, lockSubAdminRow, subAdminList, updateSubAdminRow } from "../data/sub-admin";
import { answeringViolations } from "../db-errors";
import { endpoint } from "../endpoint";
import { ApiError, type ApiDeps, type AppEnv, fieldError, notFound } from "../http";
import { listAnswer } from "../list-answer";
import { sendInvitationMail } from "../mail";

export function subAdminRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  endpoint(app, deps, "subAdminList", async (c, { query }) =>
    listAnswer(c, db, query, subAdminList(db, query), { columns: subAdminCsvColumns, resource: "sub-admins" }),
  );

  // The account, its access, its invitation link and the mail: all of them or none.
  endpoint(app, deps, "subAdminCreate", async (c, input) => {
    const body = await input.body();
    const id = await answeringViolations(
      () =>
        db.transaction(async (tx) => {
          if (await emailInUse(tx, body.email)) throw fieldError("email", subAdminMessages.emailTaken);
          await checkNewSubAdminAccess(c.get("auth"), tx, body);
          const row = await insertSubAdmin(tx, { email: body.email, roleId: body.groups, permissionIds: body.user_permissions });
          const link = await createInvitation(tx, row.id, { appUrl: deps.appUrl, now: deps.now() });
          try {
            await sendInvitationMail(deps.mailer, { email: row.email }, link.url);
          } catch (error) {
            deps.logger.error(`Invitation mail to ${row.email} failed; nothing was created:`, error);
            throw new ApiError(400, { detail: subAdminMessages.mailFailed });
          }
          return row.id;
        }),
      // Another request took the address between the check and the insert.
      { unique: () => fieldError("email", subAdminMessages.emailTaken) },
    );
    return c.json(await findSubAdmin(db, id), 201);
  });

  endpoint(app, deps, "subAdminGet", async (c, { params }) => {
    const subAdmin = await findSubAdmin(db, params.id);
    if (!subAdmin) throw notFound();
    return c.json(subAdmin);
  });

  endpoint(app, deps, "subAdminUpdate", async (c, input) => {
    const { id } = input.params;
    if (!(await findSubAdminRow(db, id))) throw notFound();
    const body = await input.body();
    const actor = c.get("auth");
    await db.transaction(async (tx) => {
      // Checked on the locked row: a save or a deletion that came first has ended (PostgreSQL).
      const current = await lockSubAdminRow(tx, id);
      if (!current) throw notFound();
      if (body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase()) {
        throw fieldError("email", subAdminMessages.emailReadOnly);
      }
      if (body.is_active === true && !current.isActive && current.passwordHash === null) {
        throw fieldError("is_active", subAdminMessages.notAccepted);
      }
      await checkOwnAccessKept(actor, tx, id, body);
      await checkSubAdminAccessChange(actor, tx, id, body);
      await checkSubAdminWithinReach(actor, tx, current, body);
      await updateSubAdminRow(tx, id, {
        firstName: body.first_name,
        lastName: body.last_name,
        contactNumber: body.contact_number,
        isActive: body.is_active,
        roleId: body.groups,
        permissionIds: body.user_permissions,
      });
    });
    return c.json(await findSubAdmin(db, id));
  });

  endpoint(app, deps, "subAdminDelete", async (c, { params: { id } }) => {
    if (!(await findSubAdminRow(db, id))) throw notFound();
    const actor = c.get("auth");
    checkNotSelf(actor, id);
    // Checked on the locked row, as a save is: a role given meanwhile is seen.
    const deleted = await db.transaction(async (tx) => {
      const current = await lockSubAdminRow(tx, id);
      if (!current) return false;
      await checkSubAdminWithinReach(actor, tx, current, "delete");
      return deleteSubAdminRow(tx, id);
    });
    if (!deleted) throw notFound();
    return c.body(null, 204);
  });
}
