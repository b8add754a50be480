// The API v1 data model (PostgreSQL dialect, PGlite or a server). Table and column names follow
// the Django models the API imitates, so a backend team can map them one to one.
// Add tables for later issues at the end of a section and run `npm run db:generate`.
import { sql } from "drizzle-orm";
import {
  boolean,
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = (name = "created_at") => timestamp(name, { withTimezone: true, mode: "date" }).notNull().defaultNow();

// Lists (decision 012): search runs LIKE/ILIKE over trigram GIN indexes (pg_trgm, migration
// 0003), and each sortable column has a btree index whose expressions are the list's ORDER BY,
// with the id last, behind the list's scope (tab, parent) when it has one. A unique index on the
// sort key serves as well: its order needs no tie-breaker.
const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using("gin", column.op("gin_trgm_ops"));

// ---------------------------------------------------------------- permissions and roles

export const permission = pgTable(
  "permission",
  {
    id: serial("id").primaryKey(),
    appLabel: varchar("app_label", { length: 100 }).notNull(),
    codename: varchar("codename", { length: 100 }).notNull(),
    name: varchar("name", { length: 255 }).notNull(),
    /** Human name of the model the permission belongs to (groups the role form's checkboxes). */
    model: varchar("model", { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex("permission_code_unique").on(t.appLabel, t.codename)],
);

/** A role. Names are unique whatever their case, as the master data titles are. */
export const authGroup = pgTable(
  "auth_group",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 150 }).notNull(),
  },
  // The unique lower(name) index also serves the list's order by name.
  (t) => [uniqueIndex("auth_group_name_lower_unique").on(sql`lower(${t.name})`), trigramIndex("auth_group_name_trgm", t.name)],
);

export const groupPermission = pgTable(
  "group_permission",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => authGroup.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permission.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permissionId] })],
);

// ---------------------------------------------------------------- users and authentication

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
  },
  (t) => {
    // The sub-admin list's scope: a few staff among many marketplace users (api/data/sub-admin.ts).
    const subAdmins = sql`${t.isStaff} and not ${t.isSuperuser} and ${t.userType} is null`;
    return [
      uniqueIndex("user_email_lower_unique").on(sql`lower(${t.email})`),
      index("user_user_type_idx").on(t.userType),
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

// ---------------------------------------------------------------- files

export const uploadedFile = pgTable(
  "uploaded_file",
  {
    id: serial("id").primaryKey(),
    /** Generated name under DATA_DIR/uploads (`<128-bit hex>.<ext>`). */
    storedName: varchar("stored_name", { length: 100 }).notNull().unique(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    kind: varchar("kind", { length: 20, enum: ["image", "file", "certificate"] }).notNull(),
    uploadedById: integer("uploaded_by_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  // The sweep of orphan uploads reads the oldest first.
  (t) => [index("uploaded_file_created_at_idx").on(t.createdAt)],
);

/** The upload_file/ rate limit: one row per user, the current window and the calls in it. */
export const uploadWindow = pgTable("upload_window", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
});

// ---------------------------------------------------------------- lookups

export const country = pgTable("country", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  code2: varchar("code2", { length: 2 }).notNull().unique(),
  /** Dial code without the plus, e.g. "91". */
  phone: varchar("phone", { length: 20 }).notNull(),
});

export const city = pgTable(
  "city",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    displayName: varchar("display_name", { length: 200 }).notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => country.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("city_country_display_name_unique").on(t.countryId, t.displayName)],
);

export const language = pgTable("language", {
  id: serial("id").primaryKey(),
  /** ISO 639-1 code, the `key` of a communication language. */
  code: varchar("code", { length: 10 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
});

/** Skill levels with fixed ids: 3 Beginner, 2 Average, 1 Fluent. */
export const proficiency = pgTable("proficiency", {
  id: integer("id").primaryKey(),
  title: varchar("title", { length: 50 }).notNull().unique(),
});

export const currency = pgTable("currency", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
  sign: varchar("sign", { length: 10 }).notNull(),
});

/** Plan periods with their display unit and budget range (spec §9). */
export const recurringPeriod = pgTable("recurring_period", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 50 }).notNull().unique(),
  unit: varchar("unit", { length: 20 }).notNull(),
  budgetMin: integer("budget_min").notNull(),
  budgetMax: integer("budget_max").notNull(),
});

// ---------------------------------------------------------------- notifications

export const notification = pgTable(
  "notification",
  {
    id: serial("id").primaryKey(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Sanitized HTML. */
    verb: text("verb").notNull(),
    actionName: varchar("action_name", { length: 50, enum: ["agencyrequest", "userrequest"] }).notNull(),
    data: jsonb("data").notNull().$type<NotificationData>(),
    unread: boolean("unread").notNull().default(true),
    timestamp: createdAt("timestamp"),
  },
  (t) => [
    index("notification_recipient_idx").on(t.recipientId, t.timestamp, t.id),
    index("notification_unread_idx").on(t.recipientId).where(sql`${t.unread}`),
  ],
);

export type NotificationData = {
  id: number;
  status: number;
  is_new_registered: boolean;
  user: { user_type: number };
};

// ---------------------------------------------------------------- master data

const statusColumn = () => integer("status").notNull().default(1);
/**
 * Title and description lower-cased once, on write: `search` then runs a plain LIKE over one
 * column instead of ILIKE over two, about three times faster on PGlite (bench/run.ts).
 */
const searchTextColumn = () => text("search_text").generatedAlwaysAs(sql`lower("title"::text || ' ' || "description"::text)`);

/** The columns technology, profile type and skill share (spec §3). */
const masterDataColumns = () => ({
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  description: varchar("description", { length: 500 }).notNull().default(""),
  status: statusColumn(),
  searchText: searchTextColumn(),
  createdAt: createdAt(),
});

/** The list's indexes of technology and profile type; the unique title index serves `ordering=title`. */
const masterDataIndexes = (name: string, t: { searchText: ExtraConfigColumn; description: ExtraConfigColumn; status: ExtraConfigColumn; id: ExtraConfigColumn }) => [
  trigramIndex(`${name}_search_text_trgm`, t.searchText),
  index(`${name}_description_lower_id_idx`).on(sql`lower(${t.description})`, t.id),
  index(`${name}_status_id_idx`).on(t.status, t.id),
];

/** Technologies (status 1 active, 0 inactive). Titles are unique whatever their case. */
export const technology = pgTable(
  "technology",
  {
    ...masterDataColumns(),
  },
  (t) => [uniqueIndex("technology_title_lower_unique").on(sql`lower(${t.title})`), ...masterDataIndexes("technology", t)],
);

export const profileType = pgTable(
  "profile_type",
  {
    ...masterDataColumns(),
  },
  (t) => [uniqueIndex("profile_type_title_lower_unique").on(sql`lower(${t.title})`), ...masterDataIndexes("profile_type", t)],
);

/** Skills, and their sub skills (a sub skill has a parent; deleting a skill deletes its sub skills). */
export const skill = pgTable(
  "skill",
  {
    ...masterDataColumns(),
    parentId: integer("parent_id").references((): AnyPgColumn => skill.id, { onDelete: "cascade" }),
  },
  (t) => {
    // Both lists (skills: parent 0, a skill's sub skills: its id) are scoped by this expression.
    const parent = sql`coalesce(${t.parentId}, 0)`;
    return [
      uniqueIndex("skill_parent_title_lower_unique").on(parent, sql`lower(${t.title})`),
      index("skill_parent_idx").on(t.parentId),
      trigramIndex("skill_search_text_trgm", t.searchText),
      index("skill_scope_id_idx").on(parent, t.id),
      index("skill_scope_description_lower_id_idx").on(parent, sql`lower(${t.description})`, t.id),
      index("skill_scope_status_id_idx").on(parent, t.status, t.id),
    ];
  },
);

// What marketplace profiles refer to. Restrict: master data in use cannot be deleted.
// Later issues (manage users) add the rest of the profile.

/** A freelancer's or agency developer's portfolio. */
export const portfolio = pgTable("portfolio", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  profileTypeId: integer("profile_type_id").references(() => profileType.id, { onDelete: "restrict" }),
});

/** Technologies a profile lists (an agency's company, a freelancer's or developer's portfolio). */
export const userTechnology = pgTable(
  "user_technology",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    technologyId: integer("technology_id")
      .notNull()
      .references(() => technology.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.technologyId] }), index("user_technology_technology_idx").on(t.technologyId)],
);

/** Skills and sub skills a portfolio lists. */
export const userSkill = pgTable(
  "user_skill",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    skillId: integer("skill_id")
      .notNull()
      .references(() => skill.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index("user_skill_skill_idx").on(t.skillId)],
);

// ---------------------------------------------------------------- subscriptions

/** A plan for clients (3), agencies (4) or freelancers (5). Status is a string, '1' by default. */
export const subscriptionPlan = pgTable(
  "subscription_plan",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 25 }).notNull(),
    userType: integer("user_type").notNull(),
    amount: numeric("amount", { precision: 9, scale: 2 }).notNull(),
    currencyId: integer("currency_id")
      .notNull()
      .references(() => currency.id, { onDelete: "restrict" }),
    recurringId: integer("recurring_id")
      .notNull()
      .references(() => recurringPeriod.id, { onDelete: "restrict" }),
    description: varchar("description", { length: 255 }).notNull().default(""),
    taxPercentage: numeric("tax_percentage", { precision: 5, scale: 2 }),
    status: varchar("status", { length: 1 }).notNull().default("1"),
    /** Sanitized HTML. */
    planDetails: text("plan_details").notNull().default(""),
    numOfJobs: integer("num_of_jobs"),
    numOfDevelopers: integer("num_of_developers"),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscription_plan_user_type_idx").on(t.userType, t.id),
    index("subscription_plan_name_lower_id_idx").on(t.userType, sql`lower(${t.name})`, t.id),
    index("subscription_plan_amount_id_idx").on(t.userType, t.amount, t.id),
    trigramIndex("subscription_plan_name_trgm", t.name),
    trigramIndex("subscription_plan_description_trgm", t.description),
  ],
);

// ---------------------------------------------------------------- contact us

/** A message sent from the marketplace's contact form: user_type 1 company, 2 resources. */
export const contactUs = pgTable(
  "contact_us",
  {
    id: serial("id").primaryKey(),
    userType: integer("user_type").notNull(),
    firstName: varchar("first_name", { length: 150 }).notNull().default(""),
    lastName: varchar("last_name", { length: 150 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
    /** The four searched columns lower-cased, as master data's search_text: one LIKE over one trigram index. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower("first_name"::text || ' ' || "last_name"::text || ' ' || "email"::text || ' ' || "message")`,
    ),
  },
  (t) => [
    index("contact_us_user_type_idx").on(t.userType, t.createdAt, t.id),
    index("contact_us_first_name_lower_id_idx").on(t.userType, sql`lower(${t.firstName})`, t.id),
    index("contact_us_last_name_lower_id_idx").on(t.userType, sql`lower(${t.lastName})`, t.id),
    trigramIndex("contact_us_search_text_trgm", t.searchText),
  ],
);
