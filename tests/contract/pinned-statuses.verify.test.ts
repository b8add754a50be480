import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PACT_FILE } from "./pact-file";
import { pinnedStatusProblems, type PactInteraction } from "./pinned-statuses";

// Runs after the consumer tests (VerifyLastSequencer), on the pact they wrote.
function pactInteractions(): PactInteraction[] {
  return (JSON.parse(readFileSync(PACT_FILE, "utf8")) as { interactions: PactInteraction[] }).interactions;
}

const without = (interactions: PactInteraction[], drop: (interaction: PactInteraction) => boolean) => {
  const index = interactions.findIndex(drop);
  expect(index, "the pact has such an interaction").toBeGreaterThanOrEqual(0);
  return interactions.filter((_, i) => i !== index);
};

describe("the statuses the pact pins", () => {
  it("one 401 and one 403 per auth style, and every other status the app receives", () => {
    expect(pinnedStatusProblems(pactInteractions())).toEqual([]);
  });

  it("misses a dropped 400 or 404", () => {
    const interactions = pactInteractions();
    // Every nested 400: the role's list of ids, and the user edits' objects and lists of objects (decision 052).
    const nested400s = [
      "a request to create a role whose second permission is not a whole number",
      "a request to change a client whose second branch has no city",
      "a request to change an agency without technologies",
      "a request to add a certificate with neither image nor link",
    ];
    const withoutNested = nested400s.reduce((rest, description) => without(rest, (interaction) => interaction.description === description), interactions);
    expect(pinnedStatusProblems(withoutNested)).toEqual([
      "PATCH user-client/{id}/ 400 (clientUpdate) is not pinned",
      "PATCH user-agency/{id}/ 400 (agencyUpdate) is not pinned",
      "POST user-freelancer/{id}/certifications/ 400 (freelancerCertificatesSave) is not pinned",
      "no 400 interaction pins a nested error body (decision 021)",
    ]);
    const onlyOrdering400 = (interaction: PactInteraction) => interaction.request.path === "/api/v1/contact-us-admin/" && interaction.response.status === 400;
    expect(pinnedStatusProblems(without(interactions, onlyOrdering400))).toEqual(["GET contact-us-admin/ 400 (contactUsList) is not pinned"]);
    const notFound = (interaction: PactInteraction) => interaction.request.method === "DELETE" && interaction.response.status === 404;
    expect(pinnedStatusProblems(without(interactions, notFound))).toEqual([expect.stringMatching(/^DELETE \S+ 404 \(\w+\) is not pinned$/)]);
  });

  it("misses a dropped 429 of an address limit or of uploads", () => {
    const interactions = pactInteractions();
    const rateLimited = (path: string) => (interaction: PactInteraction) => interaction.request.path === path && interaction.response.status === 429;
    expect(pinnedStatusProblems(without(interactions, rateLimited("/api/v1/reset-password/")))).toEqual(["POST reset-password/ 429 (resetPassword) is not pinned"]);
    expect(pinnedStatusProblems(without(interactions, rateLimited("/api/v1/upload_file/")))).toEqual(["POST upload_file/ 429 (uploadFile) is not pinned"]);
  });

  it("refuses a second refusal of one auth style, or none", () => {
    const interactions = pactInteractions();
    const refusal = interactions.find((interaction) => interaction.response.status === 403 && interaction.request.path === "/api/v1/roles/");
    expect(refusal).toBeDefined();
    const copy = { ...refusal!, description: "a second 403", request: { ...refusal!.request, path: "/api/v1/skill/" } };
    expect(pinnedStatusProblems([...interactions, copy])).toEqual([expect.stringMatching(/^permission endpoints: 2 interactions answer 403/)]);
    expect(pinnedStatusProblems(interactions.filter((interaction) => interaction !== refusal))).toEqual([
      expect.stringMatching(/^permission endpoints: 0 interactions answer 403/),
    ]);
  });
});
