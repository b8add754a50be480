// Demo sub admins for `npm run db:seed -- --demo`, one per address; an address in use is skipped.
// They have no password: the active ones set one through "Forgot Password", the pending one
// stands for an invitation not yet accepted.
import type { PermissionCode } from "#contract/permissions";
import { createUser, findUserByEmail } from "../../data/user";
import type { Db } from "../client";
import { seedDemoRole } from "./role";

const demoSubAdmins: readonly {
  email: string;
  firstName: string;
  lastName: string;
  contactNumber: string | null;
  role: string;
  permissions: readonly PermissionCode[];
  isActive: boolean;
}[] = [
  { email: "priya.sharma@example.com", firstName: "Priya", lastName: "Sharma", contactNumber: "+919812345670", role: "Content Manager", permissions: ["common.delete_technology"], isActive: true },
  { email: "daniel.okafor@example.com", firstName: "Daniel", lastName: "Okafor", contactNumber: "+2348031234567", role: "Support", permissions: ["common.view_technology"], isActive: true },
  { email: "lena.fischer@example.com", firstName: "Lena", lastName: "Fischer", contactNumber: "+4915123456789", role: "Finance", permissions: ["common.view_contactus"], isActive: true },
  { email: "marco.rossi@example.com", firstName: "Marco", lastName: "Rossi", contactNumber: null, role: "Support", permissions: ["user.can_change_client"], isActive: false },
  { email: "aiko.tanaka@example.com", firstName: "", lastName: "", contactNumber: null, role: "Content Manager", permissions: ["common.view_skill"], isActive: false },
];

export async function seedDemoSubAdmin(db: Db): Promise<void> {
  const roles = await seedDemoRole(db);
  for (const subAdmin of demoSubAdmins) {
    if (await findUserByEmail(db, subAdmin.email)) continue;
    const roleId = roles.get(subAdmin.role);
    if (roleId === undefined) throw new Error(`demo role ${subAdmin.role} is missing`);
    await createUser(db, {
      username: subAdmin.email,
      email: subAdmin.email,
      password: null,
      firstName: subAdmin.firstName,
      lastName: subAdmin.lastName,
      contactNumber: subAdmin.contactNumber,
      isActive: subAdmin.isActive,
      isStaff: true,
      groupIds: [roleId],
      permissions: subAdmin.permissions,
    });
  }
}
