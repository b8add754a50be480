// The API v1 data model (PostgreSQL dialect, PGlite or a server), one file per area. Table and
// column names follow the Django models the API imitates, so a backend team can map them one to one.
// A new area adds a file here and a line below, then runs `npm run db:generate`.
export * from "./role";
export * from "./account";
export * from "./file";
export * from "./lookup";
export * from "./notification";
export * from "./master-data";
export * from "./profile";
export * from "./subscription";
export * from "./contact-us";
export * from "./company";
export * from "./project";
export * from "./certificate";
export * from "./agency-assignment";
export * from "./user-request";
