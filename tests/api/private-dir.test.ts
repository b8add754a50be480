// DATA_DIR's contents are this account's alone: the database, the outbox's links, the uploads (decision 087).
import { chmod, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../api/index";
import { png, uploadForm } from "./fixtures";
import { createTestApi, type TestApi } from "./harness";

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "backoffice-private-"));
  await chmod(scratch, 0o755);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("DATA_DIR", () => {
  it("is created for this account alone with its database, and an open pgdata left by an earlier start is narrowed (others could read and write the catalogs)", async () => {
    const dataDir = path.join(scratch, "fresh", "data");
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "pgdata"))).toBe(0o700);

    const earlier = path.join(scratch, "earlier");
    await mkdir(path.join(earlier, "pgdata"), { recursive: true, mode: 0o777 });
    await chmod(path.join(earlier, "pgdata"), 0o777);
    const reopened = await openDatabase({ dataDir: earlier });
    await reopened.close();
    expect(await modeOf(path.join(earlier, "pgdata"))).toBe(0o700);
    // A folder the operator chose stays as they made it.
    expect(await modeOf(earlier)).toBe(0o755);
  });

  describe("the outbox and the uploads", () => {
    let t: TestApi;
    beforeAll(async () => {
      t = await createTestApi();
      await chmod(t.dataDir, 0o755);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("hold the reset links and the stored files in folders for this account alone", async () => {
      const user = await t.createStaffUser();
      expect((await t.json("reset-password/", { clientIp: "2001:db8:9::1", json: { email: user.email } })).status).toBe(200);
      expect(await t.outbox()).toHaveLength(1);
      expect(await modeOf(path.join(t.dataDir, "outbox"))).toBe(0o700);
      const token = await t.loginAdmin();
      const uploaded = await t.json("upload_file/", { token, form: uploadForm(png(40, 40), "photo.png", { file_type: "image" }) });
      expect(uploaded.status).toBe(201);
      expect(await modeOf(path.join(t.dataDir, "uploads"))).toBe(0o700);
    });
  });
});
