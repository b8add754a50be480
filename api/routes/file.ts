// Uploads (checked by content) and the public media they are served from.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  MAX_UPLOAD_BYTES,
  MEDIA_CONTENT_SECURITY_POLICY,
  mediaContentDisposition,
  uploadRequestFieldsSchema,
} from "#contract/file";
import { messages } from "#contract/messages";
import { checkUpload, findStoredFile, storeUpload, takeUploadSlot } from "../data/file";
import { endpoint } from "../endpoint";
import { type ApiDeps, type AppEnv, ApiError, fieldError, notFound, parseWith } from "../http";

// Room for the multipart framing and the other fields around a file of exactly 2 MB.
const MAX_UPLOAD_BODY = MAX_UPLOAD_BYTES + 64 * 1024;

/** Before the body is read: a refused call costs one statement, not a parse and a decode. */
function uploadRateLimit(deps: ApiDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const wait = await takeUploadSlot(deps.db, c.get("auth").user.id, deps.now());
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new ApiError(429, { detail: messages.uploadThrottled(minutes) }, { "Retry-After": String(Math.ceil(wait / 1000)) });
    }
    await next();
  };
}

export function fileRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;

  // The form is read here, not with the definition's schema: the file is checked by its content.
  endpoint(
    app,
    deps,
    "uploadFile",
    async (c) => {
      const type = c.req.header("content-type")?.toLowerCase() ?? "";
      if (!type.startsWith("multipart/form-data")) throw fieldError("file_obj", messages.required);
      const form = await c.req.parseBody().catch(() => {
        throw new ApiError(400, { detail: "Multipart form parse error." });
      });
      const fields = parseWith(uploadRequestFieldsSchema, {
        file_type: typeof form.file_type === "string" && form.file_type !== "" ? form.file_type : undefined,
        check_dimension: typeof form.check_dimension === "string" && form.check_dimension !== "" ? form.check_dimension : undefined,
      });
      const file = form.file_obj;
      if (!(file instanceof File)) throw fieldError("file_obj", messages.required);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = await checkUpload({ bytes, fileName: file.name, kind: fields.file_type, checkDimension: fields.check_dimension === "true" });
      if (!check.ok) throw fieldError("file_obj", check.message);
      const stored = await storeUpload(db, deps.uploadsDir, {
        bytes,
        fileName: file.name,
        type: check.type,
        kind: fields.file_type,
        userId: c.get("auth").user.id,
        now: deps.now(),
      });
      return c.json(stored, 201);
    },
    {
      middleware: [
        uploadRateLimit(deps),
        bodyLimit({
          maxSize: MAX_UPLOAD_BODY,
          onError: () => {
            throw fieldError("file_obj", messages.fileSize);
          },
        }),
      ],
    },
  );

  // Public: the names are 128 random bits. Only names the database knows are read from disk.
  // The type is the detected one and the served name carries its extension; the policy keeps a
  // file opened as a page from running anything on the app's origin.
  endpoint(app, deps, "media", async (c, { params }) => {
    const row = await findStoredFile(db, params.name);
    if (!row) throw notFound();
    const content = await readFile(path.join(deps.uploadsDir, row.storedName)).catch(() => undefined);
    if (!content) throw notFound();
    return c.body(new Uint8Array(content), 200, {
      "Content-Type": row.contentType,
      "Content-Length": String(content.byteLength),
      "Content-Disposition": mediaContentDisposition(row.contentType, row.fileName),
      "Content-Security-Policy": MEDIA_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
