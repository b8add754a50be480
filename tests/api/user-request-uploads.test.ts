// The sweep of orphan uploads and the requests (decision 050): a file that only a stored request
// names (a pending update's project image, a rejected update's certificate) is not an orphan: the
// request may still be approved, and its detail page shows the files.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png, uploadForm } from "./fixtures";
import { createTestApi, TEST_MARKETPLACE_TOKEN, type TestApi } from "./harness";
import { registration, type SubmissionOptions, submissionOptions } from "./user-request-fixtures";

let t: TestApi;
let admin: string;
let options: SubmissionOptions;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
  options = await submissionOptions(t.db);
});
afterAll(async () => {
  await t?.close();
});

const submit = async (body: unknown) => {
  const answer = await t.json("user-request/", { token: TEST_MARKETPLACE_TOKEN, json: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; user: number; version: number };
};
const decide = async (id: number, body: Record<string, unknown>) => expect((await t.json(`user-request/${id}/`, { method: "PATCH", token: admin, json: body })).status).toBe(200);
const upload = async (name: string) => (await t.json("upload_file/", { token: admin, form: uploadForm(png(250, 250), name) })).body.file as string;
const nameOf = (file: string) => file.split("/").pop() ?? "";

/** An approved freelancer, who may then send updates. */
async function approvedFreelancer(): Promise<number> {
  const created = await submit(registration(5, options));
  await decide(created.id, { status: 2, version: created.version });
  return created.user;
}

describe("the sweep of orphan uploads and the requests", () => {
  it("keeps the files that only a pending or a rejected request names, and still sweeps true orphans", async () => {
    const [projectImage, certificateFile, rejectedImage, orphan] = [await upload("project.png"), await upload("certificate.png"), await upload("rejected.png"), await upload("orphan.png")];

    const pendingUser = await approvedFreelancer();
    const update = registration(5, options);
    await submit({
      ...update,
      is_new_registered: false,
      user: pendingUser,
      requested_changes_keys: ["projects", "certifications"],
      projects: [{ title: "New project", technologies: [], skills: [], images: [projectImage], duration: 3 }],
      certifications: [{ title: "New certificate", certification_date: "2025-01-31", certificate_file: certificateFile }],
      portfolio: undefined,
    });

    const rejectedUser = await approvedFreelancer();
    const rejected = await submit({
      ...registration(5, options),
      is_new_registered: false,
      user: rejectedUser,
      requested_changes_keys: ["profile_image"],
      profile_image: rejectedImage,
      portfolio: undefined,
      projects: undefined,
      certifications: undefined,
    });
    await decide(rejected.id, { status: 3, version: rejected.version, rejection_message: "Blurred picture." });

    t.clock.advance(25 * 60 * 60_000);
    const swept = await t.api.sweepOrphanUploads();
    expect(swept).toContain(nameOf(orphan));
    for (const kept of [projectImage, certificateFile, rejectedImage]) {
      expect(swept).not.toContain(nameOf(kept));
      expect(await readdir(path.join(t.dataDir, "uploads"))).toContain(nameOf(kept));
    }
  });
});
