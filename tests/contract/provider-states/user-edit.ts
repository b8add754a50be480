import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import * as tables from "../../../api/db/schema";
import { addCertificate, addProject, cityId, createAgency, createClient, createFreelancer } from "../../api/marketplace-fixtures";
import type { StateHandler } from "../verification";
import type { StateContext } from "../provider-states";
import { userEditStates, type UserEditState } from "../states/user-edit";
import { uniqueSuffix } from "./role";

export function userEditStateHandlers({ db, now, ensureAdmin }: StateContext): Record<UserEditState, StateHandler> {
  const uid = (kind: string) => `${kind}${uniqueSuffix()}`.slice(0, 20);
  const option = async (table: typeof tables.technology | typeof tables.profileType, title: string) => {
    const [row] = await db.insert(table).values({ title, status: 1 }).returning({ id: table.id });
    if (!row) throw new Error(`insert into ${title} returned no row`);
    return row.id;
  };
  const skill = async (title: string, parentId: number | null) => {
    const [row] = await db.insert(tables.skill).values({ title, status: 1, parentId }).returning({ id: tables.skill.id });
    if (!row) throw new Error("insert into skill returned no row");
    return row.id;
  };
  // The row upload_file/ writes for the admin; the edits read only the row (its uploader, kind and stored name).
  const upload = async (kind: "image" | "file" | "certificate") => {
    const ext = kind === "image" ? "png" : "pdf";
    const uploadedById = (await ensureAdmin()).id;
    const [row] = await db
      .insert(tables.uploadedFile)
      .values({
        storedName: `${randomBytes(16).toString("hex")}.${ext}`,
        fileName: `pact-${kind}.${ext}`,
        contentType: ext === "png" ? "image/png" : "application/pdf",
        size: 100,
        kind,
        uploadedById,
        createdAt: now(),
      })
      .returning({ id: tables.uploadedFile.id });
    if (!row) throw new Error("insert into uploaded_file returned no row");
    return row.id;
  };
  const firstBranch = async (userId: number) => {
    const [row] = await db.select({ id: tables.branch.id }).from(tables.branch).where(eq(tables.branch.userId, userId));
    if (!row) throw new Error("no branch");
    return row.id;
  };
  return {
    [userEditStates.usersToEditExist]: async () => {
      const mumbai = await cityId(db, "Mumbai");
      const [mumbaiRow] = await db.select({ countryId: tables.city.countryId }).from(tables.city).where(eq(tables.city.id, mumbai));
      const suffix = uniqueSuffix();
      const technologyId = await option(tables.technology, `Edited Tech ${suffix}`);
      const profileTypeId = await option(tables.profileType, `Edited Type ${suffix}`);
      const skillId = await skill(`Edited Backend ${suffix}`, null);
      const subSkillId = await skill(`Edited APIs ${suffix}`, skillId);
      const company = { registrationNumber: "U72200MH2020", companyUrl: "https://example.com", size: 25, branchCities: [mumbai] };
      const clientId = await createClient(db, { uid: uid("pec"), firstName: "Cara", lastName: "Client", cityId: mumbai, company: { ...company, name: "Cara Co" } });
      const agencyId = await createAgency(db, {
        uid: uid("pea"),
        firstName: "Arun",
        lastName: "Agency",
        cityId: mumbai,
        company: { ...company, name: "Arun Agency", technologyIds: [technologyId] },
      });
      const assignedAgencyId = await createAgency(db, { uid: uid("pes"), company: { name: "Assigned Agency" } });
      const otherAgencyId = await createAgency(db, { uid: uid("peo"), company: { name: "Other Agency" } });
      await db.insert(tables.assignedAgency).values({ clientId, agencyId: assignedAgencyId, created: now() });
      const freelancerId = await createFreelancer(db, { uid: uid("pef"), firstName: "Fay", lastName: "Freelancer", cityId: mumbai, email: `pact-edit-${suffix}@example.com` });
      const projectId = await addProject(db, freelancerId, { title: "Storefront", link: "https://shop.example.com", duration: 6, isOnGoing: true, images: ["/api/v1/media/shop.png"], technologyIds: [technologyId] });
      const [image] = await db.select({ id: tables.projectImage.id }).from(tables.projectImage).where(eq(tables.projectImage.projectId, projectId));
      const certificateId = await addCertificate(db, freelancerId, { title: "AWS Developer", date: "2024-05-17" });
      // Its pending request is an update: the pinned list of pending registrations stays within one page.
      const pendingFreelancerId = await createFreelancer(db, { uid: uid("pep"), firstName: "Pia", lastName: "Pending" });
      await db.insert(tables.userRequest).values({ userId: pendingFreelancerId, userType: 5, isNewRegistered: false, status: 1, updatedDataWithRequestChange: { profile_image: null, first_name: "Pia", last_name: "Pending", email: "", uid: "", contact_number: null, city: null } });
      const pendingProjectId = await addProject(db, pendingFreelancerId, { title: "Waiting Shop" });
      const pendingCertificateId = await addCertificate(db, pendingFreelancerId, { title: "Waiting Certificate", date: "2024-05-17" });
      return {
        clientId,
        headOfficeId: await firstBranch(clientId),
        agencyId,
        agencyHeadOfficeId: await firstBranch(agencyId),
        freelancerId,
        projectId,
        imageId: image?.id ?? 0,
        certificateId,
        assignedAgencyId,
        otherAgencyId,
        cityId: mumbai,
        countryId: mumbaiRow?.countryId ?? 0,
        technologyId,
        skillId,
        subSkillId,
        profileTypeId,
        imageUploadId: await upload("image"),
        secondImageUploadId: await upload("image"),
        fileUploadId: await upload("file"),
        certificateUploadId: await upload("certificate"),
        pendingFreelancerId,
        pendingProjectId,
        pendingCertificateId,
      };
    },
  };
}
