// The client and agency edit forms' values ⇄ the PATCH body (app/routes/users/edit/company-form-schema.ts).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { Client } from "#contract/marketplace-user";
import { clientUpdateSchema, agencyUpdateSchema, userEditMessages } from "#contract/user-edit";
import { companyFormDefaults, companyFormSchema, savedBranchRef, toCompanyUserUpdate, type BranchWithCountry } from "~/routes/users/edit/company-form-schema";
import { fullPhoneNumber, localPhoneNumber } from "~/routes/users/edit/company-phone";

const client: Client = {
  id: 7,
  uid: "CL7",
  first_name: "Cora",
  last_name: "Editable",
  email: "cora@example.com",
  contact_number: "+919876543210",
  is_active: true,
  is_pending_request: false,
  city: { id: 11, display_name: "Mumbai, Maharashtra, India" },
  country: { id: 3, name: "India", code2: "IN", phone: "91" },
  profile_image: null,
  company: { name: "Cora Works", registration_number: "REG555", is_registered_company: true, company_url: null, size: 25, identity: "/api/v1/media/x.pdf", file_name: "x.pdf" },
  branches: [
    { id: 40, city: { id: 11, display_name: "Mumbai, Maharashtra, India" }, is_head_quarter: true },
    { id: 41, city: { id: 12, display_name: "Graz, Styria, Austria" }, is_head_quarter: false },
  ],
  assigned_agencies_log: [],
  pending_agency_request: [],
};
const branches: BranchWithCountry[] = [
  { ...client.branches[0]!, country: { id: 3, name: "India" } },
  { ...client.branches[1]!, country: { id: 9, name: "Austria" } },
];

/** The form as the browser posts it: the saved values, then the test's changes. */
function posted(changes: Record<string, string | string[]> = {}, drop: string[] = []): FormData {
  const defaults = companyFormDefaults(client, branches, "91");
  const fields: Record<string, string | string[]> = {
    first_name: defaults.first_name,
    last_name: defaults.last_name,
    country: defaults.country,
    city: defaults.city,
    contact_number: defaults.contact_number,
    is_active: defaults.is_active,
    "company.name": defaults.company.name,
    "company.is_registered_company": defaults.company.is_registered_company,
    "company.registration_number": defaults.company.registration_number,
    "company.company_url": defaults.company.company_url,
    "company.size": defaults.company.size,
    head_office: defaults.head_office,
  };
  defaults.branches.forEach((row, index) => Object.entries(row).forEach(([key, value]) => (fields[`branches[${index}].${key}`] = value)));
  Object.assign(fields, changes);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (drop.includes(name)) continue;
    for (const item of [value].flat()) if (item !== "") form.append(name, item);
  }
  return form;
}

const parseClient = (form: FormData, hasIdentity = true) => parseWithZod(form, { schema: companyFormSchema("client", { hasIdentity }) });
/** The messages by field, as the action answers them. */
const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) => submission.reply().error;

describe("the client and agency edit form", () => {
  it("starts from the saved user: the phone without its dial code, the head office by its row", () => {
    const defaults = companyFormDefaults(client, branches, "91");
    expect(defaults.contact_number).toBe("9876543210");
    expect(defaults.company.is_registered_company).toBe("on");
    expect(defaults.branches).toEqual([
      { id: "40", ref: savedBranchRef(40), country: "3", city: "11" },
      { id: "41", ref: savedBranchRef(41), country: "9", city: "12" },
    ]);
    expect(defaults.head_office).toBe(savedBranchRef(40));
  });

  it("sends the saved values back unchanged, files only when newly uploaded", () => {
    const submission = parseClient(posted());
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const body = toCompanyUserUpdate(submission.value, "91", {});
    expect(body).toEqual({
      first_name: "Cora",
      last_name: "Editable",
      contact_number: "+919876543210",
      city: 11,
      is_active: true,
      company: { name: "Cora Works", is_registered_company: true, registration_number: "REG555", company_url: "", size: 25 },
      branches: [
        { id: 40, city: 11, is_head_quarter: true },
        { id: 41, city: 12, is_head_quarter: false },
      ],
    });
    // What the form sends is what the API's own schema takes.
    expect(clientUpdateSchema.safeParse(body).success).toBe(true);
    expect(toCompanyUserUpdate(submission.value, "91", { profileImage: 5, identity: 6 })).toMatchObject({ profile_image: 5, company: { identity: 6 } });
  });

  it("moves the head office to a new row, removes a left-out branch and clears an unticked registration number", () => {
    const form = posted(
      { "branches[1].ref": "new-abc", "branches[1].country": "9", "branches[1].city": "13", head_office: "new-abc" },
      ["branches[1].id", "company.is_registered_company"],
    );
    const submission = parseClient(form);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const body = toCompanyUserUpdate(submission.value, "91", {});
    expect(body.branches).toEqual([
      { id: 40, city: 11, is_head_quarter: false },
      { city: 13, is_head_quarter: true },
    ]);
    expect(body.company).toMatchObject({ is_registered_company: false, registration_number: null });
  });

  it("puts each problem on its field: a nested row's city, a head office that is no row, a registered company without a number", () => {
    const submission = parseClient(posted({ "branches[1].city": "", head_office: "gone", "company.registration_number": "" }));
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)).toMatchObject({
      "branches[1].city": ["This field is required"],
      branches: [userEditMessages.oneHeadOffice],
      "company.registration_number": ["This field is required"],
    });
  });

  it("asks for an identity file while the company has none", () => {
    expect(errorsOf(parseClient(posted(), false))).toMatchObject({ "company.identity": [userEditMessages.identityRequired] });
  });

  it("requires an agency's website and technologies, and sends the technologies", () => {
    const schema = companyFormSchema("agency", { hasIdentity: true });
    const missing = parseWithZod(posted({ "company.company_url": "" }), { schema });
    expect(errorsOf(missing)).toMatchObject({ "company.company_url": ["This field is required"], "company.technologies": ["This field is required"] });
    const chosen = parseWithZod(posted({ "company.company_url": "https://alva.example.com", "company.technologies": ["4", "5"] }), { schema });
    expect(chosen.status).toBe("success");
    if (chosen.status !== "success") return;
    const body = toCompanyUserUpdate(chosen.value, "91", {});
    expect(body.company).toMatchObject({ technologies: [4, 5] });
    expect(agencyUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe("the phone's dial code", () => {
  it("follows the country, India's when there is none, and leaves a typed international number alone", () => {
    expect(fullPhoneNumber("98765 43210", "43")).toBe("+439876543210");
    expect(fullPhoneNumber("9876543210", undefined)).toBe("+919876543210");
    expect(fullPhoneNumber("+15550001111", "91")).toBe("+15550001111");
    expect(localPhoneNumber("+919876543210", "91")).toBe("9876543210");
    expect(localPhoneNumber("+15550001111", "91")).toBe("+15550001111");
    expect(localPhoneNumber(null, "91")).toBe("");
  });
});
