// Marketplace users' requests: a registration or a profile update waiting for an admin's decision
// (request-review spec §3, §4), and the append-only log of decisions.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./account";

export const REQUEST_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

type Titled = { id: number; title: string };

/**
 * The profile as the marketplace user asked for it, in the API's spelling
 * (`updated_data_with_request_change`): kept whole, so a decision applies exactly what was asked
 * and a rejected request still shows what was refused, whatever the live profile became.
 */
export type RequestedProfile = {
  profile_image: string | null;
  first_name: string;
  last_name: string;
  email: string;
  uid: string;
  contact_number: string | null;
  city: { id: number; display_name: string } | null;
  company?: {
    name: string;
    is_registered_company: boolean;
    registration_number: string | null;
    company_url: string | null;
    size: number | null;
    identity: string | null;
    file_name: string | null;
    /** Agencies only. */
    technologies: Titled[];
  };
  branches?: { id: number | null; city: { id: number; display_name: string }; is_head_quarter: boolean }[];
  portfolio?: {
    profile_type: Titled | null;
    technologies: Titled[];
    skills: Titled[];
    sub_skills: Titled[];
    experience: number | null;
    availability: number | null;
    education_details: string;
    amount: string | null;
    salary_type: { id: number; name: string } | null;
    description: string;
    specialties: string;
    document_file: string | null;
    file_name: string | null;
    projects_count: number;
    communication_language: { id: number | null; communication_language: { key: string; value: string }; proficiency: Titled }[];
  };
  projects?: {
    id: number | null;
    title: string;
    description: string;
    technologies: Titled[];
    skills: Titled[];
    images: { id: number | null; url: string }[];
    link: string | null;
    duration: number;
    is_on_going: boolean;
  }[];
  certifications?: {
    id: number | null;
    title: string;
    certification_date: string;
    certificate_file: string | null;
    certification_link: string | null;
    description: string;
  }[];
};

export const userRequest = pgTable(
  "user_request",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The user's type, copied (it never changes): every request list is scoped by it. */
    userType: integer("user_type").notNull(),
    /** A registration (true) or an update of an approved profile (false). */
    isNewRegistered: boolean("is_new_registered").notNull(),
    /** 1 pending, 2 approved, 3 rejected. */
    status: integer("status").notNull().default(REQUEST_STATUS.pending),
    requestedChangesKeys: text("requested_changes_keys").array().notNull().default(sql`'{}'::text[]`),
    updatedDataWithRequestChange: jsonb("updated_data_with_request_change").notNull().$type<RequestedProfile>(),
    /** Who decided it; set null when that admin is deleted (the decision log keeps the name). */
    requestHandledById: integer("request_handled_by_id").references(() => user.id, { onDelete: "set null" }),
    rejectionMessage: text("rejection_message"),
    /** Raised on every change of a pending request: a decision names the version it saw. */
    version: integer("version").notNull().default(1),
    created: createdAt("created"),
    modified: createdAt("modified"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("user_request_status", sql`${t.status} in (1, 2, 3)`),
    check("user_request_rejection_message", sql`${t.status} <> 3 or ${t.rejectionMessage} is not null`),
    // A user has at most one pending request: a change to it raises its version instead.
    uniqueIndex("user_request_one_pending_unique").on(t.userId).where(sql`${t.status} = 1`),
    index("user_request_user_idx").on(t.userId, t.id),
    // New and updated requests (tab, kind, status), rejected logs (tab, status), newest first.
    index("user_request_list_idx").on(t.userType, t.isNewRegistered, t.status, t.modified, t.id),
    index("user_request_status_idx").on(t.userType, t.status, t.modified, t.id),
    // The review queue's pending counts per type and kind (decision 049): only pending rows.
    index("user_request_pending_idx").on(t.userType, t.isNewRegistered).where(sql`${t.status} = 1`),
    index("user_request_decided_at_idx").on(t.decidedAt).where(sql`${t.decidedAt} is not null`),
    index("user_request_handled_by_idx").on(t.requestHandledById),
  ],
);

/** Every decision, appended and never changed: who, what, why, when and on which version. */
export const userRequestDecision = pgTable(
  "user_request_decision",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => userRequest.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => user.id, { onDelete: "set null" }),
    /** The admin's name when deciding: the log reads the same after the admin is deleted. */
    adminName: text("admin_name").notNull(),
    /** 2 approved, 3 rejected. */
    decision: integer("decision").notNull(),
    reason: text("reason"),
    version: integer("version").notNull(),
    created: createdAt("created"),
  },
  (t) => [
    check("user_request_decision_decision", sql`${t.decision} in (2, 3)`),
    index("user_request_decision_request_idx").on(t.requestId, t.id),
    index("user_request_decision_admin_idx").on(t.adminId),
  ],
);
