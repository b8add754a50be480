import type { Portfolio } from "#contract/marketplace-user";
import { ChipList } from "~/ui/chip-list";
import { DetailList, type DetailItem } from "~/ui/detail-list";
import { Card } from "~/ui/page";
import { ProficiencySlider } from "~/ui/proficiency-slider";
import { READ_MORE_LONG_TEXT_AT, ReadMore } from "~/ui/read-more";
import { TabContent, Tabs } from "~/ui/tabs";
import { initials } from "~/utils/format";
import { listSearch } from "~/utils/list-state";
import { CertificateTable } from "./certificate-table";
import type { LoadedPortfolio } from "./portfolio-page.server";
import { availabilityLabel, fullName, price } from "./portfolio-format";
import { BackLink, FileView, ProfileHeader, Section } from "./portfolio-header";
import { portfolioDetailState, withoutDialog } from "./portfolio-state";
import { ProjectCards } from "./project-cards";

type PortfolioPageProps = LoadedPortfolio & { kind: "developer" | "freelancer"; basePath: string };

/**
 * A developer's or a freelancer's page (spec §2): the header, the side panel, and the tabs
 * Professional Details, Projects and Certificates. The freelancer's adds Location; the
 * developer's side panel names the agency.
 */
export function PortfolioPage({ kind, basePath, person, state, content, backHref }: PortfolioPageProps) {
  const portfolio = person.portfolio;
  const name = fullName(person);
  const tabState = withoutDialog(state);
  const tabItems = (portfolioDetailState.tabs ?? []).map((tab) => ({ id: tab.id, label: tab.label, to: `${basePath}${listSearch(tabState, { tab: tab.id }, portfolioDetailState)}` }));
  const header: DetailItem[] = [
    { label: "ID", value: person.uid },
    { label: "Email", value: person.email },
    { label: "Contact Number", value: person.contact_number },
    { label: "Profile Type", value: portfolio?.profile_type?.title },
    { label: "Availability", value: availabilityLabel(portfolio?.availability ?? null, kind) },
    ...(kind === "freelancer" ? [{ label: "Location", value: person.city?.display_name }] : []),
  ];
  const side: DetailItem[] = [
    ...(kind === "developer" ? [{ label: "Agency ID", value: person.agency?.uid }] : []),
    { label: "Experience in Years", value: portfolio?.experience ?? null },
    { label: "Projects", value: portfolio?.projects_count ?? 0 },
    { label: "Education", value: portfolio?.education_details },
    { label: "Price", value: price(portfolio?.amount ?? null, portfolio?.salary_type ?? null) },
  ];
  return (
    <>
      <BackLink to={backHref} />
      <ProfileHeader name={name} subtitle={kind === "developer" ? "Agency developer" : "Freelancer"} image={person.profile_image} initials={initials(person.first_name, person.last_name)} items={header} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Summary">
          <Card>
            <DetailList items={side} />
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
                <ProfessionalDetails portfolio={portfolio} />
              )}
            </TabContent>
          </div>
        </div>
      </div>
    </>
  );
}

function Chips({ title, items, changed }: { title: string; items: readonly { title: string }[]; changed?: boolean }) {
  // Spec §2: technologies, skills and sub skills show only when there are some.
  if (items.length === 0) return null;
  return (
    <Section title={title} changed={changed}>
      <ChipList label={title} items={items.map((item) => item.title)} />
    </Section>
  );
}

function LongText({ title, text, changed }: { title: string; text: string; changed?: boolean }) {
  return (
    <Section title={title} changed={changed}>
      {text.trim() ? <ReadMore text={text} limit={READ_MORE_LONG_TEXT_AT} className="text-sm whitespace-pre-line text-gray-800" /> : <p className="text-sm">-</p>}
    </Section>
  );
}

/** A person without a portfolio yet: every section shows '-' (spec §2: missing values). */
const NO_PORTFOLIO: Pick<Portfolio, "technologies" | "skills" | "sub_skills" | "description" | "specialties" | "communication_language" | "file_name" | "document_file"> = {
  technologies: [],
  skills: [],
  sub_skills: [],
  description: "",
  specialties: "",
  communication_language: [],
  file_name: null,
  document_file: null,
};

/**
 * The Professional Details tab. A request review passes `changed` (is this `requested_changes_keys`
 * key in the request?) to mark the sections it changes.
 */
export function ProfessionalDetails({ portfolio: given, changed = () => false }: { portfolio: Portfolio | null; changed?: (key: string) => boolean }) {
  const portfolio = given ?? NO_PORTFOLIO;
  return (
    <Card className="flex flex-col gap-6">
      <Chips title="Technologies" items={portfolio.technologies} changed={changed("technologies")} />
      <Chips title="Skill" items={portfolio.skills} changed={changed("skills")} />
      <Chips title="Sub-Skills" items={portfolio.sub_skills} changed={changed("sub_skills")} />
      <LongText title="About" text={portfolio.description} changed={changed("description")} />
      <LongText title="Specialties" text={portfolio.specialties} changed={changed("specialties")} />
      <Section title="Language" changed={changed("communication_language")}>
        {portfolio.communication_language.length === 0 ? (
          <p className="text-sm">-</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {portfolio.communication_language.map((language) => (
              <li key={language.id} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center">
                <span className="text-sm font-medium text-gray-900">{language.communication_language.value}</span>
                <ProficiencySlider label={language.communication_language.value} level={language.proficiency} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="ID Proof" changed={changed("document_file")}>
        <p className="text-sm">
          <FileView name={portfolio.file_name} url={portfolio.document_file} label="ID proof" />
          {!portfolio.file_name && !portfolio.document_file ? "-" : null}
        </p>
      </Section>
    </Card>
  );
}
