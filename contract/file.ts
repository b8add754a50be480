import { z } from "./zod";
import { defineEndpoint } from "./endpoint";

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/**
 * The most one form submission to the app may carry: ten files of the upload limit, plus 1 MiB
 * for the other fields and the multipart headers of each part.
 */
export const MAX_FORM_BYTES = 10 * MAX_UPLOAD_BYTES + 1024 * 1024;
export const REQUIRED_DIMENSION = { width: 250, height: 250 } as const;

/** Accepted kinds and the extensions the messages name (spec §5 Uploads). */
export const uploadKinds = {
  image: [".png", ".jpg", ".jpeg"],
  file: [".docx", ".doc", ".pdf", ".png", ".jpg", ".jpeg"],
  certificate: [".pdf", ".png", ".jpg", ".jpeg"],
} as const;
export type UploadKind = keyof typeof uploadKinds;

/**
 * At most this many upload_file/ calls per user in a window that starts with the first of them
 * (refused ones count too); past it, 429 with Retry-After. Ten forms of ten images fit in one window.
 */
export const UPLOAD_RATE_LIMIT = { uploads: 60, windowMs: 10 * 60_000 } as const;

/**
 * How media/{name} is served, by the embedded provider and by the server's pass-through to
 * API_URL alike. A stored file runs nothing on the app's origin: no script, no plugin, no
 * request, even when opened as a page.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

/** The stored types and the extensions a served name may carry; the first is the one given. */
export const mediaTypeExtensions: Readonly<Record<string, readonly string[]>> = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "application/pdf": [".pdf"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
  "application/msword": [".doc"],
};

/** Images are shown in pages; PDFs and Word documents are downloaded, never opened on our origin. */
const INLINE_MEDIA_TYPES = new Set(["image/png", "image/jpeg"]);

/** The uploaded name with an extension of the stored type: `evil.html` stored as a PNG is `evil.png`. */
export function servedFileName(fileName: string, contentType: string): string {
  const extensions = mediaTypeExtensions[contentType];
  if (!extensions?.[0]) return fileName;
  const dot = fileName.lastIndexOf(".");
  const current = dot > 0 ? fileName.slice(dot).toLowerCase() : "";
  if (extensions.includes(current)) return fileName;
  return `${dot > 0 ? fileName.slice(0, dot) : fileName || "file"}${extensions[0]}`;
}

export function mediaContentDisposition(contentType: string, fileName: string): string {
  const disposition = INLINE_MEDIA_TYPES.has(contentType) ? "inline" : "attachment";
  // RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which the grammar does not allow.
  const encoded = encodeURIComponent(servedFileName(fileName, contentType)).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename*=UTF-8''${encoded}`;
}

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

export const fileEndpoints = {
  uploadFile: defineEndpoint({
    method: "POST",
    path: "upload_file/",
    auth: true,
    statuses: [201, 400, 401, 429],
    summary: "Upload a file, checked by content (2 MB; 250 x 250 when asked); rate-limited per user",
    // Documents the form; the provider reads the file itself, checking it by content.
    multipart: uploadRequestFieldsSchema.extend({ file_obj: z.string().meta({ format: "binary" }) }),
    answer: storedFileSchema,
  }),
  media: defineEndpoint({
    method: "GET",
    path: "media/{name}",
    auth: false,
    statuses: [200, 404],
    summary: "A stored upload (public; names are 128 random bits): sandboxed, images inline, documents as attachments",
    binaryAnswer: true,
  }),
};
