import { describe, expect, it } from "vitest";
import type { RequestedProfileAnswer } from "#contract/user-request";
import { diffList, diffProfiles } from "../../app/routes/requests/request-profile-diff";
import { changeRows } from "../../app/routes/requests/request-profile-changes";

const city = (id: number, name: string) => ({ id, display_name: name });
const option = (id: number, title: string) => ({ id, title });

const person: RequestedProfileAnswer = {
  profile_image: "/api/v1/media/ab/old.png",
  first_name: "Fay",
  last_name: "Freelancer",
  email: "fay@example.com",
  uid: "FAY1",
  contact_number: "+9100",
  city: city(1, "Pune"),
};

const portfolio: NonNullable<RequestedProfileAnswer["portfolio"]> = {
  profile_type: option(1, "Developer"),
  technologies: [option(1, "React"), option(2, "Node")],
  skills: [option(5, "Web")],
  sub_skills: [],
  experience: 4,
  availability: 1,
  education_details: "B.Tech",
  amount: "20.00",
  salary_type: { id: 1, name: "Hourly" },
  description: "About me",
  specialties: "APIs",
  document_file: "/api/v1/media/cd/passport.png",
  file_name: "passport.png",
  projects_count: 1,
  communication_language: [{ id: 7, communication_language: { key: "en", value: "English" }, proficiency: option(2, "Average") }],
};

const project = (id: number | null, title: string) => ({ id, title, description: "", technologies: [], skills: [], images: [], link: null, duration: 3, is_on_going: false });

describe("diffList", () => {
  it("matches items by key: added, removed and changed ones, and nothing for equal lists", () => {
    expect(diffList([{ key: "1", text: "React" }], [{ key: "1", text: "React" }])).toEqual({ added: [], removed: [], changed: [] });
    expect(diffList([{ key: "1", text: "Pune" }, { key: "2", text: "Delhi" }], [{ key: "2", text: "Delhi (Head Office)" }, { key: "3", text: "Goa" }])).toEqual({
      added: ["Goa"],
      removed: ["Pune"],
      changed: [{ was: "Delhi", now: "Delhi (Head Office)" }],
    });
  });

  it("matches items without a key by their text, one to one: equal ones are no change, the rest added or removed", () => {
    const live = [{ key: "3", text: "Shop" }, { key: "4", text: "Bank" }, { key: "5", text: "Bank" }, { key: "6", text: "Blog" }];
    const requested = [{ key: null, text: "Shop" }, { key: null, text: "Bank" }, { key: null, text: "Game" }];
    expect(diffList(live, requested)).toEqual({ added: ["Game"], removed: ["Bank", "Blog"], changed: [] });
    expect(diffList(live, [...live.map((item) => ({ key: null, text: item.text }))])).toEqual({ added: [], removed: [], changed: [] });
    // An id the live side lacks is not a match by id; its text still finds the item it repeats.
    expect(diffList([{ key: "3", text: "Shop" }], [{ key: "99", text: "Shop" }])).toEqual({ added: [], removed: [], changed: [] });
  });

  it("pairs by id before text: a kept id with new text is changed, and an item without id cannot take an item its id already paired", () => {
    expect(diffList([{ key: "3", text: "Shop" }], [{ key: "3", text: "Shop v2" }, { key: null, text: "Shop" }])).toEqual({ added: ["Shop"], removed: [], changed: [{ was: "Shop", now: "Shop v2" }] });
  });

  it("keeps two items with the same key apart (two branches in one city)", () => {
    expect(diffList([{ key: "1", text: "Pune" }], [{ key: "1", text: "Pune" }, { key: "1", text: "Pune" }])).toEqual({ added: ["Pune"], removed: [], changed: [] });
  });
});

describe("diffProfiles", () => {
  it("finds nothing when the request asks for the live profile", () => {
    const live = { ...person, portfolio, projects: [project(3, "Shop")], certifications: [] };
    expect(diffProfiles(live, structuredClone(live))).toEqual([]);
  });

  it("gives was and now of each changed value, in page order", () => {
    const live = { ...person, portfolio };
    const now = { ...person, contact_number: "+9199", portfolio: { ...portfolio, availability: 2, amount: "25.00", description: "" } };
    expect(diffProfiles(live, now)).toEqual([
      { kind: "value", field: "contact_number", label: "Contact Number", was: "+9100", now: "+9199" },
      { kind: "value", field: "availability", label: "Availability", was: "Part Time", now: "Full Time" },
      { kind: "value", field: "amount", label: "Price", was: "20.00 / Hourly", now: "25.00 / Hourly" },
      { kind: "value", field: "description", label: "About", was: "About me", now: null },
    ]);
  });

  it("diffs technologies, languages, projects and certificates item by item; a project sent again without its id is the same project", () => {
    const live = { ...person, portfolio, projects: [project(3, "Shop"), project(4, "Bank")], certifications: [] };
    const now = {
      ...person,
      portfolio: {
        ...portfolio,
        technologies: [option(1, "React"), option(9, "Go")],
        communication_language: [{ id: 7, communication_language: { key: "en", value: "English" }, proficiency: option(1, "Fluent") }],
      },
      projects: [{ ...project(3, "Shop"), duration: 5 }, project(null, "Bank")],
      certifications: [{ id: null, title: "Scrum", certification_date: "2024-03-05", certificate_file: null, certification_link: "https://cert.example.com", description: "" }],
    };
    const lists = diffProfiles(live, now).filter((change) => change.kind === "list");
    expect(lists).toEqual([
      { kind: "list", field: "portfolio.technologies", label: "Technologies", added: ["Go"], removed: ["Node"], changed: [] },
      { kind: "list", field: "communication_language", label: "Languages", added: [], removed: [], changed: [{ was: "English: Average", now: "English: Fluent" }] },
      { kind: "list", field: "projects", label: "Projects", added: [], removed: [], changed: [{ was: "Shop · 3 Months", now: "Shop · 5 Months" }] },
      { kind: "list", field: "certifications", label: "Certificates", added: ["Scrum · 05/03/2024 · https://cert.example.com"], removed: [], changed: [] },
    ]);
  });

  it("compares a company's branches by city, the head office with them and on its own", () => {
    const company = { name: "Acme", is_registered_company: true, registration_number: "R1", company_url: null, size: 10, identity: null, file_name: null, technologies: [] };
    const live = { ...person, company, branches: [{ id: 1, city: city(1, "Pune"), is_head_quarter: true }] };
    const now = { ...person, company: { ...company, size: 12 }, branches: [{ id: null, city: city(1, "Pune"), is_head_quarter: false }, { id: null, city: city(2, "Goa"), is_head_quarter: true }] };
    expect(diffProfiles(live, now)).toEqual([
      { kind: "value", field: "size", label: "Company Size", was: "10", now: "12" },
      { kind: "value", field: "head_branch_location", label: "Main Office Location", was: "Pune", now: "Goa" },
      { kind: "value", field: "total_branches", label: "Number of Branch", was: "1", now: "2" },
      { kind: "list", field: "branches", label: "Branches", added: ["Goa (Head Office)"], removed: [], changed: [{ was: "Pune (Head Office)", now: "Pune" }] },
    ]);
  });
});

describe("diffProfiles on an update that sends its projects and certificates again without ids", () => {
  const certificate = (id: number | null, title: string) => ({ id, title, certification_date: "2024-03-05", certificate_file: "/api/v1/media/ab/c.png", certification_link: null, description: `${title}, passed.` });

  it("lists no project or certificate when they are the live ones", () => {
    const live = { ...person, portfolio, projects: [project(3, "Shop")], certifications: [certificate(10, "Scrum"), certificate(11, "AWS"), certificate(12, "Scrum")] };
    const now = { ...structuredClone(live), projects: [project(null, "Shop")], certifications: [certificate(null, "Scrum"), certificate(null, "AWS"), certificate(null, "Scrum")] };
    expect(diffProfiles(live, now)).toEqual([]);
  });

  it("takes a project's technologies and skills as sets: the order they are sent in is no change", () => {
    const tech = [option(27, "MongoDB"), option(16, "Spring Boot"), option(21, "Go")];
    const live = { ...person, portfolio, projects: [{ ...project(3, "Shop"), technologies: [...tech].sort((a, b) => a.id - b.id), skills: [option(44, "Security"), option(22, "Cloud")] }] };
    const now = { ...person, portfolio, projects: [{ ...project(null, "Shop"), technologies: tech, skills: [option(22, "Cloud"), option(44, "Security")] }] };
    expect(diffProfiles(live, now)).toEqual([]);
    expect(diffProfiles(live, { ...now, projects: [{ ...now.projects[0]!, id: 3 }] })).toEqual([]);
  });

  it("counts a project's images: one sent again without its id but with other images is not the same", () => {
    const image = (url: string) => ({ id: null, url });
    const live = { ...person, portfolio, projects: [{ ...project(3, "Shop"), images: [image("/a.png")] }] };
    const now = { ...person, portfolio, projects: [{ ...project(null, "Shop"), images: [image("/a.png"), image("/b.png")] }] };
    expect(diffProfiles(live, now)).toEqual([{ kind: "list", field: "projects", label: "Projects", added: ["Shop · 3 Months · 2 images"], removed: ["Shop · 3 Months · 1 image"], changed: [] }]);
  });

  it("shows a genuinely new item as added and a live item the request leaves out as removed", () => {
    const live = { ...person, portfolio, projects: [project(3, "Shop"), project(4, "Bank")], certifications: [certificate(10, "Scrum")] };
    const now = { ...person, portfolio, projects: [project(null, "Shop"), project(null, "Game")], certifications: [certificate(null, "Scrum"), certificate(null, "AWS")] };
    expect(diffProfiles(live, now)).toEqual([
      { kind: "list", field: "projects", label: "Projects", added: ["Game · 3 Months"], removed: ["Bank · 3 Months"], changed: [] },
      { kind: "list", field: "certifications", label: "Certificates", added: ["AWS · 05/03/2024 · c.png · AWS, passed."], removed: [], changed: [] },
    ]);
  });
});

describe("changeRows", () => {
  it("writes a row per value and per removed, changed and added item", () => {
    const rows = changeRows([
      { kind: "value", field: "contact_number", label: "Contact Number", was: "1", now: "2" },
      { kind: "list", field: "skills", label: "Skills", added: ["Go"], removed: ["Web"], changed: [{ was: "a", now: "b" }] },
    ]);
    expect(rows.map((row) => [row.label, row.note ?? "", row.was, row.now])).toEqual([
      ["Contact Number", "", "1", "2"],
      ["Skills", "removed", "Web", null],
      ["Skills", "changed", "a", "b"],
      ["Skills", "added", null, "Go"],
    ]);
  });
});
