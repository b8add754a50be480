// The marketplace users the /manage-users specs read and delete, seeded by the e2e server before
// it starts. Deterministic: named users for each check, and one deletable user per project and
// kind so the delete tests stay independent (decision 031). Written as plain inserts: the data
// branch's demo seed makes random users, these need exact names.
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import type { Db } from "../../../api/db/client";
import * as tables from "../../../api/db/schema";
import { detectFileType, storeUpload } from "../../../api/data/file";
import { pngImage } from "./app";
import { E2E_PROJECTS, LAYOUT_CONTACT_NUMBER, type E2EMarketplace, type E2EMarketplaceUser, type MarketplaceKind } from "./e2e-data";

/** Sorted: the list test reads them in this order, and reversed. */
export const LIST_FIRST_NAMES = ["Abel", "Bruno", "Cyra", "Dana", "Elio", "Fern", "Gus", "Hana", "Ivo", "Jade", "Kai", "Zora"] as const;
export const MARKETPLACE_LIST_SIZE = LIST_FIRST_NAMES.length;
const LIST_SEARCH = "e2elistusers";
const KINDS: MarketplaceKind[] = ["client", "agency", "freelancer"];

type NewMarketplaceUser = {
  kind: MarketplaceKind;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  cityId: number;
  contactNumber?: string;
  isActive?: boolean;
};

async function insertUser(db: Db, user: NewMarketplaceUser): Promise<E2EMarketplaceUser> {
  const [row] = await db
    .insert(tables.user)
    .values({
      username: user.email,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: USER_TYPES[user.kind],
      uid: user.uid,
      contactNumber: user.contactNumber ?? "9876543210",
      cityId: user.cityId,
      isActive: user.isActive ?? true,
    })
    .returning({ id: tables.user.id });
  if (!row) throw new Error(`could not insert ${user.email}`);
  if (user.kind !== "freelancer") await db.insert(tables.company).values({ userId: row.id, name: user.company ?? `${user.firstName} Company`, size: 10 });
  return { id: row.id, uid: user.uid, name: `${user.firstName} ${user.lastName}`, search: user.email.replace(/@.*$/, "") };
}

async function storeFile(db: Db, dataDir: string, userId: number, bytes: Uint8Array, fileName: string): Promise<string> {
  const type = await detectFileType(bytes);
  if (!type) throw new Error(`${fileName}: not a file type uploads take`);
  const stored = await storeUpload(db, path.join(dataDir, "uploads"), { bytes, fileName, type, kind: type.mime.startsWith("image/") ? "image" : "file", userId, now: new Date() });
  return stored.file;
}

/** A pending update request of the user's: Edit User is disabled and Delete refused while it waits. */
async function addPendingRequest(db: Db, user: E2EMarketplaceUser, kind: MarketplaceKind): Promise<void> {
  const [first = "", last = ""] = user.name.split(" ");
  await db.insert(tables.userRequest).values({
    userId: user.id,
    userType: USER_TYPES[kind],
    isNewRegistered: false,
    requestedChangesKeys: ["first_name"],
    updatedDataWithRequestChange: { profile_image: null, first_name: `${first}x`, last_name: last, email: `${user.search}@example.com`, uid: user.uid, contact_number: "9876543210", city: null },
  });
}

export async function seedMarketplaceUsers(db: Db, dataDir: string): Promise<E2EMarketplace> {
  const cities = await db.select({ id: tables.city.id }).from(tables.city).orderBy(asc(tables.city.id)).limit(2);
  const [cityA, cityB] = cities.map((city) => city.id);
  if (cityA === undefined || cityB === undefined) throw new Error("the seed has no cities");
  const prefix = { client: "CL", agency: "AG", freelancer: "FL" } as const;

  for (const kind of KINDS) {
    for (const [index, firstName] of LIST_FIRST_NAMES.entries()) {
      const n = String(index + 1).padStart(2, "0");
      await insertUser(db, { kind, uid: `${prefix[kind]}E2EL${n}`, firstName, lastName: `List${n}`, email: `${LIST_SEARCH}-${kind}-${n}@example.com`, company: `List Company ${n}`, cityId: cityA });
    }
  }

  const detailClient = await insertUser(db, { kind: "client", uid: "CLE2EDETAIL", firstName: "Clara", lastName: "Detailed", email: "e2edetailclient@example.com", company: "Detail Works Ltd", cityId: cityA });
  const identity = await storeFile(db, dataDir, detailClient.id, new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"), "registration.pdf");
  const picture = await storeFile(db, dataDir, detailClient.id, pngImage(), "clara.png");
  await db.update(tables.user).set({ profileImage: picture }).where(eqId(detailClient.id));
  await db
    .update(tables.company)
    .set({ isRegisteredCompany: true, registrationNumber: "REG12345", companyUrl: "https://detail-works.example.com", size: 42, identity, fileName: "registration.pdf" })
    .where(eqUserId(detailClient.id));
  await db.insert(tables.branch).values([
    { userId: detailClient.id, cityId: cityA, isHeadQuarter: true },
    { userId: detailClient.id, cityId: cityB, isHeadQuarter: false },
  ]);
  const logAgencies = [
    await insertUser(db, { kind: "agency", uid: "AGE2ELOG1", firstName: "Log", lastName: "One", email: "e2elogagency1@example.com", company: "Log Agency One", cityId: cityA }),
    await insertUser(db, { kind: "agency", uid: "AGE2ELOG2", firstName: "Log", lastName: "Two", email: "e2elogagency2@example.com", company: "Log Agency Two", cityId: cityB }),
  ];
  const day = 86_400_000;
  await db.insert(tables.assignedAgency).values(logAgencies.map((agency, index) => ({ clientId: detailClient.id, agencyId: agency.id, created: new Date(Date.now() - (index + 2) * day) })));
  await db.insert(tables.agencyRequest).values({ clientId: detailClient.id, created: new Date(Date.now() - day) });

  const deletable: E2EMarketplace["deletable"] = {};
  const pendingClient: E2EMarketplace["pendingClient"] = {};
  for (const project of E2E_PROJECTS) {
    for (const kind of KINDS) {
      deletable[`${project}:${kind}`] = await insertUser(db, {
        kind,
        uid: `${prefix[kind]}E2EDEL${project.toUpperCase()}`,
        firstName: "Deleteme",
        lastName: `${project}${kind}`,
        email: `e2edelete${project}${kind}@example.com`,
        cityId: cityA,
      });
    }
    const pending = await insertUser(db, { kind: "client", uid: `CLE2EPEND${project.toUpperCase()}`, firstName: "Pending", lastName: `${project}client`, email: `e2epending${project}@example.com`, cityId: cityA });
    await addPendingRequest(db, pending, "client");
    pendingClient[project] = pending;
  }

  // 100-character words where the lists wrap text; e-mails and names at lengths the API allows; the
  // longest phone the API takes and the wider badge (Inactive): the short values that do not wrap.
  const long = (tag: string, length: number) => `${tag}${"W".repeat(length - tag.length)}`;
  const layout = {} as E2EMarketplace["layout"];
  for (const kind of KINDS) {
    layout[kind] = await insertUser(db, {
      kind,
      uid: `${prefix[kind]}E2ELAYOUT`,
      firstName: long("Layoutfirst", 25),
      lastName: long("Layoutlast", 25),
      email: `e2elayout${kind}${"w".repeat(50)}@example.com`,
      company: long("Layoutcompany", 100),
      cityId: cityA,
      contactNumber: LAYOUT_CONTACT_NUMBER,
      isActive: false,
    });
  }

  return { listSearch: LIST_SEARCH, detailClient, deletable, pendingClient, layout, agencyId: logAgencies[0]!.id };
}

const eqId = (id: number) => eq(tables.user.id, id);
const eqUserId = (id: number) => eq(tables.company.userId, id);
