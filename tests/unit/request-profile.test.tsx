// A request detail's profile shows '-' for every empty value, as the users' pages do (spec: "'-' stands for empty values").
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { describe, expect, it } from "vitest";
import type { RequestedProfileAnswer } from "#contract/user-request";
import { portfolioTab, type RequestDetailData } from "~/routes/requests/detail.server";
import { CompanyRequestProfile, PortfolioRequestProfile } from "~/routes/requests/request-profile";
import { portfolioDetailState, type PortfolioDetailState } from "~/routes/users/portfolio-state";
import { parseListState } from "~/utils/list-state.server";

async function render(element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://x/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** Label and value of every `<dt>`/`<dd>` pair, the value's markup as rendered. */
const pairs = (html: string) => [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, dt, dd]) => [dt, dd] as const);

const person = { profile_image: null, first_name: "Ann", last_name: "Lee", email: "ann@example.com", uid: "U1", contact_number: null, city: null };

function detail(kind: RequestDetailData["kind"], profile: RequestedProfileAnswer, portfolio: RequestDetailData["portfolio"] = null): RequestDetailData {
  const basePath = "/requests/1";
  return {
    request: {
      id: 1,
      version: 1,
      status: 1,
      user_type: 3,
      is_new_registered: true,
      requested_changes_keys: [],
      request_handled_by: null,
      rejection_message: null,
      decided_at: null,
      created: "2025-01-01T00:00:00Z",
      modified: "2025-01-01T00:00:00Z",
      agency: null,
      user: { id: 1, uid: "U1", first_name: "Ann", last_name: "Lee", email: "ann@example.com", is_active: true },
    },
    kind,
    section: "new",
    basePath,
    backHref: "/",
    profile,
    changes: null,
    liveNotPermitted: null,
    history: [],
    portfolio,
  } as RequestDetailData;
}

const emptyCompany = (url: string | null) => ({
  name: "",
  is_registered_company: false,
  registration_number: "",
  company_url: url,
  size: null,
  identity: null,
  file_name: null,
  technologies: [],
});

describe("the request profile's empty values", () => {
  for (const kind of ["client", "agency"] as const) {
    for (const url of [null, ""]) {
      it(`a ${kind} request with website ${JSON.stringify(url)}: every label has a value, '-' when empty`, async () => {
        const html = await render(<CompanyRequestProfile data={detail(kind, { ...person, company: emptyCompany(url), branches: [] })} />);
        const values = pairs(html);
        expect(values.length).toBeGreaterThan(5);
        expect(values.filter(([, value]) => value === "")).toEqual([]);
        expect(values.find(([label]) => label === "Website")).toEqual(["Website", "-"]);
      });
    }
  }

  it("a freelancer or developer request with an empty portfolio: every label has a value", async () => {
    const state = parseListState(new URLSearchParams(), portfolioDetailState) as PortfolioDetailState;
    const portfolio = {
      profile_type: null,
      technologies: [],
      skills: [],
      sub_skills: [],
      experience: null,
      availability: null,
      education_details: "",
      amount: "",
      salary_type: null,
      description: "",
      specialties: "",
      document_file: null,
      file_name: "",
      projects_count: 0,
      communication_language: [],
    };
    for (const kind of ["freelancer", "agency-developer"] as const) {
      const data = detail(kind, { ...person, portfolio, projects: [], certifications: [] }, { state, content: portfolioTab(state, "/requests/1", [], []) });
      const values = pairs(await render(<PortfolioRequestProfile data={data} />));
      expect(values.length).toBeGreaterThan(5);
      expect(values.filter(([, value]) => value === "")).toEqual([]);
    }
  });
});
