import { describe, expect, it } from "vitest";
import { comboSearchSentWithEnter, ENTER_SUBMIT, searchQueryOf } from "~/ui/enter-search";

function sent(fields: Record<string, string>, enter = true): FormData {
  const formData = new FormData();
  if (enter) formData.append(ENTER_SUBMIT.name, ENTER_SUBMIT.value);
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

describe("comboSearchSentWithEnter", () => {
  it("names the combo box whose search text changed, when Enter sent the form", () => {
    expect(comboSearchSentWithEnter(sent({ first_name: "Ann", country: "3", country_search: "Austr", country_searched: "" }))).toBe("country");
    expect(comboSearchSentWithEnter(sent({ "branches[1].city": "", "branches[1].city_search": " Gra ", "branches[1].city_searched": "Vie" }))).toBe("branches[1].city");
  });

  it("is null for the Save button, an unchanged or emptied text, and a search field without its searched text", () => {
    expect(comboSearchSentWithEnter(sent({ country_search: "Austr", country_searched: "" }, false))).toBeNull();
    expect(comboSearchSentWithEnter(sent({ country_search: "Austr ", country_searched: "Austr" }))).toBeNull();
    expect(comboSearchSentWithEnter(sent({ country_search: "  ", country_searched: "Austr" }))).toBeNull();
    expect(comboSearchSentWithEnter(sent({ agency_search: "Acme" }))).toBeNull();
  });
});

describe("searchQueryOf", () => {
  it("keeps the text fields in order, drops files and the Enter mark", () => {
    const formData = sent({ first_name: "Ann", country_search: "Austr" });
    formData.append("profile_image", new File(["x"], "a.png", { type: "image/png" }));
    formData.append("technologies", "1");
    formData.append("technologies", "2");
    expect(searchQueryOf(formData).toString()).toBe("first_name=Ann&country_search=Austr&technologies=1&technologies=2");
  });
});
