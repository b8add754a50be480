import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PACT_FILE } from "../contract/pact-file";
import { buildProviderStatesDocument, interactionsByState, readStateModules } from "../contract/provider-states-doc";
import { states } from "../contract/states";

describe("the provider-state reference of pacts/ (contract/provider-states.md)", () => {
  const { states: documented } = readStateModules();

  it("is the committed file (regenerate with npm run pact:states)", () => {
    const committed = readFileSync(new URL("../../contract/provider-states.md", import.meta.url), "utf8");
    expect(committed).toBe(buildProviderStatesDocument(PACT_FILE));
  });

  it("describes every state the committed pact uses", () => {
    const descriptions = new Map(documented.map((state) => [state.name, state.description]));
    for (const name of interactionsByState(PACT_FILE).keys()) expect({ name, description: descriptions.get(name) ?? "" }).toMatchObject({ description: expect.stringMatching(/\S/) });
  });

  it("holds every state of the state modules, once", () => {
    expect(documented.map((state) => state.name).sort()).toEqual([...new Set(Object.values(states))].sort());
  });
});
