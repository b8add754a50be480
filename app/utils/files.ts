import { MAX_UPLOAD_BYTES, uploadKinds, type UploadKind } from "#contract/file";
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
