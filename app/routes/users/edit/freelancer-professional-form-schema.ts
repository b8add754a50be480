// The Professional Details tab's schema (the API's, with the ID proof as a file the action uploads
// first), which only the action runs, and the POST body its value becomes (the browser ships no
// zod: decision 055).
import { z } from "#contract/zod";
import { portfolioInputSchema, userEditMessages, type PortfolioInput } from "#contract/user-edit";
import { uploadProblem } from "~/utils/files";

const documentProblem = (file: File | undefined, ctx: z.RefinementCtx) => {
  const problem = file ? uploadProblem(file, "file") : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/** The ID proof is required while the portfolio has none; a new file replaces the stored one. */
export function professionalFormSchema(hasDocument: boolean) {
  // An empty file input parses as undefined.
  const documentFile = hasDocument
    ? z.instanceof(File).optional().superRefine(documentProblem)
    : z.instanceof(File, { error: userEditMessages.documentRequired }).superRefine(documentProblem);
  return portfolioInputSchema.omit({ document_file: true }).extend({ document_file: documentFile });
}
export type ProfessionalForm = z.output<ReturnType<typeof professionalFormSchema>>;
export type ProfessionalFormInput = z.input<ReturnType<typeof professionalFormSchema>>;

/** The POST body: the form's values, the ID proof's upload id only when a new file was chosen. */
export function toPortfolioInput(value: ProfessionalForm, uploadedDocumentId: number | undefined): PortfolioInput {
  const { document_file: _file, ...rest } = value;
  return { ...rest, ...(uploadedDocumentId !== undefined ? { document_file: uploadedDocumentId } : {}) };
}
