// Uploads (checked by content) and the public media they are served from.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_UPLOAD_BYTES, uploadRequestFieldsSchema } from "#contract/file";
import { messages } from "#contract/messages";
import { checkUpload, findStoredFile, storeUpload } from "../data/file";
import { type ApiDeps, type AppEnv, ApiError, fieldError, notFound, parseWith, requireAuth } from "../http";

// Room for the multipart framing and the other fields around a file of exactly 2 MB.
const MAX_UPLOAD_BODY = MAX_UPLOAD_BYTES + 64 * 1024;
const INLINE_TYPES = ["image/png", "image/jpeg", "application/pdf"];

export function fileRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  app.post(
    "/upload_file/",
    auth,
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY,
      onError: () => {
        throw fieldError("file_obj", messages.fileSize);
      },
    }),
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
  );

  // Public: the names are 128 random bits. Only names the database knows are read from disk.
  app.get("/media/:name", async (c) => {
    const row = await findStoredFile(db, c.req.param("name"));
    if (!row) throw notFound();
    const content = await readFile(path.join(deps.uploadsDir, row.storedName)).catch(() => undefined);
    if (!content) throw notFound();
    const disposition = INLINE_TYPES.includes(row.contentType) ? "inline" : "attachment";
    return c.body(new Uint8Array(content), 200, {
      "Content-Type": row.contentType,
      "Content-Length": String(content.byteLength),
      "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  return app;
}
