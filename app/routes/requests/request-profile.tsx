// The requested profile of a request detail (request-review spec §2): one layout for clients and
// agencies, one for freelancers and developers, built from the users' display parts with the
// request's change markers (decision 047).

import type { ReactNode } from "react";
import { ButtonLink } from "~/ui/button";
import { ChipList } from "~/ui/chip-list";
import { CopyableLink } from "~/ui/copy-button";
import { DetailList, type DetailItem } from "~/ui/detail-list";
import { Icon } from "~/ui/icons";
import { Card } from "~/ui/page";
import { TabContent, Tabs } from "~/ui/tabs";
import { initials } from "~/utils/format";
import { listSearch } from "~/utils/list-state";
import { CertificateTable } from "../users/certificate-table";
import { ProfessionalDetails } from "../users/portfolio-page";
import { availabilityLabel, fullName, price } from "../users/portfolio-format";
import { FileView, ProfileHeader, Section } from "../users/portfolio-header";
import { agencyDetailsPath, portfolioDetailState, withoutDialog } from "../users/portfolio-state";
import { ProjectCards } from "../users/project-cards";
import type { RequestDetailData } from "./detail.server";
import { requestedBranches, requestedPortfolio } from "./request-profile-map";
import { AppLink } from "~/ui/app-link";

/** Is this `requested_changes_keys` key in the request? */
export type ChangedKey = (key: string) => boolean;
export const changedKeyOf = (keys: readonly string[]): ChangedKey => {
  const set = new Set(keys);
  return (key) => set.has(key);
};

/** Keys of the Professional Details tab: the tab is marked when the request changes one of them. */
const PROFESSIONAL_KEYS = [
  "portfolio",
  "technologies",
  "skills",
  "sub_skills",
  "description",
  "specialties",
  "communication_language",
  "experience",
  "availability",
  "education_details",
  "profile_type",
  "salary_type",
  "amount",
  "document_file",
];

const STATUS_NAMES: Record<number, string> = { 1: "Pending", 2: "Approved", 3: "Rejected" };

/**
 * Back, what the request is, and the place of the decision buttons (`actions`: issue 12's
 * Reject and Approve bar) at the top of every request detail.
 */
export function RequestTopBar({ data, actions }: { data: RequestDetailData; actions?: ReactNode }) {
  const { request } = data;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to={data.backHref} variant="secondary" size="sm">
          <Icon name="chevronLeft" className="size-4" />
          Back
        </ButtonLink>
        <p className="text-sm text-gray-700">
          {request.is_new_registered ? "New registration" : "Profile update"} · <span className="font-medium text-gray-900">{STATUS_NAMES[request.status] ?? "Unknown"}</span>
        </p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  );
}

/** Spec §2 rejected views: who rejected the request and why, above the profile. */
export function RejectionReason({ handledBy, message }: { handledBy: string | null; message: string | null }) {
  return (
    <Card className="mb-6 border-red-200 bg-red-50">
      <h2 className="text-base font-semibold text-red-900">Reason of rejection</h2>
      <p className="mt-1 text-sm text-red-900">Rejected by {handledBy || "-"}</p>
      <p className="mt-2 text-sm whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{message || "-"}</p>
    </Card>
  );
}

/** Client and agency requests (spec §2): header, side panel, technologies (agency) and branches. */
export function CompanyRequestProfile({ data }: { data: RequestDetailData }) {
  const { profile, kind } = data;
  const changed = changedKeyOf(data.request.requested_changes_keys);
  const company = profile.company;
  const branches = requestedBranches(profile.branches);
  const headOffice = branches.find((branch) => branch.is_head_quarter)?.city.display_name;
  const agency = kind === "agency";
  const side: DetailItem[] = agency
    ? [
        { label: "Main Agency Office Location", value: headOffice, changed: changed("head_branch_location") },
        { label: "Agency Size", value: company?.size ?? 0, changed: changed("size") },
        { label: "Number of Branch", value: branches.length, changed: changed("total_branches") },
        { label: "Agency Registration Number", value: company?.registration_number, changed: changed("registration_number") },
      ]
    : [
        { label: "Company Size", value: company?.size ?? 0, changed: changed("size") },
        { label: "Number of Branch", value: branches.length, changed: changed("total_branches") },
        { label: "Registration Number", value: company?.registration_number, changed: changed("registration_number") },
      ];
  return (
    <>
      <ProfileHeader
        name={company?.name || fullName(profile)}
        subtitle={agency ? "Agency" : "Client"}
        image={profile.profile_image}
        imageChanged={changed("profile_image")}
        nameChanged={changed("name")}
        initials={initials(company?.name ?? profile.first_name, company ? "" : profile.last_name)}
        items={[
          { label: "ID", value: profile.uid },
          { label: "Full Name", value: fullName(profile), changed: changed("name") },
          { label: "Email", value: profile.email },
          { label: "Contact Number", value: profile.contact_number, changed: changed("contact_number") },
          { label: "Location", value: profile.city?.display_name },
          // An element is never empty to DetailList: no website must be null to show '-'.
          { label: "Website", value: company?.company_url ? <CopyableLink url={company.company_url} label="website" /> : null, changed: changed("company_url") },
          {
            label: "ID Proof",
            value: company?.identity || company?.file_name ? <FileView name={company.file_name} url={company.identity} label="ID proof" /> : null,
            changed: changed("identity"),
          },
        ]}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Summary">
          <Card>
            <DetailList items={side} />
          </Card>
        </aside>
        <Card className="flex min-w-0 flex-col gap-6">
          {agency ? (
            <Section title="Technologies" changed={changed("technologies")}>
              {company?.technologies.length ? <ChipList label="Technologies" items={company.technologies.map((technology) => technology.title)} /> : <p className="text-sm">-</p>}
            </Section>
          ) : null}
          <Section title="Branches Details" changed={changed("branches")}>
            {branches.length === 0 ? (
              <p className="text-sm">-</p>
            ) : (
              <DetailList
                columns={2}
                items={branches.map((branch, index) => ({
                  label: `Branch ${index + 1}`,
                  value: (
                    <>
                      {branch.city.display_name}
                      {branch.is_head_quarter ? (
                        <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset">Main Office</span>
                      ) : null}
                    </>
                  ),
                }))}
              />
            )}
          </Section>
        </Card>
      </div>
    </>
  );
}

/** Freelancer and developer requests (spec §2): header, side panel and the three tabs, read from the request. */
export function PortfolioRequestProfile({ data }: { data: RequestDetailData }) {
  const { profile, kind, basePath } = data;
  const developer = kind === "agency-developer";
  const changed = changedKeyOf(data.request.requested_changes_keys);
  const portfolio = requestedPortfolio(profile.portfolio);
  if (!data.portfolio) return null;
  const { state, content } = data.portfolio;
  const agency = data.request.agency;
  const tabChanged: Record<string, boolean> = {
    professional: PROFESSIONAL_KEYS.some(changed),
    projects: changed("projects"),
    certificates: changed("certifications"),
  };
  const tabState = withoutDialog(state);
  const tabItems = (portfolioDetailState.tabs ?? []).map((tab) => ({
    id: tab.id,
    label: tab.label,
    to: `${basePath}${listSearch(tabState, { tab: tab.id }, portfolioDetailState)}`,
    changed: tabChanged[tab.id],
  }));
  return (
    <>
      <ProfileHeader
        name={fullName(profile)}
        subtitle={developer ? "Agency developer" : "Freelancer"}
        image={profile.profile_image}
        imageChanged={changed("profile_image")}
        nameChanged={changed("name")}
        initials={initials(profile.first_name, profile.last_name)}
        items={[
          { label: "ID", value: profile.uid },
          { label: "Email", value: profile.email },
          { label: "Contact Number", value: profile.contact_number, changed: changed("contact_number") },
          { label: "Profile Type", value: portfolio?.profile_type?.title, changed: changed("profile_type") },
          { label: "Availability", value: availabilityLabel(portfolio?.availability ?? null, developer ? "developer" : "freelancer"), changed: changed("availability") },
          ...(developer ? [] : [{ label: "Location", value: profile.city?.display_name }]),
        ]}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Summary">
          <Card>
            <DetailList
              items={[
                ...(developer
                  ? [
                      {
                        label: "Agency ID",
                        value: agency ? (
                          <AppLink to={agencyDetailsPath(agency.id)} className="font-medium text-indigo-700 hover:underline">
                            {agency.uid}
                          </AppLink>
                        ) : null,
                      },
                    ]
                  : []),
                { label: "Experience in Years", value: portfolio?.experience ?? null, changed: changed("experience") },
                // The projects the Projects tab lists (the request's, or the live ones an update keeps), not the stored count.
                { label: "Projects", value: profile.projects?.length ?? 0, changed: changed("project_count") },
                { label: "Education", value: portfolio?.education_details, changed: changed("education_details") },
                { label: "Price", value: price(portfolio?.amount ?? null, portfolio?.salary_type ?? null), changed: changed("amount") || changed("salary_type") },
              ]}
            />
          </Card>
        </aside>
        <div className="min-w-0">
          <Tabs
            label="Sections"
            current={state.tab}
            items={tabItems}
          />
          <div className="mt-6">
            <h2 className="sr-only">{portfolioDetailState.tabs?.find((tab) => tab.id === state.tab)?.label}</h2>
            <TabContent items={tabItems} current={state.tab}>
              {content.tab === "projects" ? (
                <ProjectCards basePath={basePath} state={state} projects={content.rows} count={content.count} open={content.open} />
              ) : content.tab === "certificates" ? (
                <CertificateTable basePath={basePath} state={state} certificates={content.rows} count={content.count} open={content.open} />
              ) : (
                <ProfessionalDetails portfolio={portfolio} changed={changed} />
              )}
            </TabContent>
          </div>
        </div>
      </div>
    </>
  );
}
