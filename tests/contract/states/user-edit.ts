// Provider states of the user-edit interactions (names only: the consumer tests import them).

export const userEditStates = {
  /**
   * Users to edit, made fresh for each interaction: a client and an agency, each with a company and
   * a head-office branch in Mumbai (the agency with one technology), a freelancer with a portfolio,
   * one project with one image and one certificate; two more active agencies, the first of them
   * assigned to the client already; an active technology, a skill with a sub skill, a profile
   * type; and uploads of each kind (two images, a file, a certificate) made by `pact-admin`, whose
   * own uploads are the only ones its edits may use; and a freelancer with a pending request, one
   * project and one certificate. Returns `{ clientId, headOfficeId, agencyId, agencyHeadOfficeId,
   * freelancerId, projectId, imageId, certificateId, assignedAgencyId, otherAgencyId, cityId,
   * countryId, technologyId, skillId, subSkillId, profileTypeId, imageUploadId,
   * secondImageUploadId, fileUploadId, certificateUploadId, pendingFreelancerId, pendingProjectId,
   * pendingCertificateId }`.
   */
  usersToEditExist: "marketplace users to edit, options and uploads of each kind exist",
} as const;

export type UserEditState = (typeof userEditStates)[keyof typeof userEditStates];
