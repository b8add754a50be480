// Technologies: a profile (agency company, freelancer or developer portfolio) and projects list them.
import { countDistinct, eq } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import * as tables from "../db/schema";
import { masterDataStore } from "./master-data";

export const technologyStore = masterDataStore({
  table: tables.technology,
  label: "technology",
  usedBy: "profile",
  // Profiles listing it, directly or in one of their projects.
  usage: async (db, id) => {
    const users = union(
      db.select({ userId: tables.userTechnology.userId }).from(tables.userTechnology).where(eq(tables.userTechnology.technologyId, id)),
      db
        .select({ userId: tables.project.userId })
        .from(tables.projectTechnology)
        .innerJoin(tables.project, eq(tables.project.id, tables.projectTechnology.projectId))
        .where(eq(tables.projectTechnology.technologyId, id)),
    ).as("users");
    const [row] = await db.select({ users: countDistinct(users.userId) }).from(users);
    return row?.users ?? 0;
  },
});
