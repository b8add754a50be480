// Uploaded files: type checked by content (magic bytes), never by name; stored under a random name.
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import sharp from "sharp";
import {
  MAX_UPLOAD_BYTES,
  mediaTypeExtensions,
  REQUIRED_DIMENSION,
  type StoredFile,
  UPLOAD_RATE_LIMIT,
  type UploadKind,
  uploadKinds,
} from "#contract/file";
import { messages } from "#contract/messages";
import { MEDIA_PREFIX } from "#contract/shared-values";
import type { Db } from "../db/client";
import * as tables from "../db/schema";
import { createPrivateDir } from "../private-dir";

/** Stored names: 128 random bits in hex and the extension of the detected type. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|pdf|docx|doc)$/;

/** The stored name's extension and the content type of each type the app stores. */
const DETECTED_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
} as const;
type DetectedExt = keyof typeof DETECTED_TYPES;
type DetectedType = { ext: DetectedExt; mime: string; extensions: readonly string[] };

const IMAGE_MIMES = ["image/png", "image/jpeg"];
// OLE compound file: Word 97-2003 documents (file-type reports it only as "cfb").
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

// Each image is decoded once: libvips keeps nothing between uploads.
sharp.cache(false);

const detected = (ext: DetectedExt): DetectedType => ({ ext, mime: DETECTED_TYPES[ext], extensions: mediaTypeExtensions[DETECTED_TYPES[ext]] ?? [] });

/** The type of the content, among those any upload kind accepts; undefined for anything else. */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case "png":
    case "jpg":
    case "pdf":
    case "docx":
      return detected(found.ext);
    case "cfb":
      return OLE_SIGNATURE.every((byte, i) => bytes[i] === byte) ? detected("doc") : undefined;
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
  if (upload.checkDimension && !(await hasRequiredDimension(upload.bytes, type))) return { ok: false, message: messages.fileDimension };
  return { ok: true, type };
}

/**
 * The header must say 250 x 250 and the whole image must decode: a truncated or corrupt file
 * whose header claims the size is refused. The header is read first, and the decoder stops past
 * 250 x 250 pixels, so no upload makes it decode more.
 */
async function hasRequiredDimension(bytes: Uint8Array, type: DetectedType): Promise<boolean> {
  const { width, height } = REQUIRED_DIMENSION;
  if (!IMAGE_MIMES.includes(type.mime)) return false;
  try {
    const header = imageSize(bytes);
    if (header.width !== width || header.height !== height) return false;
    const { info } = await sharp(bytes, { failOn: "error", limitInputPixels: width * height })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return info.width === width && info.height === height;
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
  await createPrivateDir(uploadsDir);
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

/**
 * Counts one upload_file/ call in the user's window and answers 0 when it may go on, else the
 * milliseconds until the window ends. One statement: concurrent calls of one user, from any
 * process, queue on the user's row, so no two of them read the same count.
 */
export async function takeUploadSlot(db: Db, userId: number, now: Date): Promise<number> {
  const { uploads, windowMs } = UPLOAD_RATE_LIMIT;
  const window = tables.uploadWindow;
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${window.startedAt} <= ${at} - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(window)
    .values({ userId, startedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: window.userId,
      set: {
        startedAt: sql`CASE WHEN ${expired} THEN ${at} ELSE ${window.startedAt} END`,
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${window.count} + 1 END`,
      },
    })
    .returning({ startedAt: window.startedAt, count: window.count });
  if (!row || row.count <= uploads) return 0;
  return Math.max(1, row.startedAt.getTime() + windowMs - now.getTime());
}

/** A stored file nobody refers to after this long is deleted by the sweep. */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60_000;

/**
 * Every column that holds a `file` path answered by upload_file/, in one place: a table added
 * later registers its file columns here, and the sweep keeps any file one of them names.
 */
export const fileReferenceColumns: readonly PgColumn[] = [
  tables.user.profileImage,
  tables.company.identity,
  tables.portfolio.documentFile,
  tables.projectImage.image,
  tables.certificate.certificateFile,
];

/**
 * Deletes the uploads older than ORPHAN_UPLOAD_AGE_MS that no registered column refers to: the
 * rows in one statement (so of several processes sweeping at once each file goes to one), then
 * their files. Answers the stored names deleted.
 */
export async function sweepOrphanUploads(db: Db, uploadsDir: string, now: Date): Promise<string[]> {
  const file = tables.uploadedFile;
  const servedPath = sql`${MEDIA_PREFIX} || ${file.storedName}`;
  const unreferenced = fileReferenceColumns.map((column) =>
    notExists(db.select({ one: sql`1` }).from(column.table).where(eq(column, servedPath))),
  );
  // A stored request (pending, or kept in the log) names its files inside its jsonb copy
  // (decision 050). Read as text: only this sweep's few old candidates pay the scan.
  const request = tables.userRequest;
  unreferenced.push(
    notExists(db.select({ one: sql`1` }).from(request).where(sql`strpos(${request.updatedDataWithRequestChange}::text, '"' || ${servedPath} || '"') > 0`)),
  );
  const deleted = await db
    .delete(file)
    .where(and(lt(file.createdAt, new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS)), ...unreferenced))
    .returning({ storedName: file.storedName });
  const names = deleted.map((row) => row.storedName);
  await Promise.all(names.map((name) => rm(path.join(uploadsDir, name), { force: true })));
  return names;
}
