// Uploaded files: type checked by content (magic bytes), never by name; stored under a random name.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { MAX_UPLOAD_BYTES, REQUIRED_DIMENSION, type StoredFile, type UploadKind, uploadKinds } from "#contract/file";
import { messages } from "#contract/messages";
import type { Db } from "../db/client";
import * as tables from "../db/schema";

export const MEDIA_PREFIX = "/api/v1/media/";
/** Stored names: 128 random bits in hex and the extension of the detected type. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|pdf|docx|doc)$/;

type DetectedType = { ext: "png" | "jpg" | "pdf" | "docx" | "doc"; mime: string; extensions: readonly string[] };

const IMAGE_MIMES = ["image/png", "image/jpeg"];
// OLE compound file: Word 97-2003 documents (file-type reports it only as "cfb").
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The type of the content, among those any upload kind accepts; undefined for anything else. */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case "png":
      return { ext: "png", mime: "image/png", extensions: [".png"] };
    case "jpg":
      return { ext: "jpg", mime: "image/jpeg", extensions: [".jpg", ".jpeg"] };
    case "pdf":
      return { ext: "pdf", mime: "application/pdf", extensions: [".pdf"] };
    case "docx":
      return { ext: "docx", mime: found.mime, extensions: [".docx"] };
    case "cfb":
      return OLE_SIGNATURE.every((byte, i) => bytes[i] === byte)
        ? { ext: "doc", mime: "application/msword", extensions: [".doc"] }
        : undefined;
    default:
      return undefined;
  }
}

export type UploadCheck = { ok: true; type: DetectedType } | { ok: false; message: string };

/** The spec's checks in order: type for the kind, size (2 MB), then 250 x 250 when asked. */
export async function checkUpload(upload: {
  bytes: Uint8Array;
  fileName: string;
  kind: UploadKind;
  checkDimension: boolean;
}): Promise<UploadCheck> {
  const allowed = uploadKinds[upload.kind];
  const type = await detectFileType(upload.bytes);
  if (!type || !type.extensions.some((ext) => (allowed as readonly string[]).includes(ext))) {
    return { ok: false, message: messages.fileType(upload.fileName, allowed) };
  }
  if (upload.bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, message: messages.fileSize };
  if (upload.checkDimension && !hasRequiredDimension(upload.bytes, type)) return { ok: false, message: messages.fileDimension };
  return { ok: true, type };
}

function hasRequiredDimension(bytes: Uint8Array, type: DetectedType): boolean {
  if (!IMAGE_MIMES.includes(type.mime)) return false;
  try {
    const { width, height } = imageSize(bytes);
    return width === REQUIRED_DIMENSION.width && height === REQUIRED_DIMENSION.height;
  } catch {
    return false;
  }
}

/** Keeps the last path segment of the browser's file name, without control characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, "").trim() ?? "";
  return (base || "file").slice(0, 255);
}

export function mediaPath(storedName: string): string {
  return `${MEDIA_PREFIX}${storedName}`;
}

function toStoredFile(row: typeof tables.uploadedFile.$inferSelect): StoredFile {
  return { id: row.id, file: mediaPath(row.storedName), file_name: row.fileName, content_type: row.contentType, size: row.size };
}

export async function storeUpload(
  db: Db,
  uploadsDir: string,
  upload: { bytes: Uint8Array; fileName: string; type: DetectedType; kind: UploadKind; userId: number; now: Date },
): Promise<StoredFile> {
  const storedName = `${randomBytes(16).toString("hex")}.${upload.type.ext}`;
  const target = path.join(uploadsDir, storedName);
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(target, upload.bytes, { flag: "wx" });
  try {
    const [row] = await db
      .insert(tables.uploadedFile)
      .values({
        storedName,
        fileName: cleanFileName(upload.fileName),
        contentType: upload.type.mime,
        size: upload.bytes.byteLength,
        kind: upload.kind,
        uploadedById: upload.userId,
        createdAt: upload.now,
      })
      .returning();
    if (!row) throw new Error("insert into uploaded_file returned no row");
    return toStoredFile(row);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

export async function findStoredFile(db: Db, storedName: string) {
  if (!STORED_NAME_PATTERN.test(storedName)) return undefined;
  const [row] = await db.select().from(tables.uploadedFile).where(eq(tables.uploadedFile.storedName, storedName));
  return row;
}

/**
 * The stored name behind a `file` path (root-relative or absolute URL) when it is a png or jpeg
 * the user uploaded; undefined otherwise.
 */
export async function findOwnImage(db: Db, userId: number, filePath: string): Promise<string | undefined> {
  let pathname = filePath;
  try {
    pathname = new URL(filePath, "http://relative.invalid").pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(MEDIA_PREFIX)) return undefined;
  const storedName = pathname.slice(MEDIA_PREFIX.length);
  if (!STORED_NAME_PATTERN.test(storedName)) return undefined;
  const [row] = await db
    .select({ storedName: tables.uploadedFile.storedName })
    .from(tables.uploadedFile)
    .where(
      and(
        eq(tables.uploadedFile.storedName, storedName),
        eq(tables.uploadedFile.uploadedById, userId),
        inArray(tables.uploadedFile.contentType, IMAGE_MIMES),
      ),
    );
  return row?.storedName;
}
