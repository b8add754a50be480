// Inactive options in the marketplace's submissions (decision 050): a technology, skill or profile
// type an admin has made inactive cannot be chosen anew (400 on the field that names it); an update
// may keep one its user already has.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRequestMessages } from "#contract/user-request";
import * as tables from "../../api/db/schema";
import { createTestApi, TEST_MARKETPLACE_TOKEN, type TestApi } from "./harness";
import { registration, submissionOptions } from "./user-request-fixtures";

let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.loginAdmin();
});
afterAll(async () => {
  await t?.close();
});

const submit = (body: unknown) => t.json("user-request/", { token: TEST_MARKETPLACE_TOKEN, json: body });
const deactivate = async (table: typeof tables.technology | typeof tables.skill | typeof tables.profileType, id: number) => {
  await t.db.update(table).set({ status: 0 }).where(eq(table.id, id));
};
const inactive = [userRequestMessages.inactiveOption];

describe("POST user-request/ and inactive options", () => {
  it("refuses a registration naming an inactive technology, skill or profile type, on each field, and creates nothing", async () => {
    const own = await submissionOptions(t.db);
    const [technology, skill] = [own.technologies[0]!, own.skills[0]!];
    await deactivate(tables.technology, technology);
    await deactivate(tables.skill, skill);
    await deactivate(tables.profileType, own.profileType);
    const body = registration(5, own);
    const answer = await submit({
      ...body,
      portfolio: { ...body.portfolio, technologies: [own.technologies[1], technology], skills: [skill] },
      projects: [{ title: "P", technologies: [technology], skills: [skill], duration: 2 }],
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        portfolio: { technologies: { 1: inactive }, skills: { 0: inactive }, profile_type: inactive },
        projects: { 0: { technologies: { 0: inactive }, skills: { 0: inactive } } },
      },
    });
    expect(await t.db.select().from(tables.user).where(eq(tables.user.uid, body.uid))).toEqual([]);
    // An agency's technologies too.
    const agency = registration(4, own);
    expect(await submit({ ...agency, company: { ...agency.company, technologies: [technology] } })).toMatchObject({ status: 400, body: { company: { technologies: { 0: inactive } } } });
  });

  it("lets an update keep an inactive option its user has, and refuses one the user does not have", async () => {
    const own = await submissionOptions(t.db);
    const body = registration(5, own);
    const created = await submit(body);
    expect(created.status).toBe(201);
    expect((await t.json(`user-request/${created.body.id}/`, { method: "PATCH", token: admin, json: { status: 2, version: 1 } })).status).toBe(200);
    // The user holds technologies 0 and 1 and the profile type; technology 2 they never chose.
    const [held, notHeld] = [own.technologies[0]!, own.technologies[2]!];
    await deactivate(tables.technology, held);
    await deactivate(tables.technology, notHeld);
    await deactivate(tables.profileType, own.profileType);
    const update = { ...body, is_new_registered: false, user: created.body.user, requested_changes_keys: ["technologies"], projects: undefined, certifications: undefined };
    expect(await submit(update)).toMatchObject({ status: 201 });
    expect(await submit({ ...update, portfolio: { ...body.portfolio, technologies: [held, notHeld] } })).toMatchObject({
      status: 400,
      body: { portfolio: { technologies: { 1: inactive } } },
    });
  });
});
