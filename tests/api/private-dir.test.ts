// DATA_DIR's contents are this account's alone: the database, the outbox's links, the uploads (decision 087).
import { chmod, chown, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, openDatabase } from "../../api/index";
import { narrowOwnDirSync } from "../../api/private-dir";
import { png, uploadForm } from "./fixtures";
import { createTestApi, TEST_APP_URL, type TestApi } from "./harness";

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
  it("is created for this account alone with its database (PGlite's catalogs were writable by all)", async () => {
    const dataDir = path.join(scratch, "fresh", "data");
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "pgdata"))).toBe(0o700);
    // A folder the operator made keeps its mode.
    expect(await modeOf(scratch)).toBe(0o755);
  });

  it("has its pgdata, outbox and uploads narrowed at start when an earlier version left them open", async () => {
    const dataDir = path.join(scratch, "earlier");
    for (const dir of ["outbox", "uploads"]) {
      await mkdir(path.join(dataDir, dir), { recursive: true });
      await chmod(path.join(dataDir, dir), 0o755);
    }
    const warnings: string[] = [];
    const api = createApi({ database: await openDatabase({ dataDir: "", memory: true }), dataDir, appUrl: TEST_APP_URL, logger: { info: () => undefined, warn: (line: string) => void warnings.push(line), error: () => undefined } });
    await api.close();
    expect(await modeOf(path.join(dataDir, "outbox"))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "uploads"))).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it("keeps a folder of another account as it is, with a warning, instead of failing", async () => {
    const warnings: string[] = [];
    // As root (CI), a folder given to "nobody"; as anyone else, root's own "/".
    let foreign = "/";
    if (process.getuid?.() === 0) {
      foreign = path.join(scratch, "mounted");
      await mkdir(foreign);
      await chmod(foreign, 0o755);
      await chown(foreign, 65534, 65534);
    }
    const before = await modeOf(foreign);
    narrowOwnDirSync(foreign, { warn: (line: string) => void warnings.push(line) });
    expect(warnings).toEqual([expect.stringContaining(`${foreign} is open to other accounts`)]);
    expect(await modeOf(foreign)).toBe(before);
  });

  describe("the outbox and the uploads", () => {
    let t: TestApi;
    beforeAll(async () => {
      t = await createTestApi();
    });
    afterAll(async () => {
      await t?.close();
    });

    it("are created for this account alone on first use", async () => {
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
