import { randomBytes } from "node:crypto";
import { createUser } from "../../../api/data/user";
import type { Db } from "../../../api/db/client";

/** A marketplace user (a freelancer) whose profile can refer to master data. */
export async function createProfileOwner(db: Db): Promise<number> {
  const name = `pact-profile-${randomBytes(4).toString("hex")}`;
  const row = await createUser(db, { username: name, email: `${name}@example.com`, password: null, isStaff: false, userType: 5 });
  return row.id;
}

/** A unique title for a row a state creates afresh each time. */
export const busyTitle = (what: string) => `Busy ${what} ${randomBytes(4).toString("hex")}`;
