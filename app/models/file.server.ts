import pLimit from "p-limit";
import { type StoredFile, type UploadKind } from "#contract/file";
import { callEndpoint } from "./api.server";
import { errorMessage, isApiError, UploadRefusedError } from "./errors";

export type UploadOptions = { fileType: UploadKind; checkDimension: boolean };

/** POST upload_file/ as multipart form data; the provider checks type, size and dimension. */
export function uploadFile(token: string, file: File, { fileType, checkDimension }: UploadOptions): Promise<StoredFile> {
  const form = new FormData();
  form.set("file_obj", file, file.name);
  form.set("file_type", fileType);
  form.set("check_dimension", checkDimension ? "true" : "false");
  return callEndpoint("uploadFile", { token, form });
}

/** One file of a form and the Conform name of its field (`images`, `certificates[2].file`). */
export type FieldFile = { field: string; file: File };

/** Uploads of one form at a time: a form of ten images waits less, the provider is not flooded. */
const UPLOADS_AT_ONCE = 3;

/**
 * Every file of a form through upload_file/, each checked by the provider; answers the stored
 * files in the order given. When the provider refuses any (400), throws UploadRefusedError with
 * each refusal on its file's field, after all were tried, so the form shows every problem at once.
 * Other errors (401, 429, 5xx) are thrown as they are. Files stored before a refusal are
 * swept as orphans (decision 014).
 */
export async function uploadFiles(token: string, files: readonly FieldFile[], options: UploadOptions): Promise<StoredFile[]> {
  const limit = pLimit(UPLOADS_AT_ONCE);
  const results = await Promise.allSettled(files.map(({ file }) => limit(() => uploadFile(token, file, options))));
  const fieldErrors: Record<string, string[]> = {};
  const stored: StoredFile[] = [];
  results.forEach((result, index) => {
    if (result.status === "fulfilled") {
      stored.push(result.value);
      return;
    }
    if (!isApiError(result.reason, 400)) return;
    const { field, file } = files[index]!;
    const message = errorMessage(result.reason.body);
    // Several files in one field: say which one each message is about, unless it names it already.
    const shared = files.filter((item) => item.field === field).length > 1;
    (fieldErrors[field] ??= []).push(shared && !message.includes(file.name) ? `${file.name}: ${message}` : message);
  });
  const other = results.find((result) => result.status === "rejected" && !isApiError(result.reason, 400));
  if (other?.status === "rejected") throw other.reason;
  if (Object.keys(fieldErrors).length > 0) throw new UploadRefusedError(fieldErrors);
  return stored;
}

/** The files of a form value as FieldFiles: one field (a multiple input) or a list of rows. */
export function fieldFiles(field: string, files: File | readonly File[] | undefined): FieldFile[] {
  if (!files) return [];
  return (Array.isArray(files) ? files : [files]).filter((file: File) => file.size > 0).map((file: File) => ({ field, file }));
}
