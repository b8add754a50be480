// Profile types: a portfolio has one.
import { count, eq } from "drizzle-orm";
import * as tables from "../db/schema";
import { masterDataStore } from "./master-data";

export const profileTypeStore = masterDataStore({
  table: tables.profileType,
  label: "profile type",
  usedBy: "portfolio",
  usage: async (db, id) => {
    const [row] = await db.select({ users: count() }).from(tables.portfolio).where(eq(tables.portfolio.profileTypeId, id));
    return row?.users ?? 0;
  },
});
