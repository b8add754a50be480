// The embedded API v1 provider. The server wires it in; nothing in app/ imports it.
export { API_BASE_PATH, createApi, type ApiLogger, type CreateApiOptions, type EmbeddedApi } from "./app";
export { migrateDatabase, openDatabase, type Database, type Db, type OpenDatabaseOptions } from "./db/client";
export { seedDatabase, type SeedOptions, type SeedResult } from "./db/seed";
export { createInvitation, createLink, type Link } from "./data/account";
export { createNotification, sanitizeVerb, type NewNotification } from "./data/notification";
export { createRole, createUser, type NewUser, type UserRow } from "./data/user";
export { createMailer, sendInvitationMail, sendPasswordResetMail, type Mailer, type MailerOptions } from "./mail";
export type { ApiBindings } from "./http";
