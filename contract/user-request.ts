// Request review (request-review spec §2-§7, decision 043): the request lists, a request's
// detail with its decision history, the rejection log, the decision (PATCH) that never happens
// twice, and the marketplace's own POST that feeds the queue. Paths the spec leaves unnamed are
// DRF-style: the developer requests are `user-request/?user_type=6` with `agency` and `new_registered`.
import { z } from "./zod";
import { REJECTION_MESSAGE_MAX, REQUEST_STATUS, USER_REQUEST_PERMISSIONS, USER_TYPES } from "./constants";
import { dbId, detailSchema, fieldErrorsSchema, flagQueryField, isoDate, listQuerySchema, MAX_DB_ID, noRepeats, orderingSchema, pagedSchema, text } from "./common";
import { defineEndpoint } from "./endpoint";
import { messages } from "./messages";
import { titledOptionSchema } from "./option-list";
import { isSafeLink } from "./shared-values";

// Defined without zod for the browser (contract/constants.ts): a request's page imports them.
export { REQUEST_STATUS };
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
export const userRequestPermissions = USER_REQUEST_PERMISSIONS;

export { REJECTION_MESSAGE_MAX };

export const REQUEST_ORDERING = ["id", "first_name", "last_name", "email", "company_name", "created", "modified"] as const;
export const REJECTION_ORDERING = ["id", "first_name", "last_name", "modified"] as const;

/** The keys spec §3 lists: a request marks these as changed. */
export const REQUESTED_CHANGE_KEYS = [
  "profile_image",
  "name",
  "contact_number",
  "company_url",
  "identity",
  "branches",
  "head_branch_location",
  "size",
  "total_branches",
  "registration_number",
  "technologies",
  "portfolio",
  "projects",
  "certifications",
  "skills",
  "sub_skills",
  "description",
  "specialties",
  "communication_language",
  "experience",
  "project_count",
  "availability",
  "education_details",
  "profile_type",
  "salary_type",
  "amount",
  "document_file",
] as const;

export const userRequestMessages = {
  /** 409: someone decided first. */
  alreadyDecided: (decision: "approved" | "rejected", adminName: string, at: string) =>
    `This request was already ${decision} by ${adminName || "another admin"} at ${at}.`,
  /** 409: the request changed after the admin opened it. */
  changed: (version: number) => `This request has changed since you opened it (it is now version ${version}). Reload it and decide again.`,
  agencyOnlyForClients: "An agency can be assigned only with a client's request.",
  agencyOnlyWhenApproving: "An agency can be assigned only when approving.",
  notAnAgency: "No active agency with this id.",
  optionGone: "This request names an option or agency that no longer exists. Reject it, or ask the user for a new request.",
  unknownUser: "No marketplace user of this type with this id.",
  pendingRegistration: "This user's registration is still pending.",
  agencyRequired: "An agency developer needs the agency's id.",
  uidTaken: "A user with this uid already exists.",
  emailTaken: "A user with this email already exists.",
  unknownOption: "No such option.",
  subSkill: "This sub skill does not belong to the chosen skills.",
  /** An inactive technology, skill or profile type, unless an update keeps one the user already has (decision 050). */
  inactiveOption: "This option is no longer offered.",
  oneHeadQuarter: "Exactly one branch is the head office.",
  serviceRefused: "The marketplace service token is missing or invalid.",
  serviceDisabled: "Submitting requests is turned off on this server (no MARKETPLACE_TOKEN).",
} as const;

// ---------------------------------------------------------------- the requested profile

const dateTime = z.iso.datetime({ offset: true });
const option = titledOptionSchema;
const cityRef = z.object({ id: z.number().int(), display_name: z.string() });

/** `updated_data_with_request_change` (spec §3): the profile as the marketplace user asked for it. */
export const requestedProfileSchema = z.object({
  profile_image: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  uid: z.string(),
  contact_number: z.string().nullable(),
  city: cityRef.nullable(),
  company: z
    .object({
      name: z.string(),
      is_registered_company: z.boolean(),
      registration_number: z.string().nullable(),
      company_url: z.string().nullable(),
      size: z.number().int().nullable(),
      identity: z.string().nullable(),
      file_name: z.string().nullable(),
      technologies: z.array(option),
    })
    .optional(),
  branches: z.array(z.object({ id: z.number().int().nullable(), city: cityRef, is_head_quarter: z.boolean() })).optional(),
  portfolio: z
    .object({
      profile_type: option.nullable(),
      technologies: z.array(option),
      skills: z.array(option),
      sub_skills: z.array(option),
      experience: z.number().nullable(),
      availability: z.number().int().nullable(),
      education_details: z.string(),
      amount: z.string().nullable(),
      salary_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      description: z.string(),
      specialties: z.string(),
      document_file: z.string().nullable(),
      file_name: z.string().nullable(),
      projects_count: z.number().int(),
      communication_language: z.array(
        z.object({ id: z.number().int().nullable(), communication_language: z.object({ key: z.string(), value: z.string() }), proficiency: option }),
      ),
    })
    .optional(),
  projects: z
    .array(
      z.object({
        id: z.number().int().nullable(),
        title: z.string(),
        description: z.string(),
        technologies: z.array(option),
        skills: z.array(option),
        images: z.array(z.object({ id: z.number().int().nullable(), url: z.string() })),
        link: z.string().nullable(),
        duration: z.number().int(),
        is_on_going: z.boolean(),
      }),
    )
    .optional(),
  certifications: z
    .array(
      z.object({
        id: z.number().int().nullable(),
        title: z.string(),
        certification_date: z.string(),
        certificate_file: z.string().nullable(),
        certification_link: z.string().nullable(),
        description: z.string(),
      }),
    )
    .optional(),
});
export type RequestedProfileAnswer = z.infer<typeof requestedProfileSchema>;

// ---------------------------------------------------------------- lists

const userTypeField = z.coerce
  .number({ error: "Choose a user type: 3, 4, 5 or 6." })
  .int()
  .refine((value) => [USER_TYPES.client, USER_TYPES.agency, USER_TYPES.freelancer, USER_TYPES.agencyDeveloper].includes(value as 3), "Choose a user type: 3, 4, 5 or 6.");

/** `status=1` or a list (`status=1,3`: the updated list holds pending and rejected). */
const statusListField = z
  .string()
  .regex(/^[123](,[123])*$/, "Statuses are 1, 2 or 3, separated by commas.")
  .optional()
  .transform((value) => (value === undefined ? undefined : [...new Set(value.split(",").map(Number))] as RequestStatus[]));

export const userRequestListQuerySchema = listQuerySchema.extend({
  user_type: userTypeField,
  /** New registrations (true) or updates (false); the developer list's New / Update filter. */
  new_registered: flagQueryField,
  status: statusListField,
  /** Developer requests of one agency (user_type 6). */
  agency: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
  ordering: orderingSchema(REQUEST_ORDERING),
});

export const userRequestListItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  country: z.string().nullable(),
  user_type: z.number().int(),
  status: z.number().int(),
  is_new_registered: z.boolean(),
  version: z.number().int(),
  created: dateTime,
  modified: dateTime,
  /** Developer requests: the agency (spec §3 "Developer request row"); null for others. */
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  parent_email: z.string().nullable(),
  experience: z.number().nullable(),
  projects: z.number().int().nullable(),
  certifications: z.number().int().nullable(),
});
export type UserRequestListItem = z.infer<typeof userRequestListItemSchema>;

export const rejectionListQuerySchema = listQuerySchema.extend({ user_type: userTypeField, ordering: orderingSchema(REJECTION_ORDERING) });

/** A row of the rejection log (spec §3 "Rejection-log row"). */
export const rejectionListItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The agency's name for a developer; null for others. */
  parent: z.string().nullable(),
  /** The deciding admin's name; null when unknown. */
  request_handled_by: z.string().nullable(),
  modified: dateTime,
  rejection_message: z.string(),
});
export type RejectionListItem = z.infer<typeof rejectionListItemSchema>;

// ---------------------------------------------------------------- detail

export const decisionLogEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** 2 approved, 3 rejected. */
  decision: z.number().int(),
  reason: z.string().nullable(),
  version: z.number().int(),
  created: dateTime,
});
export type DecisionLogEntry = z.infer<typeof decisionLogEntrySchema>;

/** `user-request/{id}/` and `user-request-rejection/{id}/` (spec §3 "Request (detail)"). */
export const userRequestSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), uid: z.string(), first_name: z.string(), last_name: z.string(), email: z.string(), is_active: z.boolean() }),
  user_type: z.number().int(),
  /** A developer's agency (spec §3 "Developer request detail"); null for others. */
  agency: z.object({ id: z.number().int(), uid: z.string(), name: z.string() }).nullable(),
  is_new_registered: z.boolean(),
  status: z.number().int(),
  requested_changes_keys: z.array(z.string()),
  updated_data_with_request_change: requestedProfileSchema,
  /** The deciding admin's name; null while pending. */
  request_handled_by: z.string().nullable(),
  rejection_message: z.string().nullable(),
  /** Raised by every change of a pending request; a decision sends the version its admin saw. */
  version: z.number().int(),
  created: dateTime,
  modified: dateTime,
  decided_at: dateTime.nullable(),
  /** Every decision taken on it, oldest first; never changed. */
  history: z.array(decisionLogEntrySchema),
});
export type UserRequest = z.infer<typeof userRequestSchema>;

// ---------------------------------------------------------------- decide

export const decisionBodySchema = z
  .object({
    status: z.coerce
      .number({ error: "Choose 2 (approve) or 3 (reject)." })
      .refine((value) => value === REQUEST_STATUS.approved || value === REQUEST_STATUS.rejected, "Choose 2 (approve) or 3 (reject).")
      .transform((value) => value as 2 | 3),
    rejection_message: text()
      .trim()
      .max(REJECTION_MESSAGE_MAX, messages.maxChars(REJECTION_MESSAGE_MAX))
      .optional()
      .nullable()
      .transform((value) => value || undefined),
    /** A client request may assign an agency when approved. */
    agency: z.preprocess((value) => (value === "" || value === null ? undefined : value), dbId("A valid agency id is required.").optional()),
    /** The version the admin saw: a request changed since answers 409. */
    version: dbId(messages.required),
  })
  .superRefine((body, ctx) => {
    if (body.status === REQUEST_STATUS.rejected && !body.rejection_message) ctx.addIssue({ code: "custom", path: ["rejection_message"], message: messages.required });
    if (body.status === REQUEST_STATUS.approved && body.rejection_message) ctx.addIssue({ code: "custom", path: ["rejection_message"], message: "Only a rejection carries a message." });
  });
export type DecisionBody = z.input<typeof decisionBodySchema>;

// ---------------------------------------------------------------- the marketplace's submission

const idField = dbId("A valid id is required.");
const ids = z.array(idField).max(100).default([]);
const short = (max: number) => text().trim().max(max, messages.maxChars(max));
const required = (max: number) => short(max).min(1, messages.required);
const optionalShort = (max: number) =>
  short(max)
    .nullable()
    .optional()
    .transform((value) => value || null);

const linkMessage = "Enter a link that starts with http://, https:// or /.";
const optionalLink = (max: number) => optionalShort(max).refine((value) => value === null || isSafeLink(value), linkMessage);
const requiredLink = (max: number) => required(max).refine((value) => isSafeLink(value), linkMessage);

export const submissionBodySchema = z
  .object({
    user_type: userTypeField,
    is_new_registered: z.boolean({ error: "true for a registration, false for an update." }),
    /** An update's user (their id here). */
    user: idField.optional(),
    /** A developer registration's agency. */
    agency: idField.optional(),
    uid: required(20),
    first_name: required(150),
    last_name: required(150),
    email: z.email(messages.email).max(254),
    contact_number: optionalShort(20),
    city: idField.nullable().optional(),
    profile_image: optionalLink(500),
    requested_changes_keys: z.array(z.enum(REQUESTED_CHANGE_KEYS)).max(REQUESTED_CHANGE_KEYS.length).default([]),
    company: z
      .object({
        name: required(150),
        is_registered_company: z.boolean().default(false),
        registration_number: optionalShort(50),
        company_url: optionalLink(500),
        size: z.number().int().min(0).max(10_000_000).nullable().optional().default(null),
        identity: optionalLink(500),
        file_name: optionalShort(255),
        technologies: ids,
      })
      .optional(),
    branches: z.array(z.object({ city: idField, is_head_quarter: z.boolean().default(false) })).max(50).optional(),
    portfolio: z
      .object({
        profile_type: idField.nullable().optional().default(null),
        technologies: ids,
        skills: ids,
        sub_skills: ids,
        experience: z.number().int().min(0).max(99).nullable().optional().default(null),
        availability: z.number().int().min(1).max(2).nullable().optional().default(null),
        education_details: short(500).default(""),
        amount: z
          .string()
          .regex(/^\d{1,8}(\.\d{1,2})?$/, "Enter an amount such as 25 or 25.50.")
          .nullable()
          .optional()
          .default(null),
        salary_type: idField.nullable().optional().default(null),
        description: short(5000).default(""),
        specialties: short(5000).default(""),
        document_file: optionalLink(500),
        file_name: optionalShort(255),
        communication_language: z
          .array(z.object({ communication_language: required(10), proficiency: idField }))
          .max(20)
          .superRefine(noRepeats((item) => item.communication_language, messages.repeatedLanguage, "communication_language"))
          .default([]),
      })
      .optional(),
    projects: z
      .array(
        z.object({
          /** An existing project being changed; absent for a new one. */
          id: idField.optional(),
          title: required(100),
          description: short(5000).default(""),
          technologies: ids,
          skills: ids,
          images: z
            .array(requiredLink(500))
            .max(20)
            .superRefine(noRepeats((link) => link, messages.repeatedImage))
            .default([]),
          link: optionalLink(500),
          duration: z.number().int().min(0).max(99),
          is_on_going: z.boolean().default(false),
        }),
      )
      .max(100)
      .superRefine(noRepeats((item) => item.id, messages.repeatedProject, "id"))
      .optional(),
    certifications: z
      .array(
        z
          .object({
            id: idField.optional(),
            title: required(100),
            certification_date: isoDate("Enter a date as YYYY-MM-DD."),
            certificate_file: optionalLink(500),
            certification_link: optionalLink(500),
            description: short(5000).default(""),
          })
          .refine((item) => item.certificate_file || item.certification_link, { message: "A certificate needs a file or a link.", path: ["certificate_file"] }),
      )
      .max(100)
      .superRefine(noRepeats((item) => item.id, messages.repeatedCertificate, "id"))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.is_new_registered && body.user === undefined) ctx.addIssue({ code: "custom", path: ["user"], message: messages.required });
    if (body.is_new_registered && body.user_type === USER_TYPES.agencyDeveloper && body.agency === undefined) {
      ctx.addIssue({ code: "custom", path: ["agency"], message: userRequestMessages.agencyRequired });
    }
    if (body.branches && body.branches.length > 0 && body.branches.filter((item) => item.is_head_quarter).length !== 1) {
      ctx.addIssue({ code: "custom", path: ["branches"], message: userRequestMessages.oneHeadQuarter });
    }
  });
export type SubmissionBody = z.input<typeof submissionBodySchema>;
export type Submission = z.output<typeof submissionBodySchema>;

export const submissionAnswerSchema = z.object({ id: z.number().int(), user: z.number().int(), version: z.number().int(), status: z.number().int() });

// ---------------------------------------------------------------- endpoints

const { view, approve, reject } = userRequestPermissions;

export const userRequestEndpoints = {
  userRequestList: defineEndpoint({
    method: "GET",
    path: "user-request/",
    auth: true,
    permission: view,
    statuses: [200, 400, 401, 403, 404],
    summary:
      "Requests of one user type (required), paged, searched (names, email, uid, company name) and sorted; newest change first. " +
      "new_registered=true|false, status=1 or 1,3, agency=<id> (developers)",
    query: userRequestListQuerySchema,
    answer: pagedSchema(userRequestListItemSchema),
  }),
  userRequestGet: defineEndpoint({
    method: "GET",
    path: "user-request/{id}/",
    auth: true,
    permission: view,
    statuses: [200, 401, 403, 404],
    summary: "One request: the requested profile, its changed keys, its version and its decision history",
    answer: userRequestSchema,
  }),
  userRequestDecide: defineEndpoint({
    method: "PATCH",
    path: "user-request/{id}/",
    auth: true,
    permission: [approve, reject],
    statuses: [200, 400, 401, 403, 404, 409],
    summary:
      "Approve (status 2, needs user.approve_userrequest) or reject (status 3 with rejection_message, needs user.reject_userrequest) a pending request, " +
      "on the version the admin saw; 409 with a detail when it was decided already or has changed",
    json: decisionBodySchema,
    answer: userRequestSchema,
  }),
  userRequestSubmit: defineEndpoint({
    method: "POST",
    path: "user-request/",
    auth: false,
    service: "marketplace",
    statuses: [201, 400, 401, 403],
    summary:
      "The marketplace submits a registration or an update (Authorization: Token <MARKETPLACE_TOKEN>); a pending request of the user is replaced and its version raised. " +
      "403 when the server has no MARKETPLACE_TOKEN",
    json: submissionBodySchema,
    answer: submissionAnswerSchema,
  }),
  rejectionList: defineEndpoint({
    method: "GET",
    path: "user-request-rejection/",
    auth: true,
    permission: view,
    statuses: [200, 400, 401, 403, 404],
    summary: "Rejected requests of one user type (required), paged, searched (names, email, uid) and sorted; newest first",
    query: rejectionListQuerySchema,
    answer: pagedSchema(rejectionListItemSchema),
  }),
  rejectionGet: defineEndpoint({
    method: "GET",
    path: "user-request-rejection/{id}/",
    auth: true,
    permission: view,
    statuses: [200, 401, 403, 404],
    summary: "One rejected request (404 for a request that is not rejected)",
    answer: userRequestSchema,
  }),
};

export { detailSchema, fieldErrorsSchema };
