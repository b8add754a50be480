// The freelancer edit tabs' forms (decision 054): form ⇄ API mapping, the phone's dial code, the
// no-JavaScript answers' values, and the tab of a path.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { Freelancer, Portfolio } from "#contract/marketplace-user";
import { messages } from "#contract/messages";
import { portfolioInputSchema, userEditMessages } from "#contract/user-edit";
import { dialCodeOf, nationalNumber, personalFormFromSent, personalFormStart } from "~/routes/users/edit/freelancer-personal-form";
import { freelancerPersonalFormSchema, toFreelancerUpdate } from "~/routes/users/edit/freelancer-personal-form-schema";
import { languageSearches, professionalFormStart, refillValues, sentIds, valueList } from "~/routes/users/edit/freelancer-professional-form";
import { professionalFormSchema, toPortfolioInput } from "~/routes/users/edit/freelancer-professional-form-schema";
import { freelancerEditBack, freelancerEditTabHref, freelancerEditTabOf } from "~/routes/users/edit/freelancer-update-tabs";
import { form } from "./form-data";

/** A submission's field errors; none when it succeeded. */
const errorsOf = (submission: { status?: string }) => ("error" in submission ? (submission.error as Record<string, string[] | null> | null) : null) ?? undefined;

const portfolio: Portfolio = {
  profile_type: { id: 4, title: "Developer" },
  technologies: [{ id: 7, title: "React" }],
  skills: [{ id: 2, title: "Web" }],
  sub_skills: [{ id: 9, title: "SPA" }],
  experience: 6,
  availability: 2,
  education_details: "B.Tech",
  amount: "25.00",
  salary_type: { id: 1, name: "Hourly" },
  projects_count: 1,
  description: "About me",
  specialties: "APIs",
  file_name: "passport.pdf",
  document_file: "/api/v1/media/passport.pdf",
  communication_language: [{ id: 1, communication_language: { key: "en", value: "English" }, proficiency: { id: 1, title: "Fluent" } }],
};

const freelancer: Freelancer = {
  id: 12,
  uid: "FL12",
  first_name: "Fay",
  last_name: "Freelancer",
  email: "fay@example.com",
  contact_number: "+919800000001",
  is_active: true,
  is_pending_request: false,
  city: { id: 40, display_name: "Mumbai, Maharashtra, India" },
  country: { id: 5, name: "India", code2: "IN", phone: "91" },
  profile_image: null,
  agency: null,
  portfolio,
};

describe("the personal details form", () => {
  it("shows the stored number without its country's dial code, and India's +91 without a country", () => {
    expect(dialCodeOf("91")).toBe("+91");
    expect(dialCodeOf("+33")).toBe("+33");
    expect(dialCodeOf(undefined)).toBe("+91");
    expect(nationalNumber("+919800000001", "+91")).toBe("9800000001");
    // A number stored with another code keeps its digits rather than losing them.
    expect(nationalNumber("+4420123456", "+91")).toBe("4420123456");
    expect(nationalNumber(null, "+91")).toBe("");
    expect(personalFormStart(freelancer)).toEqual({
      first_name: "Fay",
      last_name: "Freelancer",
      contact_number: "9800000001",
      is_active: "true",
      country: { id: "5", label: "India" },
      city: { id: "40", label: "Mumbai, Maharashtra, India" },
    });
  });

  it("becomes the PATCH body: the number with the chosen country's code, the image only when uploaded", () => {
    const submission = parseWithZod(form({ first_name: "Edwina", last_name: "Ede", country: "7", city: "70", contact_number: "61234567", is_active: "false" }), {
      schema: freelancerPersonalFormSchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toFreelancerUpdate(submission.value, "+33", undefined)).toEqual({
      first_name: "Edwina",
      last_name: "Ede",
      country: 7,
      city: 70,
      contact_number: "+3361234567",
      is_active: false,
    });
    expect(toFreelancerUpdate(submission.value, "+33", 31).profile_image).toBe(31);
  });

  it("refuses names, phones and a missing city by the spec's rules", () => {
    const submission = parseWithZod(form({ first_name: "R2-D2", last_name: "", country: "7", contact_number: "+33 6123", is_active: "true" }), {
      schema: freelancerPersonalFormSchema,
    });
    expect(errorsOf(submission)?.first_name).toEqual([userEditMessages.personName]);
    expect(errorsOf(submission)?.last_name).toEqual([messages.required]);
    expect(errorsOf(submission)?.contact_number).toEqual([userEditMessages.phone]);
    expect(errorsOf(submission)?.city).toEqual([messages.required]);
  });

  it("comes back as sent: another country drops the saved city, a city is named only when found", () => {
    const saved = personalFormStart(freelancer);
    const labels = { country: (id: string) => ({ "5": "India", "7": "France" })[id], city: (id: string) => (id === "70" ? "Paris, Île-de-France, France" : undefined) };
    const sent = (values: Record<string, string>) => (name: string) => values[name];
    expect(personalFormFromSent(saved, sent({ first_name: "Edwina", country: "7", city: "40" }), labels)).toMatchObject({
      first_name: "Edwina",
      last_name: "Freelancer",
      country: { id: "7", label: "France" },
      city: null,
    });
    expect(personalFormFromSent(saved, sent({ country: "7", city: "70" }), labels).city).toEqual({ id: "70", label: "Paris, Île-de-France, France" });
    expect(personalFormFromSent(saved, sent({ country: "5", city: "40" }), labels).city).toEqual(saved.city);
    expect(personalFormFromSent(saved, sent({ country: "", city: "40" }), labels)).toMatchObject({ country: null, city: null });
  });
});

describe("the professional details form", () => {
  it("starts from the saved portfolio, or empty without one", () => {
    expect(professionalFormStart(portfolio)).toEqual({
      profile_type: "4",
      technologies: ["7"],
      skills: ["2"],
      sub_skills: ["9"],
      experience: "6",
      availability: "2",
      education_details: "B.Tech",
      specialties: "APIs",
      description: "About me",
      communication_language: [{ communication_language: "en", proficiency: "1" }],
    });
    expect(professionalFormStart(null)).toMatchObject({ profile_type: "", technologies: [], availability: "", communication_language: [] });
  });

  const filled = {
    profile_type: "4",
    technologies: ["7", "8"],
    skills: "2",
    experience: "5",
    availability: "1",
    education_details: "M.Sc.",
    specialties: "  ",
    description: "About",
    "communication_language[0].communication_language": "en",
    "communication_language[0].proficiency": "1",
    "communication_language[1].communication_language": "hi",
    "communication_language[1].proficiency": "2",
  };

  it("becomes the POST body the API's schema accepts; the ID proof's id only when a file was uploaded", () => {
    const submission = parseWithZod(form(filled), { schema: professionalFormSchema(true) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const body = toPortfolioInput(submission.value, undefined);
    expect(body).toEqual({
      profile_type: 4,
      technologies: [7, 8],
      skills: [2],
      sub_skills: [],
      experience: 5,
      availability: 1,
      education_details: "M.Sc.",
      specialties: "",
      description: "About",
      communication_language: [
        { communication_language: "en", proficiency: 1 },
        { communication_language: "hi", proficiency: 2 },
      ],
    });
    expect(portfolioInputSchema.safeParse(body).success).toBe(true);
    expect(toPortfolioInput(submission.value, 44).document_file).toBe(44);
  });

  it("requires the ID proof while the portfolio has none, and both fields of every language row", () => {
    const submission = parseWithZod(form({ ...filled, "communication_language[1].proficiency": "" }), { schema: professionalFormSchema(false) });
    expect(errorsOf(submission)?.document_file).toEqual([userEditMessages.documentRequired]);
    expect(errorsOf(submission)?.["communication_language[1].proficiency"]).toEqual([messages.required]);
    const refusedType = parseWithZod(form({ ...filled, document_file: new File(["x"], "notes.txt") }), { schema: professionalFormSchema(true) });
    expect(errorsOf(refusedType)?.document_file?.[0]).toMatch(/notes\.txt file is not a valid file/);
  });

  it("reads what a no-JavaScript answer needs from the sent form", () => {
    expect(valueList(undefined)).toEqual([]);
    expect(valueList("3")).toEqual(["3"]);
    expect(valueList(["3", "", 4])).toEqual(["3"]);
    expect(sentIds(["3", "3", "x", "0", "12"])).toEqual([3, 12]);
    const data = form({ "communication_language[1].communication_language_search": " Hin ", "communication_language[0].communication_language_search": "", country_search: "Ind" });
    expect(languageSearches(data)).toEqual({ "communication_language[1].communication_language": "Hin" });
    expect(
      refillValues({
        intent: "show-sub-skills",
        document_file: new File(["x"], "id.pdf"),
        skills: ["2"],
        communication_language: [{ communication_language: "en", communication_language_search: "Eng", proficiency: "1" }],
      }),
    ).toEqual({ skills: ["2"], communication_language: [{ communication_language: "en", proficiency: "1" }] });
  });
});

describe("the freelancer edit tabs", () => {
  it("are path segments that keep `back`, and a path names its tab", () => {
    expect(freelancerEditTabHref(12, "personal", null)).toBe("/manage-user/freelancer-update/12");
    expect(freelancerEditTabHref(12, "professional", "/manage-users?tab=freelancer&page=2")).toBe(
      "/manage-user/freelancer-update/12/professional?back=%2Fmanage-users%3Ftab%3Dfreelancer%26page%3D2",
    );
    expect(freelancerEditTabOf("/manage-user/freelancer-update/12", 12)).toBe("personal");
    expect(freelancerEditTabOf("/manage-user/freelancer-update/12/professional", 12)).toBe("professional");
    expect(freelancerEditTabOf("/manage-user/freelancer-update/12/projects/3/edit", 12)).toBe("projects");
    expect(freelancerEditTabOf("/manage-user/freelancer-update/12/certificates", 12)).toBe("certificates");
  });

  it("go Back to a same-origin `back`, else the freelancers tab", () => {
    expect(freelancerEditBack(new URL("http://x/manage-user/freelancer-update/1?back=%2Fmanage-users%3Ftab%3Dfreelancer%26page%3D3"))).toBe("/manage-users?tab=freelancer&page=3");
    expect(freelancerEditBack(new URL("http://x/manage-user/freelancer-update/1?back=https%3A%2F%2Fevil.example"))).toBe("/manage-users?tab=freelancer");
    expect(freelancerEditBack(new URL("http://x/manage-user/freelancer-update/1"))).toBe("/manage-users?tab=freelancer");
  });
});
