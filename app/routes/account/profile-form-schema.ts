// The profile form's own schema: the names as the wire body has them (contract/user.ts), and the
// image as a file, which the action uploads first; the body then names the stored file.
import { z } from "#contract/zod";
import { PROFILE_NAME_MAX, requiredString, type ProfileUpdateRequest } from "#contract/user";
import { uploadProblem } from "~/utils/files";

export const profileFormSchema = z.object({
  first_name: requiredString(PROFILE_NAME_MAX),
  last_name: requiredString(PROFILE_NAME_MAX),
  // An empty file input parses as undefined: the image is optional.
  profile_image: z
    .instanceof(File)
    .optional()
    .superRefine((file, ctx) => {
      const problem = file ? uploadProblem(file, "image") : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

/** PATCH users/{id}/: the names, and the uploaded image's stored path when one was chosen. */
export function toProfileUpdate(value: z.output<typeof profileFormSchema>, storedImage: string | undefined): ProfileUpdateRequest {
  return { first_name: value.first_name, last_name: value.last_name, ...(storedImage ? { profile_image: storedImage } : {}) };
}
