// The users of tests/e2e/assign-agency.spec.ts (issue 13 "Assign New Agency", decision 056),
// seeded by the e2e server before it starts through the API's own code path (submitRequest,
// decideRequest). Each project gets its own, found by words in their names and e-mails, so js
// and nojs never collide.
import { asc, eq } from "drizzle-orm";
import { submissionBodySchema, type SubmissionBody } from "#contract/user-request";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { assignAgency } from "../../../api/data/user-edit";
import { decideRequest, submitRequest } from "../../../api/data/user-request";
import { E2E_ADMIN, E2E_PROJECTS } from "./e2e-data";

type Agency = { id: number; name: string; search: string };

export type E2EAssignAgency = {
  /** Key: project. */
  projects: Record<
    string,
    {
      /** An active client with no agency: assigned one from its detail page. */
      clientId: number;
      /** An active client `agency` is assigned to already: the chooser does not offer it. */
      assignedClientId: number;
      /** An active client with no agency, assigned `agency` by someone else while its dialog is open. */
      raceClientId: number;
      /** An active agency, found by `search` (more than 2 characters) in the agency ComboBox. */
      agency: Agency;
      /** An agency whose registration is pending (inactive), matching the same search: never offered. */
      pendingAgencyName: string;
      /** A client's new registration, approved with `agency`. */
      newClient: { id: number; userId: number };
    }
  >;
};

const CLIENT = 3;
const AGENCY = 4;

async function submit(db: Db, body: SubmissionBody): Promise<{ id: number; userId: number; version: number }> {
  const outcome = await submitRequest(db, submissionBodySchema.parse(body), new Date());
  if (!outcome.ok) throw new Error(`assign-agency seed: ${JSON.stringify(outcome.errors)}`);
  return outcome;
}

function registration(userType: number, word: string, company: string, city: number): SubmissionBody {
  return {
    user_type: userType,
    is_new_registered: true,
    uid: `ASG${word}`.slice(0, 20),
    first_name: "Asha",
    last_name: "Assign",
    email: `${word}@example.com`,
    contact_number: "9800000003",
    city,
    company: { name: company, is_registered_company: false, technologies: [] },
    branches: [{ city, is_head_quarter: true }],
  };
}

export async function seedAssignAgency(db: Db): Promise<E2EAssignAgency> {
  const [admin] = await db.select({ id: tables.user.id }).from(tables.user).where(eq(tables.user.username, E2E_ADMIN.username));
  const [city] = await db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(1);
  if (!admin || !city) throw new Error("assign-agency seed: no admin or no city");
  const approve = async (request: { id: number; version: number }) => {
    const outcome = await decideRequest(db, { requestId: request.id, admin: { id: admin.id, name: "E2E Admin" }, status: 2, version: request.version, now: new Date() });
    if (!outcome.decided) throw new Error(`assign-agency seed: request ${request.id} not approved`);
  };

  const projects: E2EAssignAgency["projects"] = {};
  for (const project of E2E_PROJECTS) {
    const word = (name: string) => `asg${project}${name}`;
    const agencyName = `Asgagency ${project} Partners`;
    const agency = await submit(db, registration(AGENCY, word("agency"), agencyName, city.id));
    await approve(agency);
    const client = await submit(db, registration(CLIENT, word("client"), `Asgclient ${project} Ltd`, city.id));
    await approve(client);
    const assigned = await submit(db, registration(CLIENT, word("assigned"), `Asgtaken ${project} Ltd`, city.id));
    await approve(assigned);
    await assignAgency(db, assigned.userId, { agency: agency.userId }, new Date());
    const race = await submit(db, registration(CLIENT, word("race"), `Asgrace ${project} Ltd`, city.id));
    await approve(race);
    const newClient = await submit(db, registration(CLIENT, word("newclient"), `Asgnew ${project} Ltd`, city.id));
    const pendingAgencyName = `Asgagency ${project} Pending`;
    await submit(db, registration(AGENCY, word("pendingagency"), pendingAgencyName, city.id));
    projects[project] = {
      clientId: client.userId,
      assignedClientId: assigned.userId,
      raceClientId: race.userId,
      agency: { id: agency.userId, name: agencyName, search: `Asgagency ${project}` },
      newClient: { id: newClient.id, userId: newClient.userId },
      pendingAgencyName,
    };
  }
  return { projects };
}
