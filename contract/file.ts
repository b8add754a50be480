import { z } from "./zod";

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const REQUIRED_DIMENSION = { width: 250, height: 250 } as const;

/** Accepted kinds and the extensions the messages name (spec §5 Uploads). */
export const uploadKinds = {
  image: [".png", ".jpg", ".jpeg"],
  file: [".docx", ".doc", ".pdf", ".png", ".jpg", ".jpeg"],
  certificate: [".pdf", ".png", ".jpg", ".jpeg"],
} as const;
export type UploadKind = keyof typeof uploadKinds;

// POST upload_file/ as multipart form data: file_obj, file_type (default "file"), check_dimension ("true" to ask for 250 x 250).
export const uploadRequestFieldsSchema = z.object({
  file_type: z.enum(["image", "file", "certificate"]).default("file"),
  check_dimension: z.enum(["true", "false"]).default("false"),
});

export const storedFileSchema = z.object({
  id: z.number().int(),
  /** Root-relative or absolute URL the browser can load. */
  file: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
