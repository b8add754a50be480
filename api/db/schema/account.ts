// Users, their roles and permissions, tokens, links, and the counters that throttle sign-in.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, trigramIndex } from "./columns";
import { city } from "./lookup";
import { permission, authGroup } from "./role";

// Admins, sub admins and marketplace users (user_type 3..6) share this table: one id space for
// notifications' actors, uploads' owners and request handlers (decision 039).

export const user = pgTable(
  "user",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 150 }).notNull().unique(),
    email: varchar("email", { length: 254 }).notNull(),
    /** argon2id PHC string; null for an invited user who has not set one yet. */
    passwordHash: text("password_hash"),
    firstName: varchar("first_name", { length: 150 }).notNull().default(""),
    lastName: varchar("last_name", { length: 150 }).notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    isStaff: boolean("is_staff").notNull().default(false),
    isSuperuser: boolean("is_superuser").notNull().default(false),
    /** 3 client, 4 agency, 5 freelancer, 6 agency developer; null for admins. */
    userType: integer("user_type"),
    /** The `file` path answered by upload_file/ (`/api/v1/media/<name>`). */
    profileImage: varchar("profile_image", { length: 500 }),
    contactNumber: varchar("contact_number", { length: 20 }),
    dateJoined: createdAt("date_joined"),
    lastLogin: timestamp("last_login", { withTimezone: true, mode: "date" }),
    /** The public id of a marketplace user; null for admins. */
    uid: varchar("uid", { length: 20 }).unique("user_uid_unique"),
    /** Where a marketplace user lives; the country is the city's. Restrict: cities in use stay. */
    cityId: integer("city_id").references(() => city.id, { onDelete: "restrict" }),
    /** An agency developer's agency. Cascade: a developer does not outlive the agency (decision 039). */
    agencyId: integer("agency_id").references((): AnyPgColumn => user.id, { onDelete: "cascade" }),
    /** The users lists' searched columns lower-cased (company names are searched in `company`). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower("first_name"::text || ' ' || "last_name"::text || ' ' || "email"::text || ' ' || coalesce("uid", ''))`,
    ),
    /**
     * The company's name lower-cased, '' without one: the users lists search and sort by it here,
     * where an index beside the tab serves them. Kept by a trigger on `company` (migration 0011).
     */
    companyNameLower: text("company_name_lower").notNull().default(""),
  },
  (t) => {
    // The sub-admin list's scope: a few staff among many marketplace users (api/data/sub-admin.ts).
    const subAdmins = sql`${t.isStaff} and not ${t.isSuperuser} and ${t.userType} is null`;
    return [
      uniqueIndex("user_email_lower_unique").on(sql`lower(${t.email})`),
      // The users lists (one per user_type): each sortable column behind the tab, id last.
      index("user_user_type_id_idx").on(t.userType, t.id),
      index("user_user_type_uid_idx").on(t.userType, t.uid),
      index("user_user_type_first_name_idx").on(t.userType, sql`lower(${t.firstName})`, t.id),
      index("user_user_type_last_name_idx").on(t.userType, sql`lower(${t.lastName})`, t.id),
      index("user_user_type_email_idx").on(t.userType, sql`lower(${t.email})`, t.id),
      index("user_user_type_contact_number_idx").on(t.userType, sql`coalesce(${t.contactNumber}, '')`, t.id),
      index("user_user_type_company_name_idx").on(t.userType, t.companyNameLower, t.id),
      index("user_user_type_is_active_idx").on(t.userType, t.isActive, t.id),
      trigramIndex("user_search_text_trgm", t.searchText),
      trigramIndex("user_company_name_trgm", t.companyNameLower),
      // An agency's developers, and the foreign key's cascade.
      index("user_agency_idx").on(t.agencyId, t.id),
      index("user_sub_admin_id_idx").on(t.id).where(subAdmins),
      index("user_sub_admin_first_name_idx").on(sql`lower(${t.firstName})`, t.id).where(subAdmins),
      index("user_sub_admin_last_name_idx").on(sql`lower(${t.lastName})`, t.id).where(subAdmins),
      index("user_sub_admin_email_idx").on(sql`lower(${t.email})`, t.id).where(subAdmins),
      index("user_sub_admin_is_active_idx").on(t.isActive, t.id).where(subAdmins),
    ];
  },
);

export const userGroup = pgTable(
  "user_group",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Restrict: deleting a role that sub admins hold must fail, never leave them without one.
    groupId: integer("group_id")
      .notNull()
      .references(() => authGroup.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

export const userPermission = pgTable(
  "user_permission",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permission.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);

export const authToken = pgTable(
  "auth_token",
  {
    id: serial("id").primaryKey(),
    /** sha256 hex of the key; the key itself is never stored. */
    keyHash: varchar("key_hash", { length: 64 }).notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    created: createdAt("created"),
    expiry: timestamp("expiry", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("auth_token_user_idx").on(t.userId)],
);

/** Password reset and invitation links: single use, expiring. */
export const linkToken = pgTable(
  "link_token",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20, enum: ["reset", "invitation"] }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("link_token_user_idx").on(t.userId, t.purpose)],
);

/**
 * Login attempts per throttling bucket (`pair:<username>|<address>`, `address:<address>`) in a
 * fixed window: one row per bucket, so counting an attempt is one atomic upsert.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("login_throttle_window_idx").on(t.windowStart)],
);

/**
 * Per-address limits of the unauthenticated posts (api/rate-limit.ts): one row per
 * `<limit>:<address>` with the points spent in the window ending at `expire`. The columns are the
 * ones rate-limiter-flexible's Drizzle store reads and writes.
 */
export const rateLimit = pgTable(
  "rate_limit",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("rate_limit_expire_idx").on(t.expire)],
);
