// The option lists of the user forms: technologies/, skills/, profiletypes/, proficiencies/, languages/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPTION_LIST_LIMIT } from "#contract/option-list";
import { createTestApi, type TestApi } from "./harness";

let t: TestApi;
let admin: string;

async function created(path: string, json: Record<string, unknown>): Promise<number> {
  const answer = await t.json(path, { token: admin, json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
});
afterAll(async () => {
  await t?.close();
});

describe("GET technologies/ and profiletypes/", () => {
  it("answer the active rows by title as {id, title}, searched by title, for any signed-in staff user", async () => {
    const zeta = await created("technology/", { title: "Zeta Option Tech", status: 1 });
    const alpha = await created("technology/", { title: "alpha option tech", status: 1 });
    await created("technology/", { title: "Inactive Option Tech", status: 0 });
    const staff = await t.createStaffUser();
    const token = await t.login(staff.username, staff.password);
    const answer = await t.json("technologies/?search=OPTION TECH", { token });
    expect(answer).toMatchObject({ status: 200, body: [{ id: alpha, title: "alpha option tech" }, { id: zeta, title: "Zeta Option Tech" }] });

    const type = await created("profile-type/", { title: "Option Profile Type", status: 1 });
    await created("profile-type/", { title: "Option Profile Type Off", status: 0 });
    expect((await t.json("profiletypes/?search=option profile", { token })).body).toEqual([{ id: type, title: "Option Profile Type" }]);
  });

  it(`answer at most ${OPTION_LIST_LIMIT} items`, async () => {
    for (let index = 0; index <= OPTION_LIST_LIMIT; index++) await created("technology/", { title: `Many ${String(index).padStart(3, "0")}`, status: 1 });
    const answer = await t.json("technologies/?search=many", { token: admin });
    expect(answer.body).toHaveLength(OPTION_LIST_LIMIT);
    expect(answer.body[0].title).toBe("Many 000");
  });

  it("refuse an anonymous caller with 401", async () => {
    expect((await t.json("technologies/")).status).toBe(401);
    expect((await t.json("profiletypes/")).status).toBe(401);
  });
});

describe("GET skills/", () => {
  it("lists top-level skills with depth=1 (or nothing), and the sub skills of one or several parents", async () => {
    const backend = await created("skill/", { title: "Option Backend", status: 1 });
    const frontend = await created("skill/", { title: "Option Frontend", status: 1 });
    const api = await created("skill/", { title: "Option APIs", status: 1, parent: backend });
    const css = await created("skill/", { title: "Option CSS", status: 1, parent: frontend });
    await created("skill/", { title: "Option Off", status: 0, parent: frontend });
    const topLevel = [
      { id: backend, title: "Option Backend", parent: null },
      { id: frontend, title: "Option Frontend", parent: null },
    ];
    expect((await t.json("skills/?depth=1&search=option", { token: admin })).body).toEqual(topLevel);
    expect((await t.json("skills/?search=option", { token: admin })).body).toEqual(topLevel);
    expect((await t.json(`skills/?parent=${frontend}`, { token: admin })).body).toEqual([{ id: css, title: "Option CSS", parent: frontend }]);
    expect((await t.json(`skills/?parent=${frontend},${backend}`, { token: admin })).body).toEqual([
      { id: api, title: "Option APIs", parent: backend },
      { id: css, title: "Option CSS", parent: frontend },
    ]);
  });

  it("answers 400 for a parent that is not a list of ids, or a depth other than 1", async () => {
    expect(await t.json("skills/?parent=abc", { token: admin })).toMatchObject({ status: 400, body: { parent: [expect.any(String)] } });
    expect(await t.json("skills/?parent=0", { token: admin })).toMatchObject({ status: 400, body: { parent: [expect.any(String)] } });
    expect(await t.json("skills/?depth=2", { token: admin })).toMatchObject({ status: 400, body: { depth: [expect.any(String)] } });
  });
});

describe("GET proficiencies/ and languages/", () => {
  it("answers the three proficiency levels by id", async () => {
    expect((await t.json("proficiencies/", { token: admin })).body).toEqual([
      { id: 1, title: "Fluent" },
      { id: 2, title: "Average" },
      { id: 3, title: "Beginner" },
    ]);
  });

  it("answers languages as {key, value} by name, searched by name or code", async () => {
    const all = await t.json("languages/", { token: admin });
    expect(all.status).toBe(200);
    const names = (all.body as { value: string }[]).map((item) => item.value);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await t.json("languages/?search=hindi", { token: admin })).body).toEqual([{ key: "hi", value: "Hindi" }]);
    expect((await t.json("languages/?search=de", { token: admin })).body).toContainEqual({ key: "de", value: "German" });
    expect((await t.json("languages/?search=%25", { token: admin })).body).toEqual([]);
  });
});
