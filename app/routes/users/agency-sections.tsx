import type { Agency } from "#contract/marketplace-user";
import { ChipList } from "~/ui/chip-list";
import { CopyableLink } from "~/ui/copy-button";
import { DetailList } from "~/ui/detail-list";
import { Card } from "~/ui/page";
import { initials } from "~/utils/format";
import { fullName } from "./portfolio-format";
import { BackLink, FileView, ProfileHeader, Section } from "./portfolio-header";

/** The city of the branch flagged as head office (spec §2: Main Agency Office Location). */
export const headOfficeCity = (agency: Pick<Agency, "branches">) => agency.branches.find((branch) => branch.is_head_quarter)?.city.display_name ?? null;

/** The agency's header and summary (spec §2); missing values show '-', a missing size 0. */
export function AgencyHeader({ agency, backHref }: { agency: Agency; backHref: string }) {
  const company = agency.company;
  return (
    <>
      <BackLink to={backHref} />
      <ProfileHeader
        name={company?.name || fullName(agency)}
        subtitle="Agency"
        image={agency.profile_image}
        initials={initials(company?.name ?? agency.first_name, company ? "" : agency.last_name)}
        items={[
          { label: "User ID", value: agency.uid },
          { label: "Full Name", value: fullName(agency) },
          { label: "Email", value: agency.email },
          { label: "Contact Number", value: agency.contact_number },
          { label: "Location", value: agency.city?.display_name },
        ]}
      />
      <Card className="mt-6">
        <h2 className="sr-only">Summary</h2>
        <DetailList
          columns={3}
          className="lg:grid-cols-4"
          items={[
            { label: "Agency Registration Number", value: company?.registration_number },
            { label: "Number of Branch", value: agency.branches.length },
            { label: "Main Agency Office Location", value: headOfficeCity(agency) },
            { label: "Agency Size", value: company?.size ?? 0 },
          ]}
        />
      </Card>
    </>
  );
}

/** The Agency Details tab: technologies (5, then +N), website with copy, ID proof, branches. */
export function AgencyInformation({ agency }: { agency: Agency }) {
  const company = agency.company;
  const technologies = company?.technologies ?? [];
  return (
    <Card className="flex flex-col gap-6">
      <Section title="Technologies">
        {technologies.length > 0 ? <ChipList label="Technologies" items={technologies.map((technology) => technology.title)} /> : <p className="text-sm">-</p>}
      </Section>
      <Section title="Website">
        <p className="text-sm">
          {company?.company_url ? <CopyableLink url={company.company_url} label="website" /> : "-"}
        </p>
      </Section>
      <Section title="ID Proof">
        <p className="text-sm">{company?.identity || company?.file_name ? <FileView name={company.file_name} url={company.identity} label="ID proof" /> : "-"}</p>
      </Section>
      <Section title="Branches">
        {agency.branches.length === 0 ? (
          <p className="text-sm">-</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {agency.branches.map((branch) => (
              <li key={branch.id} className="flex flex-wrap items-center gap-2">
                <span>{branch.city.display_name}</span>
                {branch.is_head_quarter ? <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset">Head Office</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Card>
  );
}
