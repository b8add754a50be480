// The review queue's spec (tests/e2e/request-dashboard.spec.ts): per project a decider, who is
// notified of every new request, and a pending request an admin decides in the test. Seeded by
// the e2e server before it starts, through the API's own code path (createUser, submitRequest).
import { asc } from "drizzle-orm";
import { submissionBodySchema, type SubmissionBody } from "#contract/user-request";
import { createUser, type Database } from "../../../api/index";
import * as tables from "../../../api/db/schema";
import { submitRequest } from "../../../api/data/user-request";
import { E2E_PASSWORD, E2E_PROJECTS, type E2EProject } from "./e2e-data";

/** The e2e server's MARKETPLACE_TOKEN: the specs submit requests through POST user-request/. */
export const E2E_MARKETPLACE_TOKEN = "e2e-marketplace-token-5c1d0b7a9e3f4d21";

export type E2ERequestDashboard = {
  /** Key: project. Staff who may view and approve requests, so every new request notifies them. */
  deciders: Record<E2EProject, { username: string; password: string }>;
  /**
   * Key: project. Deciders only the live-badge test signs in as: nobody marks their notifications
   * read while it runs (a decision leaves them unread, decision 058), so their count only grows.
   */
  watchers: Record<E2EProject, { username: string; password: string }>;
  /** Key: project. A pending client registration the figures test approves. */
  pending: Record<E2EProject, { id: number; version: number }>;
  /** A city id for the registrations the specs submit. */
  city: number;
};

/** A client registration with the least a client needs; `tag` keeps uid and e-mail unique. */
export function dashboardClientRegistration(tag: string, city: number): SubmissionBody {
  return {
    user_type: 3,
    is_new_registered: true,
    uid: `RQD${tag}`.slice(0, 20),
    first_name: "Dashboard",
    last_name: `Client ${tag}`,
    email: `rqdash-${tag}@example.com`,
    contact_number: "9800000001",
    city,
    company: { name: `Dashboard Company ${tag}`, is_registered_company: false, technologies: [] },
    branches: [{ city, is_head_quarter: true }],
  };
}

export async function seedRequestDashboard(database: Database): Promise<E2ERequestDashboard> {
  const { db } = database;
  const [city] = await db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(1);
  if (!city) throw new Error("request-dashboard seed: no city");
  const deciders = {} as E2ERequestDashboard["deciders"];
  const pending = {} as E2ERequestDashboard["pending"];
  const watchers = {} as E2ERequestDashboard["watchers"];
  const decider = async (username: string, lastName: string) => {
    await createUser(db, {
      username,
      email: `${username}@example.com`,
      password: E2E_PASSWORD,
      firstName: "Dana",
      lastName,
      isActive: true,
      isStaff: true,
      permissions: ["user.view_userrequest", "user.approve_userrequest"],
    });
    return { username, password: E2E_PASSWORD };
  };
  for (const project of E2E_PROJECTS) {
    deciders[project] = await decider(`${project}-request-decider`, `Decider ${project}`);
    watchers[project] = await decider(`${project}-badge-watcher`, `Watcher ${project}`);
    const outcome = await submitRequest(db, submissionBodySchema.parse(dashboardClientRegistration(`seed-${project}`, city.id)), new Date());
    if (!outcome.ok) throw new Error(`request-dashboard seed: ${JSON.stringify(outcome.errors)}`);
    pending[project] = { id: outcome.id, version: outcome.version };
  }
  return { deciders, watchers, pending, city: city.id };
}
