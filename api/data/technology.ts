// Technologies: a profile (agency company, freelancer or developer portfolio) lists them.
import { countDistinct, eq } from "drizzle-orm";
import * as tables from "../db/schema";
import { masterDataStore } from "./master-data";

export const technologyStore = masterDataStore({
  table: tables.technology,
  label: "technology",
  usedBy: "profile",
  usage: async (db, id) => {
    const [row] = await db
      .select({ users: countDistinct(tables.userTechnology.userId) })
      .from(tables.userTechnology)
      .where(eq(tables.userTechnology.technologyId, id));
    return row?.users ?? 0;
  },
});
