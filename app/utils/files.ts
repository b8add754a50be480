import { MAX_UPLOAD_BYTES, REQUIRED_DIMENSION, uploadKinds, type UploadKind } from "#contract/file";
import { messages } from "#contract/messages";

/** Accept attribute of a file input for an upload kind, e.g. ".png,.jpg,.jpeg". */
export function acceptFor(kind: UploadKind): string {
  return uploadKinds[kind].join(",");
}

/**
 * The spec's message (§5 Uploads) when a chosen file cannot be uploaded, judged by its name and
 * size; null when it may go. The API checks again by content, so this only saves a round trip.
 */
export function uploadProblem(file: { name: string; size: number }, kind: UploadKind): string | null {
  const name = file.name.toLowerCase();
  if (!uploadKinds[kind].some((extension) => name.endsWith(extension))) return messages.fileType(file.name, uploadKinds[kind]);
  if (file.size > MAX_UPLOAD_BYTES) return messages.fileSize;
  return null;
}

/** A file's name says it is an image the browser can preview. */
export function isPreviewableImage(name: string): boolean {
  return /\.(png|jpe?g)$/i.test(name);
}

/** The field hint (spec §2 Shell): the accepted types and the size limit, and the dimension when checked. */
export function uploadHint(kind: UploadKind, checkDimension = false): string {
  const types = uploadKinds[kind].map((extension) => `*${extension}`).join(", ");
  const dimension = checkDimension ? `, ${REQUIRED_DIMENSION.width} x ${REQUIRED_DIMENSION.height} pixels` : "";
  return `Allowed ${types}, 2MB or less${dimension}`;
}

export type ImageDimension = { width: number; height: number };

export type FileCheckOptions = {
  kind: UploadKind;
  /** Ask for 250 x 250 (spec §5, "when checked"); images only. */
  checkDimension?: boolean;
  /** How an image's size is read: the browser decodes it (tests pass their own). */
  readDimension?: (file: File) => Promise<ImageDimension>;
};

/** Decodes the image in the browser; a file that does not decode has no dimension. */
export async function readImageDimension(file: File): Promise<ImageDimension> {
  const bitmap = await createImageBitmap(file);
  const dimension = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return dimension;
}

/**
 * Every chosen file's problem, in the spec's words, the type and size first (by name and size),
 * then the dimension when asked. An empty list: all may go. The API checks all again by content.
 */
export async function fileProblems(files: readonly File[], { kind, checkDimension = false, readDimension = readImageDimension }: FileCheckOptions): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    const problem = uploadProblem(file, kind);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (!checkDimension || !isPreviewableImage(file.name)) continue;
    const dimension = await readDimension(file).catch(() => null);
    if (!dimension || dimension.width !== REQUIRED_DIMENSION.width || dimension.height !== REQUIRED_DIMENSION.height) problems.push(messages.fileDimension);
  }
  return problems;
}
