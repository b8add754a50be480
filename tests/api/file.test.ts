// upload_file/ (type by content, 2 MB, 250 x 250) and media/{name}.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, MEDIA_CONTENT_SECURITY_POLICY, storedFileSchema, UPLOAD_RATE_LIMIT } from "#contract/file";
import { messages } from "#contract/messages";
import { doc, docx, exe, jpeg, padTo, pdf, png, uploadForm } from "./fixtures";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let token: string;

beforeAll(async () => {
  t = await createTestApi();
  const user = await t.createStaffUser();
  token = await t.login(user.username, user.password);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.reset();
});

const upload = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}, as = token) =>
  t.json("upload_file/", { token: as, form: uploadForm(bytes, name, fields) });
const mediaOf = (file: string) => file.replace("/api/v1/", "");

/** A fresh staff user (uploads are counted per user) and a token; login() again after moving the clock. */
async function newUploader(): Promise<{ id: number; token: string; login(): Promise<string> }> {
  const user = await t.createStaffUser();
  const login = () => t.login(user.username, user.password);
  return { id: user.id, token: await login(), login };
}

/** A PNG whose header says 250 x 250 and whose chunks are all well formed, but whose image data holds 10 rows. */
function pngWithTenRows(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, checksum]);
  };
  const whole = png(250, 250);
  const signatureAndHeader = whole.subarray(0, 8 + 25);
  return Buffer.concat([signatureAndHeader, chunk("IDAT", deflateSync(Buffer.alloc(251 * 10))), chunk("IEND", Buffer.alloc(0))]);
}
const refused = (message: string) => ({ status: 400, body: { file_obj: [message] } });

const imageTypes = ".png, .jpg, .jpeg";
const fileTypes = ".docx, .doc, .pdf, .png, .jpg, .jpeg";

describe("POST upload_file/", () => {
  it.each([
    ["photo.png", png(10, 10), "image", "image/png", "png"],
    ["photo.jpg", jpeg(10, 10), "image", "image/jpeg", "jpg"],
    ["photo.jpeg", jpeg(10, 10), "file", "image/jpeg", "jpg"],
    ["cv.pdf", pdf(), "file", "application/pdf", "pdf"],
    ["cv.docx", docx(), "file", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
    ["cv.doc", doc(), "file", "application/msword", "doc"],
    ["diploma.pdf", pdf(), "certificate", "application/pdf", "pdf"],
  ])("stores %s as %s and answers 201 with the stored file", async (name, bytes, kind, contentType, ext) => {
    const { status, body } = await upload(bytes, name, { file_type: kind });
    expect(status).toBe(201);
    expect(storedFileSchema.strict().parse(body)).toMatchObject({ file_name: name, content_type: contentType, size: bytes.length });
    expect(body.file).toMatch(new RegExp(`^/api/v1/media/[0-9a-f]{32}\\.${ext}$`));
    const stored = await readdir(path.join(t.dataDir, "uploads"));
    expect(stored).toContain(body.file.split("/").pop());
  });

  it("defaults to the file kind", async () => {
    expect((await upload(pdf(), "cv.pdf")).status).toBe(201);
  });

  it("judges by content, not by name: an executable or text renamed to .png is refused", async () => {
    expect(await upload(exe(), "virus.png", { file_type: "image" })).toMatchObject(refused(messages.fileType("virus.png", [".png", ".jpg", ".jpeg"])));
    expect(await upload(Buffer.from("just some text"), "notes.png", { file_type: "image" })).toMatchObject(
      refused(`notes.png file is not a valid file please upload from ${imageTypes} files`),
    );
    expect(await upload(exe(), "setup.pdf")).toMatchObject(refused(`setup.pdf file is not a valid file please upload from ${fileTypes} files`));
    // A real PNG named .pdf is a PNG.
    const renamed = await upload(png(5, 5), "actually.pdf");
    expect(renamed).toMatchObject({ status: 201, body: { content_type: "image/png", file_name: "actually.pdf" } });
  });

  it("accepts only the kind's types", async () => {
    expect(await upload(pdf(), "cv.pdf", { file_type: "image" })).toMatchObject(refused(messages.fileType("cv.pdf", [".png", ".jpg", ".jpeg"])));
    expect(await upload(docx(), "cv.docx", { file_type: "certificate" })).toMatchObject(
      refused(messages.fileType("cv.docx", [".pdf", ".png", ".jpg", ".jpeg"])),
    );
  });

  it("accepts exactly 2 MB and refuses 2 MB + 1 byte", async () => {
    expect(MAX_UPLOAD_BYTES).toBe(2 * 1024 * 1024);
    const exact = await upload(padTo(png(250, 250), MAX_UPLOAD_BYTES), "big.png", { file_type: "image" });
    expect(exact).toMatchObject({ status: 201, body: { size: MAX_UPLOAD_BYTES } });
    expect(await upload(padTo(png(250, 250), MAX_UPLOAD_BYTES + 1), "big.png", { file_type: "image" })).toMatchObject(refused(messages.fileSize));
  });

  it("refuses a far larger body early with the size message", async () => {
    expect(await upload(padTo(pdf(), 5 * 1024 * 1024), "huge.pdf")).toMatchObject(refused(messages.fileSize));
  });

  it("checks 250 x 250 only when asked", async () => {
    expect((await upload(png(250, 250), "avatar.png", { file_type: "image", check_dimension: "true" })).status).toBe(201);
    expect((await upload(jpeg(250, 250), "avatar.jpg", { file_type: "image", check_dimension: "true" })).status).toBe(201);
    expect(await upload(png(249, 250), "avatar.png", { file_type: "image", check_dimension: "true" })).toMatchObject(refused(messages.fileDimension));
    expect(await upload(jpeg(250, 251), "avatar.jpg", { file_type: "image", check_dimension: "true" })).toMatchObject(refused(messages.fileDimension));
    expect((await upload(png(249, 250), "avatar.png", { file_type: "image", check_dimension: "false" })).status).toBe(201);
    expect(await upload(pdf(), "cv.pdf", { check_dimension: "true" })).toMatchObject(refused(messages.fileDimension));
  });

  it("decodes the image for the 250 x 250 check: a truncated or corrupt file whose header says 250 x 250 is refused", async () => {
    const whole = png(250, 250);
    const cutInImageData = whole.subarray(0, whole.length - 20);
    const cutAfterHeader = whole.subarray(0, 8 + 25);
    const wholeJpeg = jpeg(250, 250);
    const cutJpeg = wholeJpeg.subarray(0, Math.floor(wholeJpeg.length / 2));
    for (const [bytes, name] of [
      [cutInImageData, "cut.png"],
      [cutAfterHeader, "header-only.png"],
      [pngWithTenRows(), "ten-rows.png"],
      [cutJpeg, "cut.jpg"],
    ] as const) {
      expect(await upload(bytes, name, { file_type: "image", check_dimension: "true" }), name).toMatchObject(refused(messages.fileDimension));
    }
  });

  it("answers 400 without a file or with unknown options", async () => {
    const noFile = new FormData();
    noFile.set("file_type", "image");
    expect(await t.json("upload_file/", { token, form: noFile })).toMatchObject(refused(messages.required));
    expect(await t.json("upload_file/", { token, json: { file_obj: "x" } })).toMatchObject(refused(messages.required));
    const badKind = await upload(png(5, 5), "a.png", { file_type: "video" });
    expect(badKind.status).toBe(400);
    expect(badKind.body.file_type).toHaveLength(1);
    expect((await upload(png(5, 5), "a.png", { check_dimension: "yes" })).body.check_dimension).toHaveLength(1);
  });

  it(`lets a user make ${UPLOAD_RATE_LIMIT.uploads} uploads in ${UPLOAD_RATE_LIMIT.windowMs / 60_000} minutes, also at once, then answers 429 until the window ends`, async () => {
    const { uploads, windowMs } = UPLOAD_RATE_LIMIT;
    const uploader = await newUploader();
    const answers = await Promise.all(Array.from({ length: uploads + 3 }, () => upload(png(5, 5), "a.png", {}, uploader.token)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(uploads);
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(throttled).toHaveLength(3);
    for (const answer of throttled) {
      expect(answer.body).toEqual({ detail: messages.uploadThrottled(windowMs / 60_000) });
      const retryAfter = Number(answer.response.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }
    // Refused calls count too, whatever they carry.
    expect((await upload(Buffer.from("text"), "a.png", {}, uploader.token)).status).toBe(429);
    // Other users keep their own count.
    expect((await upload(png(5, 5), "a.png")).status).toBe(201);

    t.clock.advance(windowMs);
    expect((await upload(png(5, 5), "a.png", {}, uploader.token)).status).toBe(201);
  });
});

describe("GET media/{name}", () => {
  it("serves the stored bytes with the stored type, nosniff, a sandbox policy and the original name", async () => {
    const bytes = png(10, 10);
    const { body } = await upload(bytes, "Résumé (2024).png");
    const response = await t.request(mediaOf(body.file));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''R%C3%A9sum%C3%A9%20%282024%29.png");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("offers PDFs and Word documents as downloads, under the sandbox policy too", async () => {
    for (const [bytes, name] of [
      [pdf(), "cv.pdf"],
      [docx(), "cv.docx"],
      [doc(), "cv.doc"],
    ] as const) {
      const { body } = await upload(bytes, name);
      const response = await t.request(mediaOf(body.file));
      expect(response.headers.get("content-disposition"), name).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(response.headers.get("content-security-policy"), name).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    }
  });

  it("names the served file with the extension of the detected type, not the uploaded one", async () => {
    const served = async (bytes: Uint8Array, name: string) => {
      const { body } = await upload(bytes, name);
      return (await t.request(mediaOf(body.file))).headers.get("content-disposition");
    };
    expect(await served(png(5, 5), "evil.html")).toBe("inline; filename*=UTF-8''evil.png");
    expect(await served(png(5, 5), "actually.pdf")).toBe("inline; filename*=UTF-8''actually.png");
    expect(await served(pdf(), "report")).toBe("attachment; filename*=UTF-8''report.pdf");
    expect(await served(jpeg(5, 5), "photo.jpeg")).toBe("inline; filename*=UTF-8''photo.jpeg");
    expect(await served(jpeg(5, 5), "photo.JPG")).toBe("inline; filename*=UTF-8''photo.JPG");
  });

  it("answers 404 for unknown names and path tricks", async () => {
    for (const name of ["0123456789abcdef0123456789abcdef.png", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "abc.png", "0123456789abcdef0123456789abcdef.exe"]) {
      expect(await t.json(`media/${name}`)).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    }
    expect((await t.request("media/../users/")).status).toBe(401);
  });
});

describe("the sweep of orphan uploads", () => {
  it("deletes, from the table and the disk, uploads older than a day that nothing refers to", async () => {
    const uploader = await newUploader();
    const orphan = (await upload(png(5, 5), "orphan.png", {}, uploader.token)).body.file as string;
    const profileImage = (await upload(png(250, 250), "me.png", {}, uploader.token)).body.file as string;
    const patched = await t.json(`users/${uploader.id}/`, {
      method: "PATCH",
      token: uploader.token,
      json: { first_name: "A", last_name: "B", profile_image: profileImage },
    });
    expect(patched.status).toBe(200);

    const storedNames = async () => readdir(path.join(t.dataDir, "uploads"));
    const nameOf = (file: string) => file.split("/").pop() ?? "";
    // Not yet a day old: kept.
    t.clock.advance(23 * 60 * 60_000);
    expect(await t.api.sweepOrphanUploads()).not.toContain(nameOf(orphan));

    t.clock.advance(60 * 60_000 + 1000);
    const recent = (await upload(png(5, 5), "recent.png", {}, await uploader.login())).body.file as string;
    const swept = await t.api.sweepOrphanUploads();
    expect(swept).toContain(nameOf(orphan));
    expect(swept).not.toContain(nameOf(profileImage));
    expect(swept).not.toContain(nameOf(recent));
    expect(await storedNames()).not.toContain(nameOf(orphan));
    expect((await t.request(mediaOf(orphan))).status).toBe(404);
    for (const kept of [profileImage, recent]) {
      expect(await storedNames()).toContain(nameOf(kept));
      expect((await t.request(mediaOf(kept))).status).toBe(200);
    }
    // A second sweep finds nothing more of these.
    const again = await t.api.sweepOrphanUploads();
    expect(again).not.toContain(nameOf(orphan));
  });

  it("deletes a former profile image once the profile no longer names it", async () => {
    const uploader = await newUploader();
    const image = (await upload(png(250, 250), "me.png", {}, uploader.token)).body.file as string;
    const patch = (token: string, profileImage: string | null) =>
      t.json(`users/${uploader.id}/`, { method: "PATCH", token, json: { first_name: "A", last_name: "B", profile_image: profileImage } });
    expect((await patch(uploader.token, image)).status).toBe(200);
    t.clock.advance(25 * 60 * 60_000);
    expect(await t.api.sweepOrphanUploads()).not.toContain(image.split("/").pop());
    expect((await patch(await uploader.login(), null)).status).toBe(200);
    expect(await t.api.sweepOrphanUploads()).toContain(image.split("/").pop());
  });
});
