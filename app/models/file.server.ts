import { storedFileSchema, type StoredFile, type UploadKind } from "#contract/file";
import { callApi } from "./api.server";

export type UploadOptions = { fileType: UploadKind; checkDimension: boolean };

/** POST upload_file/ as multipart form data; the provider checks type, size and dimension. */
export function uploadFile(token: string, file: File, { fileType, checkDimension }: UploadOptions): Promise<StoredFile> {
  const form = new FormData();
  form.set("file_obj", file, file.name);
  form.set("file_type", fileType);
  form.set("check_dimension", checkDimension ? "true" : "false");
  return callApi("uploadFile", storedFileSchema, { token, form });
}
