// The Add / Edit Project dialog's own schema (one form for both modes) and the bodies its value
// becomes. The rules are the wire schema's (contract/user-edit.ts); the form differs in that the
// images are files, which the action uploads first, and the ongoing flag is a checkbox.
import { z } from "#contract/zod";
import type { Project } from "#contract/marketplace-user";
import { PROJECT_IMAGES_MAX, projectCreateSchema, type ProjectCreate, type ProjectUpdate } from "#contract/user-edit";
import { uploadProblem } from "~/utils/files";

const wire = projectCreateSchema.shape;

export const projectFormSchema = z.object({
  title: wire.title,
  description: wire.description,
  technologies: wire.technologies,
  skills: wire.skills,
  link: wire.link,
  duration: wire.duration,
  // A checkbox: "on" when ticked, absent otherwise.
  is_on_going: z.boolean().default(false),
  // New images; an empty file input parses as no file.
  images: z
    .array(z.instanceof(File))
    .max(PROJECT_IMAGES_MAX, `Choose at most ${PROJECT_IMAGES_MAX} images at once.`)
    .default([])
    .superRefine((files, ctx) => {
      for (const file of files) {
        const problem = uploadProblem(file, "image");
        if (problem) ctx.addIssue({ code: "custom", message: files.length > 1 ? `${file.name}: ${problem}` : problem });
      }
    }),
  // Stored images the admin ticked for removal (edit mode).
  deleted_images: z.array(z.coerce.number().int().positive()).default([]),
});
export type ProjectFormValue = z.output<typeof projectFormSchema>;

/** The fields both writes share, from the form's value. */
function projectFields(value: ProjectFormValue) {
  return {
    title: value.title,
    duration: value.duration,
    is_on_going: value.is_on_going,
    technologies: value.technologies,
    skills: value.skills,
    description: value.description,
  };
}

/** POST user-freelancer/{id}/project/: the images are the ids upload_file/ answered. */
export function toProjectCreate(value: ProjectFormValue, imageIds: readonly number[]): ProjectCreate {
  return { ...projectFields(value), link: value.link, images: [...imageIds] };
}

/**
 * PATCH user-freelancer/{id}/project/{projectId}/: every field (an emptied link is removed), the
 * new images added, and only ticked images that are still the project's removed.
 */
export function toProjectUpdate(value: ProjectFormValue, current: Pick<Project, "images">, imageIds: readonly number[]): ProjectUpdate {
  const stored = new Set(current.images.map((image) => image.id));
  return {
    ...projectFields(value),
    link: value.link ?? null,
    images: [...imageIds],
    deleted_images: [...new Set(value.deleted_images)].filter((id) => stored.has(id)),
  };
}
