// A client's agencies: the log of agencies assigned to it and its requests for one (spec §3 "Client").
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./account";

/** An agency assigned to a client, kept as a log: the newest row is the current agency. */
export const assignedAgency = pgTable(
  "assigned_agency",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    created: createdAt("created"),
  },
  (t) => [index("assigned_agency_client_idx").on(t.clientId, t.created, t.id), index("assigned_agency_agency_idx").on(t.agencyId)],
);

/** A client's request for an agency: pending until an admin assigns one (`assigned_at`). */
export const agencyRequest = pgTable(
  "agency_request",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    created: createdAt("created"),
    assignedAt: timestamp("assigned_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("agency_request_client_idx").on(t.clientId, t.id),
    index("agency_request_pending_idx").on(t.created, t.id).where(sql`${t.assignedAt} is null`),
  ],
);
