// The e2e server, run by the global setup in a child process: seeds a fresh DATA_DIR with the
// users and data the specs need (through the API package's own data functions, before the server
// opens the embedded database), then starts the built app on 127.0.0.1 and prints its URL.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MAX_RESULT_WINDOW } from "#contract/common";
import { createInvitation, createNotification, createUser, migrateDatabase, openDatabase, seedDatabase } from "../../../api/index";
import { startServer } from "../../../server/serve";
import {
  DATA_FILE,
  E2E_ADMIN,
  E2E_PASSWORD,
  E2E_PROJECTS,
  E2E_CLIENT_VIEWER,
  E2E_REQUEST_VIEWER,
  E2E_VIEWER,
  USER_PURPOSES,
  dataDir as e2eDataDir,
  type E2EData,
  type E2EUser,
} from "./e2e-data";
import { freePort } from "../../../scripts/free-port";
import { seedMarketplaceUsers } from "./marketplace-users";
import { seedDetailPages } from "./detail-pages-data";
import { seedRequestLists } from "./request-lists-data";
import { seedRequestDetails } from "./request-details-data";
import { E2E_MARKETPLACE_TOKEN, seedRequestDashboard } from "./request-dashboard-data";
import { seedRequestDecisions } from "./request-decisions-data";
import { seedAssignAgency } from "./assign-agency-data";
import { seedUserEditCompanies } from "./user-edit-ca-data";
import { seedUserEditPortfolio } from "./user-edit-pc-data";
import { seedFreelancerEdit } from "./user-edit-fl-data";

/** More than one page of the drawer (10), so "Load more" shows. */
const NOTIFICATIONS_PER_USER = 12;


async function seed(dataDir: string, appUrl: string): Promise<E2EData> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { admin: E2E_ADMIN, demo: true });
    const admin = { ...E2E_ADMIN };
    const viewer = await createUser(database.db, {
      username: E2E_VIEWER.username,
      email: E2E_VIEWER.email,
      password: E2E_VIEWER.password,
      firstName: "Vera",
      lastName: "Viewer",
      isActive: true,
      isStaff: true,
      permissions: E2E_VIEWER.permissions,
    });
    await createUser(database.db, {
      username: E2E_CLIENT_VIEWER.username,
      email: E2E_CLIENT_VIEWER.email,
      password: E2E_CLIENT_VIEWER.password,
      firstName: "Cleo",
      lastName: "Clients",
      isActive: true,
      isStaff: true,
      permissions: E2E_CLIENT_VIEWER.permissions,
    });
    await createUser(database.db, {
      username: E2E_REQUEST_VIEWER.username,
      email: E2E_REQUEST_VIEWER.email,
      password: E2E_REQUEST_VIEWER.password,
      firstName: "Rhea",
      lastName: "Requests",
      isActive: true,
      isStaff: true,
      permissions: E2E_REQUEST_VIEWER.permissions,
    });
    const marketplace = await seedMarketplaceUsers(database.db, dataDir);

    const users: Record<string, E2EUser> = {};
    const invitations: E2EData["invitations"] = {};
    for (const project of E2E_PROJECTS) {
      for (const purpose of USER_PURPOSES) {
        const username = `${project}-${purpose}`;
        const user = { username, email: `${username}@example.com`, password: E2E_PASSWORD, first_name: "Test", last_name: `${project} ${purpose}`.slice(0, 30) };
        const row = await createUser(database.db, {
          username: user.username,
          email: user.email,
          password: user.password,
          firstName: user.first_name,
          lastName: user.last_name,
          isActive: true,
          isStaff: true,
        });
        users[`${project}:${purpose}`] = { id: row.id, ...user };
        if (purpose === "notifications") {
          for (let index = 1; index <= NOTIFICATIONS_PER_USER; index++) {
            await createNotification(database.db, {
              recipientId: row.id,
              verb: `<b>Client ${index}</b> registered as a new client.`,
              actionName: "userrequest",
              // Status 2: not a link, so clicking stays in the drawer.
              data: { id: 8000 + index, status: 2, is_new_registered: true, user: { user_type: 3 } },
              unread: true,
              timestamp: new Date(Date.now() - index * 3_600_000),
            });
          }
        }
      }
      // An invited staff user: no password and inactive until the link is accepted.
      const email = `${project}-invited@example.com`;
      const invited = await createUser(database.db, { username: email, email, password: null, isActive: false, isStaff: true });
      const link = await createInvitation(database.db, invited.id, { appUrl });
      invitations[project] = { email, path: new URL(link.url).pathname };
    }
    // Read by both projects, changed by neither: a list whose count the API caps.
    const capped = await database.db.execute(sql`insert into skill (title, description) values ('E2E many sub skills', '') returning id`);
    const cappedSkillId = Number((capped as unknown as { rows: { id: number }[] }).rows[0]?.id);
    await database.db.execute(sql`
      insert into skill (title, description, parent_id)
      select 'Sub skill ' || lpad(i::text, 4, '0'), '', ${cappedSkillId} from generate_series(1, ${MAX_RESULT_WINDOW + 5}) as i`);
    const detailPages = await seedDetailPages(database, dataDir, viewer.id);
    const requestLists = await seedRequestLists(database.db);
    const requestDetails = await seedRequestDetails(database, E2E_ADMIN.username);
    const requestDashboard = await seedRequestDashboard(database);
    const requestDecisions = await seedRequestDecisions(database.db);
    const assignAgency = await seedAssignAgency(database.db);
    const userEditCompanies = await seedUserEditCompanies(database.db, dataDir);
    const userEditPortfolio = await seedUserEditPortfolio(database.db);
    const freelancerEdit = await seedFreelancerEdit(database, dataDir, viewer.id);
    return { admin, users, invitations, cappedSkillId, marketplace, detailPages, requestLists, requestDetails, requestDashboard, requestDecisions, assignAgency, userEditCompanies, userEditPortfolio, freelancerEdit };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const dataDir = e2eDataDir();
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const data = await seed(dataDir, appUrl);
  await writeFile(path.join(dataDir, DATA_FILE), JSON.stringify(data, null, 2));

  const running = await startServer({
    port,
    host: "127.0.0.1",
    dataDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_URL: appUrl,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The embedded database and the outbox, whatever the caller's shell has set.
      DATABASE_URL: undefined,
      API_URL: undefined,
      SMTP_URL: undefined,
      MARKETPLACE_TOKEN: E2E_MARKETPLACE_TOKEN,
    },
  });
  console.log(`E2E_SERVER_READY ${running.url}`);

  const shutdown = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error("e2e server failed to start:", error);
  process.exit(1);
});
