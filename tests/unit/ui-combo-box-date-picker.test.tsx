import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ComboBox } from "~/ui/combo-box";
import { CountryCityFields } from "~/ui/country-city-fields";
import { DatePicker } from "~/ui/date-picker";

const searchUrl = (text: string) => `/lookups/countries?search=${text}`;
const india = { id: "7", label: "India" };

describe("ComboBox on the server (the page without JavaScript)", () => {
  it("is a search field, a Search button that submits the form as a GET, and a select of the loader's matches", () => {
    const html = renderToStaticMarkup(<ComboBox label="Country" name="country" searchUrl={searchUrl} fallback={{ query: "ind", options: [india, { id: "8", label: "Indonesia" }] }} />);
    expect(html).toMatch(/<input type="search" name="country_search" aria-label="Search Country"[^>]*value="ind"/);
    expect(html).toMatch(/<button type="submit" formMethod="get" formnovalidate=""[^>]*>Search<span class="sr-only"> Country<\/span><\/button>/);
    expect(html).toMatch(/<label for="country-field"[^>]*>Country<\/label>/);
    expect(html).toMatch(/<select id="country-field"[^>]*name="country"/);
    expect(html).toContain('<option value="" selected="">Select</option><option value="7">India</option><option value="8">Indonesia</option>');
    expect(html).not.toContain("react-aria");
  });

  it("says how many characters a search needs, then the empty text when nothing matched", () => {
    const before = renderToStaticMarkup(<ComboBox label="Country" name="country" searchUrl={searchUrl} />);
    expect(before).toContain('<option value="" selected="">Search with at least 3 characters</option>');
    const none = renderToStaticMarkup(<ComboBox label="Country" name="country" searchUrl={searchUrl} fallback={{ query: "zzz", options: [] }} />);
    expect(none).toContain(">No Options found</option>");
    const agency = renderToStaticMarkup(<ComboBox label="Agency" name="agency" searchUrl={searchUrl} emptyText="No Agency Found" fallback={{ query: "acm", options: [] }} />);
    expect(agency).toContain(">No Agency Found</option>");
    const short = renderToStaticMarkup(<ComboBox label="Agency" name="agency" searchUrl={searchUrl} emptyText="No Agency Found" fallback={{ query: "ac", options: [] }} />);
    expect(short).toContain(">Search with at least 3 characters</option>");
  });

  it("keeps the chosen option selected, also when the last search did not find it", () => {
    const html = renderToStaticMarkup(<ComboBox label="Country" name="country" searchUrl={searchUrl} selected={india} fallback={{ query: "indo", options: [{ id: "8", label: "Indonesia" }] }} />);
    expect(html).toContain('<option value="7" selected="">India</option><option value="8">Indonesia</option>');
  });
});

describe("CountryCityFields", () => {
  it("disables the city until a country is chosen, and says so", () => {
    const html = renderToStaticMarkup(<CountryCityFields />);
    expect(html).toMatch(/<select id="city-field"[^>]*name="city" required="" disabled=""/);
    expect(html).toContain("Choose a country first.");
    expect(html).toMatch(/<select id="country-field"[^>]*name="country" required=""(?! disabled)/);
  });

  it("enables the city of a chosen country and shows the saved choices", () => {
    const html = renderToStaticMarkup(<CountryCityFields country={india} city={{ id: "70", label: "Pune, Maharashtra, India" }} />);
    expect(html).not.toContain('disabled=""');
    expect(html).toContain('<option value="70" selected="">Pune, Maharashtra, India</option>');
    expect(html).not.toContain("Choose a country first.");
  });
});

describe("DatePicker on the server (the page without JavaScript)", () => {
  it("is a native date input that posts YYYY-MM-DD under the field's name", () => {
    const html = renderToStaticMarkup(
      <DatePicker label="Certification Date" inputProps={{ id: "cert-date", name: "certification_date", defaultValue: "2024-03-12", required: true }} min="1950-01-01" />,
    );
    expect(html).toMatch(/<label for="cert-date"[^>]*>Certification Date<\/label>/);
    expect(html).toMatch(/<input id="cert-date" name="certification_date" required="" type="date" min="1950-01-01"[^>]*value="2024-03-12"/);
    expect(html).not.toContain("DD/MM/YYYY");
  });

  it("shows the server's error under it", () => {
    const html = renderToStaticMarkup(<DatePicker label="Certification Date" inputProps={{ id: "d", name: "d" }} errors={["This field is required"]} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<p id="d-error"[^>]*>This field is required<\/p>/);
  });
});
