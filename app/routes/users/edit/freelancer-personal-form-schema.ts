// The Personal Details tab's schema, which only the action runs, and the PATCH body its value
// becomes (the browser ships no zod: decision 055).
import { z } from "#contract/zod";
import { requiredString } from "#contract/common";
import { messages } from "#contract/messages";
import { freelancerUpdateSchema, userEditMessages, type FreelancerUpdate } from "#contract/user-edit";
import { uploadProblem } from "~/utils/files";

/**
 * Digits only: the dial code is shown before the field, not typed into it. With any 1 to 3 digit
 * dial code, 6 to 12 digits make the 7 to 15 of the API's phone rule (PHONE_PATTERN).
 */
const NATIONAL_NUMBER = /^\d{6,12}$/;

const personName = freelancerUpdateSchema.shape.first_name.unwrap();

export const freelancerPersonalFormSchema = z.object({
  first_name: personName,
  last_name: personName,
  country: freelancerUpdateSchema.shape.country.unwrap(),
  city: freelancerUpdateSchema.shape.city.unwrap(),
  contact_number: requiredString(12).regex(NATIONAL_NUMBER, userEditMessages.phone),
  is_active: z.enum(["true", "false"], { error: messages.required }),
  // An empty file input parses as undefined: a new image is optional.
  profile_image: z
    .instanceof(File)
    .optional()
    .superRefine((file, ctx) => {
      const problem = file ? uploadProblem(file, "image") : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type FreelancerPersonalForm = z.output<typeof freelancerPersonalFormSchema>;
export type FreelancerPersonalFormInput = z.input<typeof freelancerPersonalFormSchema>;

/** The PATCH body: the whole number with the chosen country's dial code, the image only when new. */
export function toFreelancerUpdate(value: FreelancerPersonalForm, dialCode: string, uploadedImageId: number | undefined): FreelancerUpdate {
  const contactNumber = `${dialCode}${value.contact_number}`;
  return {
    first_name: value.first_name,
    last_name: value.last_name,
    country: value.country,
    city: value.city,
    contact_number: contactNumber,
    is_active: value.is_active === "true",
    ...(uploadedImageId !== undefined ? { profile_image: uploadedImageId } : {}),
  };
}
