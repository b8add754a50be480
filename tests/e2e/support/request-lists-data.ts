// The requests the request-list specs read (tests/e2e/request-lists.spec.ts), seeded by the e2e
// server before it starts. Made through the API's own code path (submitRequest, decideRequest)
// as the marketplace and an admin would. Read only: both projects share them, no test decides one.
import { asc, eq } from "drizzle-orm";
import { submissionBodySchema, type SubmissionBody } from "#contract/user-request";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { decideRequest, submitRequest } from "../../../api/data/user-request";
import { E2E_ADMIN } from "./e2e-data";

/** Sorted: the new list's sort test reads them in this order, and reversed. */
export const REQUEST_FIRST_NAMES = ["Aria", "Boris", "Cleo", "Dario", "Elin", "Faye", "Gino", "Hilde", "Ines", "Jonas", "Kira", "Zeno"] as const;
/** Words that find only these requests: each list's rows carry one in their e-mails. */
export const REQUEST_LIST_SEARCH = { new: "rqlnew", updated: "rqlupd", rejected: "rqlrej", developer: "rqldev", layout: "rqllong" } as const;
export const REQUEST_KINDS = ["client", "agency", "freelancer"] as const;
type Kind = (typeof REQUEST_KINDS)[number];
const USER_TYPE = { client: 3, agency: 4, freelancer: 5 } as const;
const PREFIX = { client: "C", agency: "A", freelancer: "F" } as const;

/** A reason longer than the 100 characters the rejection log shows before Read More. */
export const LONG_REJECTION_REASON = `The registration documents do not match the company name given, and the identity proof has expired. ${"Please upload a current document. ".repeat(3).trim()}`;

export type E2ERequestLists = {
  /** The name the rejections' decision log kept (the rejected-logs' Admin Name). */
  adminName: string;
  /** Developer requests: 8 New and 2 Update of the first agency, 3 New of the second. */
  agencies: { alpha: { id: number; name: string }; beta: { id: number; name: string } };
  /** Request ids by list and kind, for the detail links the specs check. */
  newIds: Record<Kind, number[]>;
  /** Updated list: a pending and a rejected update of each kind. */
  updated: Record<Kind, { pending: number; rejected: number }>;
  /** One rejected registration of each kind with LONG_REJECTION_REASON (developers: agency-developer). */
  rejected: Record<Kind | "agency-developer", number>;
};

let serial = 0;
const tag = (kind: string) => `${kind}${String(++serial).padStart(3, "0")}`;

async function submit(db: Db, body: SubmissionBody): Promise<{ id: number; userId: number; version: number }> {
  const outcome = await submitRequest(db, submissionBodySchema.parse(body), new Date());
  if (!outcome.ok) throw new Error(`request-lists seed: ${JSON.stringify(outcome.errors)}`);
  return outcome;
}

type Person = { firstName: string; lastName: string; email: string; company?: string };

function registration(kind: Kind | "agency-developer", person: Person, city: number, agency?: number): SubmissionBody {
  const userType = kind === "agency-developer" ? 6 : USER_TYPE[kind];
  const base = {
    user_type: userType,
    is_new_registered: true,
    uid: `RQL${tag(kind === "agency-developer" ? "D" : PREFIX[kind])}`,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    contact_number: "9800000001",
    city,
    ...(agency === undefined ? {} : { agency }),
  } satisfies SubmissionBody;
  if (kind !== "client" && kind !== "agency") return base;
  return {
    ...base,
    company: { name: person.company ?? `${person.firstName} ${kind === "agency" ? "Agency" : "Company"}`, is_registered_company: false, technologies: [] },
    branches: [{ city, is_head_quarter: true }],
  };
}

/** An update of a live user: the same person under a changed last name. */
function update(userType: 3 | 4 | 5 | 6, userId: number, person: Person, city: number): SubmissionBody {
  return {
    user_type: userType,
    is_new_registered: false,
    user: userId,
    uid: "unused",
    first_name: person.firstName,
    last_name: `${person.lastName} Changed`,
    email: person.email,
    city,
    requested_changes_keys: ["name"],
  };
}

export async function seedRequestLists(db: Db): Promise<E2ERequestLists> {
  const [admin] = await db.select({ id: tables.user.id, first: tables.user.firstName, last: tables.user.lastName }).from(tables.user).where(eq(tables.user.username, E2E_ADMIN.username));
  const [city] = await db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(1);
  if (!admin || !city) throw new Error("request-lists seed: no admin or no city");
  const adminName = `${admin.first} ${admin.last}`.trim() || E2E_ADMIN.username;
  const decide = async (request: { id: number; version: number }, status: 2 | 3, rejectionMessage?: string) => {
    const outcome = await decideRequest(db, { requestId: request.id, admin: { id: admin.id, name: adminName }, status, rejectionMessage, version: request.version, now: new Date() });
    if (!outcome.decided) throw new Error(`request-lists seed: request ${request.id} not decided`);
  };
  /** A user approved, then an update of theirs submitted: the update request. */
  const liveUserUpdate = async (kind: Kind | "agency-developer", person: Person, agency?: number) => {
    const registered = await submit(db, registration(kind, person, city.id, agency));
    await decide(registered, 2);
    const userType = kind === "agency-developer" ? 6 : USER_TYPE[kind];
    return submit(db, update(userType, registered.userId, person, city.id));
  };

  const newIds = {} as E2ERequestLists["newIds"];
  const updated = {} as E2ERequestLists["updated"];
  const rejected = {} as E2ERequestLists["rejected"];
  for (const kind of REQUEST_KINDS) {
    newIds[kind] = [];
    for (const [index, firstName] of REQUEST_FIRST_NAMES.entries()) {
      const person = { firstName, lastName: `Newlist${index + 1}`, email: `${REQUEST_LIST_SEARCH.new}-${kind}-${index + 1}@example.com` };
      newIds[kind].push((await submit(db, registration(kind, person, city.id))).id);
    }
    const pending = await liveUserUpdate(kind, { firstName: "Pia", lastName: "Pending", email: `${REQUEST_LIST_SEARCH.updated}-${kind}-pending@example.com` });
    const refused = await liveUserUpdate(kind, { firstName: "Rex", lastName: "Refused", email: `${REQUEST_LIST_SEARCH.updated}-${kind}-rejected@example.com` });
    await decide(refused, 3, "The new name does not match the documents.");
    updated[kind] = { pending: pending.id, rejected: refused.id };
    const rejectedRegistration = await submit(db, registration(kind, { firstName: "Rhea", lastName: "Rejected", email: `${REQUEST_LIST_SEARCH.rejected}-${kind}@example.com` }, city.id));
    await decide(rejectedRegistration, 3, LONG_REJECTION_REASON);
    rejected[kind] = rejectedRegistration.id;
  }

  // Two agencies, approved so developers may name them.
  const agency = async (name: string, email: string) => {
    const registered = await submit(db, registration("agency", { firstName: "Owner", lastName: name, email, company: name }, city.id));
    await decide(registered, 2);
    return { id: registered.userId, name };
  };
  const alpha = await agency("Rqlist Alpha Agency", "rqlist-alpha@example.com");
  const beta = await agency("Rqlist Beta Agency", "rqlist-beta@example.com");
  const developer = (n: number) => ({ firstName: REQUEST_FIRST_NAMES[n % REQUEST_FIRST_NAMES.length] ?? "Dev", lastName: `Developer${n}`, email: `${REQUEST_LIST_SEARCH.developer}-${n}@example.com` });
  for (let n = 1; n <= 8; n++) await submit(db, registration("agency-developer", developer(n), city.id, alpha.id));
  for (let n = 9; n <= 10; n++) await liveUserUpdate("agency-developer", developer(n), alpha.id);
  for (let n = 11; n <= 13; n++) await submit(db, registration("agency-developer", developer(n), city.id, beta.id));
  const rejectedDeveloper = await submit(db, registration("agency-developer", { firstName: "Rhea", lastName: "Rejected", email: `${REQUEST_LIST_SEARCH.rejected}-developer@example.com` }, city.id, alpha.id));
  await decide(rejectedDeveloper, 3, LONG_REJECTION_REASON);
  rejected["agency-developer"] = rejectedDeveloper.id;

  // The layout test's rows: 100-character words where a list shows names, company and reason; on
  // developer requests a New and an Update.
  const word = (letter: string) => `${REQUEST_LIST_SEARCH.layout}${letter.repeat(100 - REQUEST_LIST_SEARCH.layout.length)}`;
  const long = { firstName: word("F"), lastName: word("L"), company: word("C") };
  for (const kind of REQUEST_KINDS) {
    await submit(db, registration(kind, { ...long, email: `${REQUEST_LIST_SEARCH.layout}-${kind}-${"e".repeat(40)}@example.com` }, city.id));
    const longUpdate = await liveUserUpdate(kind, { ...long, email: `${REQUEST_LIST_SEARCH.layout}-${kind}-upd-${"e".repeat(36)}@example.com` });
    await decide(longUpdate, 3, word("R"));
  }
  await submit(db, registration("agency-developer", { ...long, email: `${REQUEST_LIST_SEARCH.layout}-dev-${"e".repeat(40)}@example.com` }, city.id, alpha.id));
  // And an update: its badge (Update) is wider than New's.
  await liveUserUpdate("agency-developer", { ...long, email: `${REQUEST_LIST_SEARCH.layout}-devupd-${"e".repeat(36)}@example.com` }, alpha.id);
  const longDeveloper = await submit(db, registration("agency-developer", { ...long, email: `${REQUEST_LIST_SEARCH.layout}-devrej-${"e".repeat(36)}@example.com` }, city.id, alpha.id));
  await decide(longDeveloper, 3, word("R"));

  return { adminName, agencies: { alpha, beta }, newIds, updated, rejected };
}
