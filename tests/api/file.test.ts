// upload_file/ (type by content, 2 MB, 250 x 250) and media/{name}.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, storedFileSchema } from "#contract/file";
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

const upload = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) =>
  t.json("upload_file/", { token, form: uploadForm(bytes, name, fields) });
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

  it("answers 401 without a token", async () => {
    expect((await t.json("upload_file/", { form: uploadForm(png(5, 5), "a.png") })).status).toBe(401);
  });
});

describe("GET media/{name}", () => {
  it("serves the stored bytes with the stored type, nosniff and the original name", async () => {
    const bytes = pdf();
    const { body } = await upload(bytes, "Résumé 2024.pdf");
    const name = (body.file as string).replace("/api/v1/", "");
    const response = await t.request(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename*=UTF-8''${encodeURIComponent("Résumé 2024.pdf")}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("offers Word documents as downloads", async () => {
    const { body } = await upload(docx(), "cv.docx");
    const response = await t.request((body.file as string).replace("/api/v1/", ""));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("answers 404 for unknown names and path tricks", async () => {
    for (const name of ["0123456789abcdef0123456789abcdef.png", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "abc.png", "0123456789abcdef0123456789abcdef.exe"]) {
      expect(await t.json(`media/${name}`)).toMatchObject({ status: 404, body: { detail: messages.notFound } });
    }
    expect((await t.request("media/../users/")).status).toBe(401);
  });
});
