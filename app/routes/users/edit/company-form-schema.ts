// The client and agency edit forms' own schema (spec §2 Edit forms, §5), built from the wire rules
// in contract/user-edit.ts, and the PATCH body it becomes. The form differs from the wire where a
// person edits: the phone is typed without its dial code (the chosen country gives it), each
// branch has a country to search its city in, the head office is one radio across the rows, and
// files are File objects the action uploads first.
import { z } from "#contract/zod";
import { messages } from "#contract/messages";
import { dbId, requiredString } from "#contract/common";
import {
  agencyCompanyInputSchema,
  BRANCHES_MAX,
  PERSON_NAME_MAX,
  PERSON_NAME_PATTERN,
  REGISTRATION_NUMBER_PATTERN,
  userEditMessages,
  clientCompanyInputSchema,
  type AgencyUpdate,
  type ClientUpdate,
} from "#contract/user-edit";
import type { Agency, Client } from "#contract/marketplace-user";
import type { UploadKind } from "#contract/file";
import { uploadProblem } from "~/utils/files";
import { fullPhoneNumber, localPhoneNumber } from "./company-phone";

export type CompanyUserKind = "client" | "agency";

/** The number as typed after the dial code: digits, or a whole international number with its +. */
const LOCAL_PHONE_PATTERN = /^\+?\d{4,15}$/;

const personName = () => requiredString(PERSON_NAME_MAX).regex(PERSON_NAME_PATTERN, userEditMessages.personName);
const requiredId = () => dbId(messages.required);
const fileRules = (kind: UploadKind) => (file: File | undefined, ctx: z.RefinementCtx) => {
  const problem = file ? uploadProblem(file, kind) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};
/** A chosen file (an empty file input parses as undefined), checked by name and size; the API checks its content. */
const newFile = (kind: UploadKind) => z.instanceof(File).optional().superRefine(fileRules(kind));
const requiredFile = (kind: UploadKind, message: string) => z.instanceof(File, { error: message }).superRefine(fileRules(kind));

export const branchRowSchema = z.object({
  /** A saved branch; absent for a row added on the form. */
  id: dbId("A valid branch id is required.").optional(),
  /** Names the row for the head-office radio, whatever rows are added, removed or moved. */
  ref: z.string().regex(/^[a-z0-9-]{1,40}$/i),
  /** Only to search the city in (spec §5: branch country and city required); the API takes the city. */
  country: requiredId(),
  city: requiredId(),
});
export type BranchRow = z.output<typeof branchRowSchema>;

/** The user being edited, as far as the rules depend on it. */
export type CompanyFormContext = { hasIdentity: boolean };

export function companyFormSchema(kind: CompanyUserKind, context: CompanyFormContext) {
  const wire = (kind === "agency" ? agencyCompanyInputSchema : clientCompanyInputSchema).shape;
  const company = z
    .object({
      name: wire.name,
      is_registered_company: z.boolean().default(false),
      registration_number: z.string().trim().max(50, messages.maxChars(50)).optional(),
      company_url: wire.company_url,
      size: wire.size,
      // Spec §5: identity file required; the stored one stays unless a new one is chosen.
      identity: context.hasIdentity ? newFile("file") : requiredFile("file", userEditMessages.identityRequired),
      technologies: kind === "agency" ? z.array(requiredId(), { error: messages.required }).min(1, messages.required).max(100) : z.undefined().optional(),
    })
    .superRefine((value, ctx) => {
      // Unticked, the number is neither required nor checked (and is cleared on save).
      if (!value.is_registered_company) return;
      if (!value.registration_number) ctx.addIssue({ code: "custom", path: ["registration_number"], message: messages.required });
      else if (!REGISTRATION_NUMBER_PATTERN.test(value.registration_number))
        ctx.addIssue({ code: "custom", path: ["registration_number"], message: userEditMessages.registrationNumber });
    });
  return z
    .object({
      first_name: personName(),
      last_name: personName(),
      country: requiredId(),
      city: requiredId(),
      contact_number: requiredString(20).regex(LOCAL_PHONE_PATTERN, userEditMessages.phone),
      profile_image: newFile("image"),
      is_active: z.enum(["true", "false"], { error: messages.required }),
      company,
      branches: z.array(branchRowSchema).min(1, messages.required).max(BRANCHES_MAX),
      head_office: z.string().optional(),
    })
    .refine((value) => value.branches.filter((branch) => branch.ref === value.head_office).length === 1, {
      path: ["branches"],
      message: userEditMessages.oneHeadOffice,
      // Said with the other fields' problems, not after they are mended.
      when: ({ value }) => headOfficeCheckable(value),
    });
}

/** The rows and the radio are readable even when other fields are not. */
function headOfficeCheckable(value: unknown): value is { branches: { ref?: unknown }[]; head_office?: unknown } {
  return typeof value === "object" && value !== null && Array.isArray((value as { branches?: unknown }).branches);
}
export type CompanyFormValue = z.output<ReturnType<typeof companyFormSchema>>;

/** Uploads the action made of the form's new files (upload_file/ ids). */
export type NewUploads = { profileImage?: number; identity?: number };

/**
 * PATCH user-client/{id}/ or user-agency/{id}/: every section whole; files only when newly
 * uploaded; an unticked registered company clears the number; the head office from the radio.
 */
export function toCompanyUserUpdate(value: CompanyFormValue, dialCode: string | undefined, uploads: NewUploads): ClientUpdate | AgencyUpdate {
  const { company } = value;
  return {
    first_name: value.first_name,
    last_name: value.last_name,
    contact_number: fullPhoneNumber(value.contact_number, dialCode),
    city: value.city,
    is_active: value.is_active === "true",
    ...(uploads.profileImage ? { profile_image: uploads.profileImage } : {}),
    company: {
      name: company.name,
      is_registered_company: company.is_registered_company,
      registration_number: company.is_registered_company ? (company.registration_number ?? "") : null,
      // "" is no website for a client (optional) and "required" for an agency.
      company_url: company.company_url ?? "",
      size: company.size,
      ...(company.technologies ? { technologies: company.technologies } : {}),
      ...(uploads.identity ? { identity: uploads.identity } : {}),
    },
    branches: value.branches.map((branch) => ({
      ...(branch.id ? { id: branch.id } : {}),
      city: branch.city,
      is_head_quarter: branch.ref === value.head_office,
    })),
  };
}

/** A saved branch, with the country its city lies in (the API's branch names only the city). */
export type BranchWithCountry = { id: number; city: { id: number; display_name: string }; is_head_quarter: boolean; country: { id: number; name: string } | null };

/** The head-office radio's value of a saved branch. */
export const savedBranchRef = (id: number) => `branch-${id}`;

/** The form's values from the saved user (Conform's defaultValue: text as the browser posts it). */
export function companyFormDefaults(user: Client | Agency, branches: readonly BranchWithCountry[], dialCode: string | undefined) {
  const company = user.company;
  const head = branches.find((branch) => branch.is_head_quarter);
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    country: user.country ? String(user.country.id) : "",
    city: user.city ? String(user.city.id) : "",
    contact_number: localPhoneNumber(user.contact_number, dialCode),
    is_active: String(user.is_active),
    company: {
      name: company?.name ?? "",
      is_registered_company: company?.is_registered_company ? "on" : "",
      registration_number: company?.registration_number ?? "",
      company_url: company?.company_url ?? "",
      size: company?.size == null ? "" : String(company.size),
      technologies: company && "technologies" in company ? company.technologies.map((item) => String(item.id)) : [],
    },
    branches: branches.map((branch) => ({
      id: String(branch.id),
      ref: savedBranchRef(branch.id),
      country: branch.country ? String(branch.country.id) : "",
      city: String(branch.city.id),
    })),
    head_office: head ? savedBranchRef(head.id) : "",
  };
}
export type CompanyFormDefaults = ReturnType<typeof companyFormDefaults>;
