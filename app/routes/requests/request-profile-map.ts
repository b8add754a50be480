// The requested profile (`updated_data_with_request_change`) in the shapes the users' display parts
// take, and a live profile in the requested shape, so one diff compares the two (decision 047).
import type { Branch, Certificate, Client, Agency, Freelancer, Portfolio, Project } from "#contract/marketplace-user";
import type { RequestedProfileAnswer } from "#contract/user-request";

type RequestedPortfolio = NonNullable<RequestedProfileAnswer["portfolio"]>;
type RequestedProject = NonNullable<RequestedProfileAnswer["projects"]>[number];
type RequestedCertificate = NonNullable<RequestedProfileAnswer["certifications"]>[number];

/**
 * A requested project or certificate is named by its position in the request (1, 2, ...): new
 * ones have no id yet, and the Project Details dialog's address (`?project=2`) needs one.
 */
export const requestedProjects = (projects: readonly RequestedProject[] = []): Project[] =>
  projects.map((project, index) => ({ ...project, id: index + 1, images: project.images.map((image, position) => ({ id: position + 1, url: image.url })) }));

export const requestedCertificates = (certificates: readonly RequestedCertificate[] = []): Certificate[] =>
  certificates.map((certificate, index) => ({ ...certificate, id: index + 1 }));

/** Branches in the request's order; a new branch has no id, so the position keys it. */
export const requestedBranches = (branches: RequestedProfileAnswer["branches"] = []): Branch[] =>
  branches.map((branch, index) => ({ ...branch, id: index + 1 }));

/** The portfolio as ProfessionalDetails reads it; a new language has no id, its position keys it. */
export function requestedPortfolio(portfolio: RequestedPortfolio | undefined): Portfolio | null {
  if (!portfolio) return null;
  return { ...portfolio, communication_language: portfolio.communication_language.map((language, index) => ({ ...language, id: index + 1 })) };
}

/** What the live profile holds, read through the users' models. */
export type LiveProfile =
  | { kind: "company"; user: Client | Agency }
  | { kind: "portfolio"; user: Freelancer; projects: readonly Project[]; certificates: readonly Certificate[] };

/** A live profile written as a request would carry it whole. */
export function liveAsRequested(live: LiveProfile): RequestedProfileAnswer {
  const { user } = live;
  const person = {
    profile_image: user.profile_image,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    uid: user.uid,
    contact_number: user.contact_number,
    city: user.city,
  };
  if (live.kind === "company") {
    const company = live.user.company;
    return {
      ...person,
      company: company ? { ...company, technologies: "technologies" in company ? company.technologies : [] } : undefined,
      branches: live.user.branches,
    };
  }
  return {
    ...person,
    portfolio: live.user.portfolio ?? undefined,
    projects: [...live.projects],
    certifications: [...live.certificates],
  };
}

const SECTIONS = ["company", "branches", "portfolio", "projects", "certifications"] as const;

/**
 * An update request carries only the sections it changes (decision 043): the profile it asks for
 * is the live one with those sections replaced, which is what approving it writes; so are the
 * contact number, city and picture it leaves empty.
 */
export function withLiveSections(requested: RequestedProfileAnswer, live: RequestedProfileAnswer): RequestedProfileAnswer {
  // Approving keeps the live contact number, city and picture an update leaves empty (decision 043).
  const merged: RequestedProfileAnswer = {
    ...requested,
    contact_number: requested.contact_number || live.contact_number,
    city: requested.city ?? live.city,
    profile_image: requested.profile_image || live.profile_image,
  };
  for (const section of SECTIONS) if (requested[section] === undefined && live[section] !== undefined) Object.assign(merged, { [section]: live[section] });
  return merged;
}
