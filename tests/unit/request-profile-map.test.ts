import { describe, expect, it } from "vitest";
import type { Freelancer } from "#contract/marketplace-user";
import type { RequestedProfileAnswer } from "#contract/user-request";
import { liveAsRequested, requestedBranches, requestedCertificates, requestedPortfolio, requestedProjects, withLiveSections } from "../../app/routes/requests/request-profile-map";
import { pendingSectionOf, requestBackHref, requestDetailPath, sectionOfPath } from "../../app/routes/requests/detail-paths";

const person: RequestedProfileAnswer = { profile_image: null, first_name: "Fay", last_name: "F", email: "f@example.com", uid: "F1", contact_number: null, city: null };

describe("request profile mapping", () => {
  it("names requested projects, certificates, branches and languages by their position (new ones have no id)", () => {
    const projects = requestedProjects([
      { id: 40, title: "Old", description: "", technologies: [], skills: [], images: [{ id: null, url: "/a.png" }], link: null, duration: 1, is_on_going: false },
      { id: null, title: "New", description: "", technologies: [], skills: [], images: [], link: null, duration: 1, is_on_going: false },
    ]);
    expect(projects.map((project) => [project.id, project.title])).toEqual([[1, "Old"], [2, "New"]]);
    expect(projects[0]?.images).toEqual([{ id: 1, url: "/a.png" }]);
    expect(requestedCertificates([{ id: null, title: "C", certification_date: "2024-01-01", certificate_file: null, certification_link: null, description: "" }])[0]?.id).toBe(1);
    expect(requestedBranches([{ id: null, city: { id: 3, display_name: "Goa" }, is_head_quarter: true }])).toEqual([{ id: 1, city: { id: 3, display_name: "Goa" }, is_head_quarter: true }]);
    expect(requestedProjects(undefined)).toEqual([]);
    expect(requestedPortfolio(undefined)).toBeNull();
  });

  it("fills the sections an update leaves out, and its empty contact number, city and picture, from the live profile", () => {
    const live = { ...person, contact_number: "+91", city: { id: 1, display_name: "Pune" }, profile_image: "/me.png", projects: [], certifications: [] };
    const merged = withLiveSections({ ...person, first_name: "Faye", certifications: [] }, live);
    expect(merged).toMatchObject({ first_name: "Faye", contact_number: "+91", city: { id: 1 }, profile_image: "/me.png", projects: [], certifications: [] });
    expect(merged.portfolio).toBeUndefined();
  });

  it("writes a live freelancer as a request carrying every section", () => {
    const user = { ...person, id: 5, is_active: true, is_pending_request: false, country: null, agency: null, portfolio: null } as Freelancer;
    expect(liveAsRequested({ kind: "portfolio", user, projects: [], certificates: [] })).toMatchObject({ first_name: "Fay", portfolio: undefined, projects: [], certifications: [] });
  });
});

describe("request detail paths", () => {
  it("gives each section its address and reads the section back from it", () => {
    expect(requestDetailPath("new", "client", 4)).toBe("/new-requests/client-view/4");
    expect(requestDetailPath("updated", "freelancer", 4)).toBe("/updated-request/freelancer-view/4");
    expect(requestDetailPath("developer", "agency-developer", 4)).toBe("/developer-requests/4");
    expect(requestDetailPath("rejected", "agency-developer", 4)).toBe("/rejected-logs/agency-developer-view/4");
    expect(sectionOfPath("/new-requests/Freelancer-view/4")).toBe("new");
    expect(sectionOfPath("/developer-requests/4")).toBe("developer");
    expect(pendingSectionOf({ user_type: 6, is_new_registered: false })).toBe("developer");
    expect(pendingSectionOf({ user_type: 5, is_new_registered: false })).toBe("updated");
  });

  it("follows back only to the detail's own list", () => {
    expect(requestBackHref("developer", "/developer-requests?agency=3&status=true")).toBe("/developer-requests?agency=3&status=true");
    expect(requestBackHref("developer", "/manage-users")).toBe("/developer-requests");
    expect(requestBackHref("rejected", "")).toBe("/rejected-logs");
  });
});
