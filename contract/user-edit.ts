// Editing marketplace users (spec §2 Edit forms, §5, §7 Users; issue 13; decision 052): PATCH of a
// client, an agency and a freelancer, a freelancer's portfolio, projects and certificates, and
// assigning an agency to a client. Files are named by the ids upload_file/ answered. The paths the
// spec leaves unnamed are DRF-style (decision 052).
import { z } from "./zod";
import { dbId, isoDate, LETTER_OR_NUMBER, noRepeats, requiredString, text } from "./common";
import { defineEndpoint } from "./endpoint";
import { agencySchema, certificateSchema, clientSchema, freelancerSchema, marketplaceUserPermissions, projectSchema, agencyRefSchema } from "./marketplace-user";
import { messages } from "./messages";
import type { UploadKind } from "./file";

export const PERSON_NAME_MAX = 25;
export const COMPANY_NAME_MAX = 150;
export const REGISTRATION_NUMBER_MAX = 50;
export const URL_MAX = 500;
export const COMPANY_SIZE_MAX = 1_000_000;
export const BRANCHES_MAX = 50;
export const LONG_TEXT_MAX = 5000;
export const EDUCATION_MAX = 500;
export const PROJECT_TITLE_MAX = 100;
export const CERTIFICATE_TITLE_MAX = 100;
export const PROJECT_IMAGES_MAX = 20;
export const LANGUAGES_MAX = 20;
export const CERTIFICATES_MAX = 50;
export const EXPERIENCE_MAX = 60;

/** Letters of any script, with spaces, apostrophes, dots and hyphens between them. */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
/** Digits with an optional leading +, 7 to 15 digits (E.164 length), as the sub-admin form. */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;
export const REGISTRATION_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;
export const WEB_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;

/** What the file of each field must have been uploaded as (upload_file/'s `file_type`). */
export const uploadKindOf = {
  profile_image: "image",
  identity: "file",
  document_file: "file",
  images: "image",
  certificate_file: "certificate",
} as const satisfies Record<string, UploadKind>;

// The spec gives "This field is required", "Please Enter Valid Number", "Invalid url (eg: {host})";
// the others name rules the spec leaves without a text.
export const userEditMessages = {
  personName: "Please enter a valid name (letters, spaces, . ' and - only)",
  phone: "Please enter a valid phone number",
  registrationNumber: "Registration number may contain only letters and numbers",
  url: "Invalid url (eg: https://example.com)",
  number: "Please Enter Valid Number",
  zero: "Zero is not allowed",
  size: `Please enter a company size from 1 to ${COMPANY_SIZE_MAX}`,
  experience: `Please enter the years of experience, 0 to ${EXPERIENCE_MAX}`,
  duration: "Please enter the duration in months, 1 to 99 (at most 2 digits)",
  oneHeadOffice: "Exactly one branch is the head office.",
  headOfficeRemoved: "The head office branch cannot be removed. Make another branch the head office first.",
  unknownBranch: "No branch of this company with this id.",
  unknownOption: "No such option.",
  inactiveOption: "This option is inactive; choose an active one.",
  subSkill: "This sub skill does not belong to the chosen skills.",
  cityCountry: "This city is not in the chosen country.",
  unknownUpload: "No uploaded file with this id.",
  wrongUploadKind: (expected: UploadKind, got: string) => `This file was uploaded as ${got}; upload it as ${expected} here.`,
  identityRequired: "Upload the identity file.",
  documentRequired: "Upload the ID proof file.",
  certificateFileOrLink: "Upload a certification image or give a certificate link.",
  emailReadOnly: "The email cannot be changed.",
  noCompany: "Send the company with the branches: this user has no company yet.",
  pendingRequest: (kind: string) => `This ${kind} has a pending request. Approve or reject it before editing the ${kind}.`,
  unknownProject: "No project of this freelancer with this id.",
  unknownCertificate: "No certificate of this freelancer with this id.",
  unknownImage: "No image of this project with this id.",
  projectImagesMax: `A project holds at most ${PROJECT_IMAGES_MAX} images.`,
  notAnAgency: "No active agency with this id.",
  alreadyAssigned: "This agency is already assigned to this client.",
  // Toasts (spec §2, §7, §8; their wording as the spec gives it).
  clientUpdated: "Client's profile updated successfully",
  agencyUpdated: "Agency's profile updated successfully",
  freelancerUpdated: "free lancer's profile updated successfully",
  portfolioUpdated: "Freelancer's profile update successfully",
  projectCreated: "Project created successfully",
  detailsUpdated: "Details updated successfully",
  projectDeleted: "Project deleted Successfully",
  certificateDeleted: "Certificate deleted Successfully",
  agencyAssigned: "Agency assigned successfully",
  tryAgain: "Please try again!",
  // A foreign key that failed at write time: something chosen was deleted after the checks.
  changedMeanwhile: "Something you chose was removed while saving, so nothing was changed. Please try again!",
} as const;

// ---------------------------------------------------------------- field rules (spec §5)

const personName = () => requiredString(PERSON_NAME_MAX).regex(PERSON_NAME_PATTERN, userEditMessages.personName);
const phone = () => requiredString(20).regex(PHONE_PATTERN, userEditMessages.phone);
const requiredId = () => dbId(messages.required);
const uploadId = () => dbId("A valid upload id is required.");
const idList = (min: number) => z.array(dbId("A valid id is required.")).max(100).min(min, messages.required);
const booleanField = () =>
  z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean({ error: "Must be a valid boolean." }));
const optionalTrimmed = (max: number) =>
  text()
    .trim()
    .max(max, messages.maxChars(max))
    .nullable()
    .optional()
    .transform((value) => value || "");
const webUrl = () => requiredString(URL_MAX).regex(WEB_URL_PATTERN, userEditMessages.url);
const optionalUrl = () =>
  text()
    .trim()
    .max(URL_MAX, messages.maxChars(URL_MAX))
    .nullable()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || WEB_URL_PATTERN.test(value), userEditMessages.url);
/** A whole number sent as a number or as text: "Please Enter Valid Number" otherwise. */
const wholeNumber = () =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value === "" || value === null ? undefined : value),
    z.number({ error: (issue) => (issue.input === undefined ? messages.required : userEditMessages.number) }).int(userEditMessages.number),
  );

/** The registered flag decides: ticked, the number is required and checked; unticked, it is cleared. */
function companyRules<T extends { is_registered_company: boolean; registration_number?: string | null }>(company: T, ctx: z.RefinementCtx) {
  if (!company.is_registered_company) return;
  const value = company.registration_number ?? "";
  if (value === "") ctx.addIssue({ code: "custom", path: ["registration_number"], message: messages.required });
  else if (!REGISTRATION_NUMBER_PATTERN.test(value)) ctx.addIssue({ code: "custom", path: ["registration_number"], message: userEditMessages.registrationNumber });
}

const companyFields = {
  name: requiredString(COMPANY_NAME_MAX).regex(LETTER_OR_NUMBER, messages.wordCharacter),
  is_registered_company: booleanField().default(false),
  registration_number: text().trim().max(REGISTRATION_NUMBER_MAX, messages.maxChars(REGISTRATION_NUMBER_MAX)).nullable().optional(),
  size: wholeNumber().pipe(z.number().refine((value) => value !== 0, userEditMessages.zero).pipe(z.number().min(1, userEditMessages.size).max(COMPANY_SIZE_MAX, userEditMessages.size))),
  /** An upload_file/ id (file_type "file"), sent only when newly uploaded; required while the company has none. */
  identity: uploadId().optional(),
};

export const clientCompanyInputSchema = z.object({ ...companyFields, company_url: optionalUrl() }).superRefine(companyRules);
export const agencyCompanyInputSchema = z
  .object({ ...companyFields, company_url: webUrl(), technologies: idList(1) })
  .superRefine(companyRules);

export const branchInputSchema = z.object({
  /** An existing branch to keep or change; absent for a new one. Branches left out are removed. */
  id: dbId("A valid branch id is required.").optional(),
  city: requiredId(),
  is_head_quarter: booleanField().default(false),
});
const branchesField = z
  .array(branchInputSchema)
  .max(BRANCHES_MAX)
  .superRefine((branches, ctx) => {
    // A branch named twice would be written twice, the later over the earlier: the head office counted here could vanish.
    noRepeats<{ id?: number }>((item) => item.id, messages.repeatedBranch, "id")(branches, ctx);
    if (branches.length > 0 && branches.filter((item) => item.is_head_quarter).length !== 1) ctx.addIssue({ code: "custom", message: userEditMessages.oneHeadOffice });
  });

const personFields = {
  first_name: personName().optional(),
  last_name: personName().optional(),
  contact_number: phone().optional(),
  city: requiredId().optional(),
  /** An upload_file/ id (file_type "image"), sent only when newly uploaded. */
  profile_image: uploadId().optional(),
};

/** PATCH user-client/{id}/: any part; `company` and `branches` are replaced whole when sent. */
export const clientUpdateSchema = z.object({
  ...personFields,
  is_active: booleanField().optional(),
  company: clientCompanyInputSchema.optional(),
  branches: branchesField.optional(),
});
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

/** PATCH user-agency/{id}/: as a client's, and the company's technologies are required. */
export const agencyUpdateSchema = z.object({
  ...personFields,
  is_active: booleanField().optional(),
  company: agencyCompanyInputSchema.optional(),
  branches: branchesField.optional(),
});
export type AgencyUpdate = z.input<typeof agencyUpdateSchema>;

/** PATCH user-freelancer/{id}/ (personal details): the email may be sent back but never changed. */
export const freelancerUpdateSchema = z.object({
  ...personFields,
  country: requiredId().optional(),
  email: text().trim().optional(),
  is_active: booleanField().optional(),
});
export type FreelancerUpdate = z.input<typeof freelancerUpdateSchema>;

export const languageInputSchema = z.object({
  /** ISO 639-1 code, the `key` of languages/. */
  communication_language: requiredString(10),
  proficiency: requiredId(),
});

/** POST user-freelancer/{id}/portfolio/ (professional details), replaced whole. */
export const portfolioInputSchema = z.object({
  profile_type: requiredId(),
  technologies: idList(1),
  skills: idList(1),
  sub_skills: idList(0).default([]),
  experience: wholeNumber().pipe(z.number().min(0, userEditMessages.experience).max(EXPERIENCE_MAX, userEditMessages.experience)),
  /** 1 Part Time, 2 Full Time. */
  availability: wholeNumber().pipe(z.union([z.literal(1), z.literal(2)], { error: "Choose 1 (Part Time) or 2 (Full Time)." })),
  education_details: requiredString(EDUCATION_MAX),
  /** An upload_file/ id (file_type "file"), sent only when newly uploaded; required while the portfolio has none. */
  document_file: uploadId().optional(),
  specialties: optionalTrimmed(LONG_TEXT_MAX),
  /** About. */
  description: requiredString(LONG_TEXT_MAX),
  communication_language: z
    .array(languageInputSchema)
    .max(LANGUAGES_MAX)
    .superRefine(noRepeats((item) => item.communication_language, messages.repeatedLanguage, "communication_language"))
    .default([]),
});
export type PortfolioInput = z.input<typeof portfolioInputSchema>;

const projectFields = {
  title: requiredString(PROJECT_TITLE_MAX).regex(LETTER_OR_NUMBER, messages.wordCharacter),
  /** Months, 1 to 99. */
  duration: wholeNumber().pipe(z.number().refine((value) => value !== 0, userEditMessages.zero).pipe(z.number().min(1, userEditMessages.duration).max(99, userEditMessages.duration))),
  is_on_going: booleanField().default(false),
  technologies: idList(1),
  skills: idList(0).default([]),
  description: optionalTrimmed(LONG_TEXT_MAX),
  link: optionalUrl(),
};

/** POST user-freelancer/{id}/project/: `images` are upload_file/ ids (file_type "image"). */
const projectImages = () => z.array(uploadId()).max(PROJECT_IMAGES_MAX).superRefine(noRepeats((id) => id, messages.repeatedImage)).default([]);
export const projectCreateSchema = z.object({ ...projectFields, images: projectImages() });
export type ProjectCreate = z.input<typeof projectCreateSchema>;

/** PATCH user-freelancer/{id}/project/{projectId}/: any part; `images` are added, `deleted_images` (the project's image ids) removed. */
export const projectUpdateSchema = z.object({
  title: projectFields.title.optional(),
  duration: projectFields.duration.optional(),
  is_on_going: booleanField().optional(),
  technologies: idList(1).optional(),
  skills: idList(0).optional(),
  description: text()
    .trim()
    .max(LONG_TEXT_MAX, messages.maxChars(LONG_TEXT_MAX))
    .nullable()
    .optional()
    .transform((value) => (value === null ? "" : value)),
  /** Absent keeps the link; null or "" removes it. */
  link: text()
    .trim()
    .max(URL_MAX, messages.maxChars(URL_MAX))
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => value == null || WEB_URL_PATTERN.test(value), userEditMessages.url),
  images: projectImages(),
  deleted_images: z.array(dbId("A valid id is required.")).max(100).default([]),
});
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const certificateInputSchema = z.object({
  /** An existing certificate to change; absent for a new one. */
  id: dbId("A valid certificate id is required.").optional(),
  title: requiredString(CERTIFICATE_TITLE_MAX).regex(LETTER_OR_NUMBER, messages.wordCharacter),
  certification_date: isoDate((issue) => (issue.input === undefined || issue.input === "" ? messages.required : "Enter a date as YYYY-MM-DD.")),
  /** An upload_file/ id (file_type "certificate"), sent only when newly uploaded. */
  certificate_file: uploadId().nullable().optional(),
  certification_link: optionalUrl(),
  description: optionalTrimmed(LONG_TEXT_MAX),
});

/** POST user-freelancer/{id}/certifications/: certificates with an id are changed, others added; none is removed. */
export const certificatesSaveSchema = z.object({
  certifications: z
    .array(certificateInputSchema)
    .min(1, messages.required)
    .max(CERTIFICATES_MAX)
    .superRefine(noRepeats((item) => item.id, messages.repeatedCertificate, "id")),
});
export type CertificatesSave = z.input<typeof certificatesSaveSchema>;

export const assignAgencySchema = z.object({ agency: requiredId() });
export type AssignAgency = z.input<typeof assignAgencySchema>;
export const assignedAgencyEntrySchema = z.object({ id: z.number().int(), agency: agencyRefSchema, created: z.iso.datetime({ offset: true }) });
export type AssignedAgencyEntry = z.infer<typeof assignedAgencyEntrySchema>;

// ---------------------------------------------------------------- endpoints

const WRITE = [200, 400, 401, 403, 404] as const;
const CREATE = [201, 400, 401, 403, 404] as const;
const REMOVE = [204, 400, 401, 403, 404] as const;
const { client, agency, freelancer } = marketplaceUserPermissions;

export const userEditEndpoints = {
  clientUpdate: defineEndpoint({
    method: "PATCH",
    path: "user-client/{id}/",
    auth: true,
    permission: client.change,
    statuses: WRITE,
    summary: "Change a client: personal details, status, company (replaced whole), branches (by id: kept, changed, added; left out: removed; one head office)",
    json: clientUpdateSchema,
    answer: clientSchema,
  }),
  clientAssignAgency: defineEndpoint({
    method: "POST",
    path: "user-client/{id}/assign-agency/",
    auth: true,
    permission: client.change,
    statuses: CREATE,
    summary: "Assign an active agency to a client (a new entry of its assigned-agency log; its pending agency requests are closed); the agency assigned now is refused",
    json: assignAgencySchema,
    answer: assignedAgencyEntrySchema,
  }),
  agencyUpdate: defineEndpoint({
    method: "PATCH",
    path: "user-agency/{id}/",
    auth: true,
    permission: agency.change,
    statuses: WRITE,
    summary: "Change an agency: as a client, and the company's technologies",
    json: agencyUpdateSchema,
    answer: agencySchema,
  }),
  freelancerUpdate: defineEndpoint({
    method: "PATCH",
    path: "user-freelancer/{id}/",
    auth: true,
    permission: freelancer.change,
    statuses: WRITE,
    summary: "Change a freelancer's personal details (the email is read-only)",
    json: freelancerUpdateSchema,
    answer: freelancerSchema,
  }),
  freelancerPortfolioSave: defineEndpoint({
    method: "POST",
    path: "user-freelancer/{id}/portfolio/",
    auth: true,
    permission: freelancer.change,
    statuses: CREATE,
    summary: "Write a freelancer's professional details whole (profile type, technologies, skills, sub skills of those skills, languages, ID proof)",
    json: portfolioInputSchema,
    answer: freelancerSchema,
  }),
  freelancerProjectCreate: defineEndpoint({
    method: "POST",
    path: "user-freelancer/{id}/project/",
    auth: true,
    permission: freelancer.change,
    statuses: CREATE,
    summary: "Add a project to a freelancer, with images by upload id",
    json: projectCreateSchema,
    answer: projectSchema,
  }),
  freelancerProjectUpdate: defineEndpoint({
    method: "PATCH",
    path: "user-freelancer/{id}/project/{projectId}/",
    auth: true,
    permission: freelancer.change,
    statuses: WRITE,
    summary: "Change a freelancer's project: any part; images added by upload id, removed by image id",
    json: projectUpdateSchema,
    answer: projectSchema,
  }),
  freelancerProjectDelete: defineEndpoint({
    method: "DELETE",
    path: "user-freelancer/{id}/project/{projectId}/",
    auth: true,
    permission: freelancer.change,
    statuses: REMOVE,
    summary: "Delete a freelancer's project with its images",
  }),
  freelancerCertificatesSave: defineEndpoint({
    method: "POST",
    path: "user-freelancer/{id}/certifications/",
    auth: true,
    permission: freelancer.change,
    statuses: CREATE,
    summary: "Save a freelancer's certificates: those with an id are changed, the others added (each needs an image or a link); answers them in the order sent",
    json: certificatesSaveSchema,
    answer: z.array(certificateSchema),
  }),
  freelancerCertificateDelete: defineEndpoint({
    method: "DELETE",
    path: "user-freelancer/{id}/certification/{certificateId}/",
    auth: true,
    permission: freelancer.change,
    statuses: REMOVE,
    summary: "Delete a freelancer's certificate",
  }),
};
