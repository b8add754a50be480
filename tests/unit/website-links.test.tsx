import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Agency } from "#contract/marketplace-user";
import { AgencyInformation } from "~/routes/users/agency-sections";
import { FileView } from "~/routes/users/portfolio-header";
import { CopyableLink } from "~/ui/copy-button";
import { StoredFiles } from "~/ui/stored-files";

// A marketplace user's links (website, project and certificate links) are whatever the API holds,
// and API_URL may be a backend we do not control: only a safe link may become an href.
const agencyWith = (companyUrl: string) =>
  ({ branches: [], company: { technologies: [], company_url: companyUrl, identity: null, file_name: null } }) as unknown as Agency;

describe("links from a user's profile", () => {
  it("an agency's website links a web address", () => {
    expect(renderToStaticMarkup(<AgencyInformation agency={agencyWith("https://agency.example")} />)).toContain('href="https://agency.example"');
  });

  it("an agency's website that is no web address shows as text, never as a link", () => {
    const html = renderToStaticMarkup(<AgencyInformation agency={agencyWith("javascript:alert(1)")} />);
    expect(html).toContain("javascript:alert(1)");
    expect(html).not.toContain('href="javascript:');
  });

  it.each([
    ["https://project.example/a", true],
    ["/api/v1/media/certificates/a.pdf", true],
    ["javascript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["/\t/evil.example", false],
    ["https://project.example/a\n", false],
  ])("a copyable link to %s is followed: %s", (url, linked) => {
    const html = renderToStaticMarkup(<CopyableLink url={url} label="project link" />);
    expect(html.includes("href=")).toBe(linked);
  });

  it("a stored file's View link is offered only for a safe link", () => {
    expect(renderToStaticMarkup(<FileView url="/api/v1/media/identity/a.pdf" name="a.pdf" label="ID proof" />)).toContain('href="/api/v1/media/identity/a.pdf"');
    expect(renderToStaticMarkup(<FileView url="javascript:alert(1)" name="a.pdf" label="ID proof" />)).toBe("a.pdf");
    expect(renderToStaticMarkup(<FileView url="javascript:alert(1)" name={null} label="ID proof" />)).toBe("ID proof");
    expect(renderToStaticMarkup(<StoredFiles files={[{ url: "javascript:alert(1)", name: "b.pdf" }]} />)).not.toContain("href=");
  });
});
