// The requests the decision specs decide (tests/e2e/request-decisions.spec.ts), seeded by the e2e
// server before it starts through the API's own code path (submitRequest, decideRequest). Each
// project gets its own requests, found by words in their e-mails, so js and nojs never collide;
// and a second admin who decides first in the 409 test.
import { asc, eq } from "drizzle-orm";
import { submissionBodySchema, type SubmissionBody } from "#contract/user-request";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { decideRequest, submitRequest } from "../../../api/data/user-request";
import { createUser } from "../../../api/index";
import { E2E_ADMIN, E2E_PROJECTS } from "./e2e-data";

/** The admin who decides first in the 409 test (a second browser context). */
export const E2E_SECOND_DECIDER = {
  username: "e2e-decider-2",
  email: "e2e-decider-2@example.com",
  password: "Decide#Pass2",
  name: "Dana Decider",
  permissions: ["user.view_userrequest", "user.approve_userrequest", "user.reject_userrequest"],
} as const;

type Seeded = { id: number; search: string };

export type E2ERequestDecisions = {
  /** Key: project. */
  projects: Record<
    string,
    {
      /** A new client registration: approved from /new-request. */
      newClient: Seeded;
      /** An update of a live freelancer: rejected from /updated-request (its row stays, Rejected). */
      updatedFreelancer: Seeded;
      /** Two developer registrations of one agency, Ada then Ben by first name: "Approve & next", then reject. */
      developers: { agencyId: number; ids: [number, number] };
      /** A new agency registration the second admin approves while the first types a rejection. */
      conflict: Seeded;
      /** Three new freelancer registrations, Ada, Ben, Cy by first name: keyboard triage. */
      triage: { search: string; ids: [number, number, number] };
      /** A freelancer registration the seed approved as E2E Admin: its dialogs have nothing to decide. */
      decidedFreelancer: { id: number };
    }
  >;
};

async function submit(db: Db, body: SubmissionBody): Promise<{ id: number; userId: number; version: number }> {
  const outcome = await submitRequest(db, submissionBodySchema.parse(body), new Date());
  if (!outcome.ok) throw new Error(`request-decisions seed: ${JSON.stringify(outcome.errors)}`);
  return outcome;
}

const USER_TYPES = { client: 3, agency: 4, freelancer: 5, developer: 6 } as const;
type Kind = keyof typeof USER_TYPES;

function registration(kind: Kind, firstName: string, email: string, city: number, agency?: number): SubmissionBody {
  const uid = `RQD${email.split("@")[0]?.slice(3, 17) ?? ""}`.slice(0, 20);
  const base = { user_type: USER_TYPES[kind], is_new_registered: true, uid, first_name: firstName, last_name: "Decision", email, contact_number: "9800000002", city, ...(agency ? { agency } : {}) };
  if (kind !== "client" && kind !== "agency") return base;
  return { ...base, company: { name: `${firstName} ${email.split("@")[0]} Ltd`, is_registered_company: false, technologies: [] }, branches: [{ city, is_head_quarter: true }] };
}

export async function seedRequestDecisions(db: Db): Promise<E2ERequestDecisions> {
  const [admin] = await db.select({ id: tables.user.id }).from(tables.user).where(eq(tables.user.username, E2E_ADMIN.username));
  const [city] = await db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(1);
  if (!admin || !city) throw new Error("request-decisions seed: no admin or no city");
  const [first, last] = E2E_SECOND_DECIDER.name.split(" ");
  const { username, email, password, permissions } = E2E_SECOND_DECIDER;
  await createUser(db, { username, email, password, permissions, firstName: first, lastName: last, isActive: true, isStaff: true });
  const approve = async (request: { id: number; version: number }) => {
    const outcome = await decideRequest(db, { requestId: request.id, admin: { id: admin.id, name: "E2E Admin" }, status: 2, version: request.version, now: new Date() });
    if (!outcome.decided) throw new Error(`request-decisions seed: request ${request.id} not approved`);
  };

  const projects: E2ERequestDecisions["projects"] = {};
  for (const project of E2E_PROJECTS) {
    // Words without separators: the lists' search matches them in the e-mails.
    const word = (name: string) => `rqd${project}${name}`;
    const mail = (name: string) => `${word(name)}@example.com`;
    const newClient = await submit(db, registration("client", "Nadia", mail("newclient"), city.id));

    const freelancer = await submit(db, registration("freelancer", "Uma", mail("updfree"), city.id));
    await approve(freelancer);
    const updated = await submit(db, {
      user_type: USER_TYPES.freelancer,
      is_new_registered: false,
      user: freelancer.userId,
      uid: "unused",
      first_name: "Uma",
      last_name: "Renamed",
      email: mail("updfree"),
      city: city.id,
      requested_changes_keys: ["name"],
    });

    const agency = await submit(db, registration("agency", "Owner", mail("devagency"), city.id));
    await approve(agency);
    const ada = await submit(db, registration("developer", "Ada", mail("devada"), city.id, agency.userId));
    const ben = await submit(db, registration("developer", "Ben", mail("devben"), city.id, agency.userId));

    const conflict = await submit(db, registration("agency", "Cora", mail("conflict"), city.id));

    const triage = [];
    for (const name of ["Ada", "Ben", "Cy"]) triage.push(await submit(db, registration("freelancer", name, mail(`triage${name.toLowerCase()}`), city.id)));

    projects[project] = {
      newClient: { id: newClient.id, search: word("newclient") },
      updatedFreelancer: { id: updated.id, search: word("updfree") },
      developers: { agencyId: agency.userId, ids: [ada.id, ben.id] },
      conflict: { id: conflict.id, search: word("conflict") },
      triage: { search: word("triage"), ids: [triage[0]?.id ?? 0, triage[1]?.id ?? 0, triage[2]?.id ?? 0] },
      decidedFreelancer: { id: freelancer.id },
    };
  }
  return { projects };
}
