// The Certificates tab's form: repeating "Certificate N" blocks under `certifications`, the wire
// body's own name, so a nested 400 (`certifications[1].title`) lands on its block's field. A
// block's image is a file, which the action uploads first; `stored_file` is the image a saved
// certificate has already (shown beside the field, and enough for the image-or-link rule).
import { z } from "#contract/zod";
import { CERTIFICATES_MAX, certificateInputSchema, userEditMessages, type CertificatesSave } from "#contract/user-edit";
import { uploadProblem } from "~/utils/files";

const wire = certificateInputSchema.shape;

export const certificateBlockSchema = z
  .object({
    id: wire.id,
    title: wire.title,
    certification_date: wire.certification_date,
    certificate_file: z
      .instanceof(File)
      .optional()
      .superRefine((file, ctx) => {
        const problem = file ? uploadProblem(file, "certificate") : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    stored_file: z.string().optional(),
    certification_link: wire.certification_link,
    description: wire.description,
  })
  // Checked even when other fields of the block fail, so every message shows at once.
  .refine((block) => Boolean(block.certificate_file || block.stored_file || block.certification_link), {
    path: ["certificate_file"],
    message: userEditMessages.certificateFileOrLink,
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export const certificatesFormSchema = z.object({
  certifications: z.array(certificateBlockSchema).min(1, "Add a certificate first.").max(CERTIFICATES_MAX, `Save at most ${CERTIFICATES_MAX} certificates at once.`),
});
export type CertificatesFormValue = z.output<typeof certificatesFormSchema>;

/** The Conform name of a block's file field, as the uploads report their refusals. */
export const certificateFileField = (index: number) => `certifications[${index}].certificate_file`;

/**
 * POST user-freelancer/{id}/certifications/: every block in order, the new image's upload id
 * where one was chosen (`uploadedIds` by block index), nothing about the stored one (it stays).
 */
export function toCertificatesSave(value: CertificatesFormValue, uploadedIds: ReadonlyMap<number, number>): CertificatesSave {
  return {
    certifications: value.certifications.map((block, index) => {
      const upload = uploadedIds.get(index);
      return {
        ...(block.id === undefined ? {} : { id: block.id }),
        title: block.title,
        certification_date: block.certification_date,
        ...(upload === undefined ? {} : { certificate_file: upload }),
        certification_link: block.certification_link,
        description: block.description,
      };
    }),
  };
}
