import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { errorMessage } from "~/models/errors";
import { createSkill, deleteSkill, getSkill, listSkills, listSubSkills, updateSkill } from "~/models/skill.server";
import { againstMock, API_BASE_PATH, apiErrorOf, apiPath, authHeader, authJsonHeaders, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";
import { PACT_NEW_SKILL, PACT_NEW_SUB_SKILL, PACT_RENAMED_SKILL, PACT_SKILL, PACT_SUB_SKILL } from "./states/skill";

const { eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = createPact();

const SKILL_ID = 21;
const SUB_SKILL_ID = 22;
const MISSING_ID = 999999;

const skillPath = (key: "skillId" | "subSkillId", example: number) =>
  fromProviderState(`${API_BASE_PATH}skill/\${${key}}/`, apiPath("skillGet", { id: example }));
const subSkillsPath = fromProviderState(`${API_BASE_PATH}skill/\${skillId}/sub-skill/`, apiPath("skillSubSkills", { id: SKILL_ID }));
const missingPath = apiPath("skillGet", { id: MISSING_ID });
const listPath = apiPath("skillList");
const firstPage = { page: "1", page_size: "10" };

describe("listSkills", () => {
  it("200: answers a page of skills with their sub skill counts", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a search of the skill list")
      .withRequest({ method: "GET", path: listPath, headers: authHeader, query: { ...firstPage, search: PACT_SKILL, ordering: "title" } })
      .willRespondWith({
        status: 200,
        body: {
          count: integer(1),
          next: null,
          previous: null,
          results: eachLike({
            id: integer(SKILL_ID),
            title: string(PACT_SKILL),
            description: string("Used by the pact"),
            status: integer(1),
            parent: null,
            sub_skill_count: integer(1),
          }),
        },
      });
    await againstMock(pact, async () => {
      const page = await listSkills(EXAMPLE_TOKEN, { page: 1, page_size: 10, search: PACT_SKILL, ordering: "title" });
      expect(page.results[0]).toEqual({ id: SKILL_ID, title: PACT_SKILL, description: "Used by the pact", status: 1, parent: null, sub_skill_count: 1 });
    });
  });

  it("400: refuses a page size over 100", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the skill list with 101 per page")
      .withRequest({ method: "GET", path: listPath, headers: authHeader, query: { page: "1", page_size: "101" } })
      .willRespondWith({ status: 400, body: { page_size: eachLike(string("Too big: expected number to be <=100")) } });
    await againstMock(pact, async () => {
      await apiErrorOf(listSkills(EXAMPLE_TOKEN, { page: 1, page_size: 101 }), 400);
    });
  });
});

describe("createSkill", () => {
  const skill = { title: PACT_NEW_SKILL, description: "Added by the pact", status: 1 } as const;

  it("201: adds a skill", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request to add a skill")
      .withRequest({ method: "POST", path: listPath, headers: authJsonHeaders, body: skill })
      .willRespondWith({
        status: 201,
        body: { id: integer(SKILL_ID), title: string(skill.title), description: string(skill.description), status: integer(1), parent: null },
      });
    await againstMock(pact, async () => {
      await expect(createSkill(EXAMPLE_TOKEN, skill)).resolves.toEqual({ id: SKILL_ID, ...skill, parent: null });
    });
  });

  it("201: adds a sub skill to the skill named by parent", async () => {
    const subSkill = { title: PACT_NEW_SUB_SKILL, description: "", status: 1, parent: SKILL_ID };
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request to add a sub skill")
      .withRequest({
        method: "POST",
        path: listPath,
        headers: authJsonHeaders,
        body: { ...subSkill, parent: fromProviderState("${skillId}", SKILL_ID) },
      })
      .willRespondWith({
        status: 201,
        body: { id: integer(SUB_SKILL_ID), title: string(subSkill.title), description: string(""), status: integer(1), parent: integer(SKILL_ID) },
      });
    await againstMock(pact, async () => {
      await expect(createSkill(EXAMPLE_TOKEN, subSkill)).resolves.toEqual({ id: SUB_SKILL_ID, ...subSkill });
    });
  });

  it("400: refuses a parent that does not exist", async () => {
    const orphan = { title: PACT_NEW_SUB_SKILL, description: "", status: 1, parent: MISSING_ID };
    const message = `Invalid pk "${MISSING_ID}" - object does not exist.`;
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to add a sub skill to an unknown skill")
      .withRequest({ method: "POST", path: listPath, headers: authJsonHeaders, body: orphan })
      .willRespondWith({ status: 400, body: { parent: eachLike(string(message)) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(createSkill(EXAMPLE_TOKEN, orphan), 400);
      expect(errorMessage(error.body)).toBe(message);
    });
  });
});

describe("getSkill", () => {
  it("200: answers a sub skill with its parent", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request for one sub skill")
      .withRequest({ method: "GET", path: skillPath("subSkillId", SUB_SKILL_ID), headers: authHeader })
      .willRespondWith({
        status: 200,
        body: {
          id: integer(SUB_SKILL_ID),
          title: string(PACT_SUB_SKILL),
          description: string("Part of the pact skill"),
          status: integer(1),
          parent: fromProviderState("${skillId}", SKILL_ID),
        },
      });
    await againstMock(pact, async () => {
      await expect(getSkill(EXAMPLE_TOKEN, SUB_SKILL_ID)).resolves.toEqual({
        id: SUB_SKILL_ID,
        title: PACT_SUB_SKILL,
        description: "Part of the pact skill",
        status: 1,
        parent: SKILL_ID,
      });
    });
  });

  it("404: answers not found for an unknown skill", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for an unknown skill")
      .withRequest({ method: "GET", path: missingPath, headers: authHeader })
      .willRespondWith({ status: 404, body: { detail: string(messages.notFound) } });
    await againstMock(pact, async () => {
      await apiErrorOf(getSkill(EXAMPLE_TOKEN, MISSING_ID), 404);
    });
  });
});

describe("listSubSkills", () => {
  it("200: answers a page of the skill's sub skills", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request for a skill's sub skills")
      .withRequest({ method: "GET", path: subSkillsPath, headers: authHeader, query: { ...firstPage, ordering: "-status" } })
      .willRespondWith({
        status: 200,
        body: {
          count: integer(1),
          next: null,
          previous: null,
          results: eachLike({
            id: integer(SUB_SKILL_ID),
            title: string(PACT_SUB_SKILL),
            description: string("Part of the pact skill"),
            status: integer(1),
            parent: fromProviderState("${skillId}", SKILL_ID),
          }),
        },
      });
    await againstMock(pact, async () => {
      const page = await listSubSkills(EXAMPLE_TOKEN, SKILL_ID, { page: 1, page_size: 10, ordering: "-status" });
      expect(page.count).toBe(1);
      expect(page.results[0]).toMatchObject({ id: SUB_SKILL_ID, title: PACT_SUB_SKILL, parent: SKILL_ID });
    });
  });

  it("400: refuses an ordering that is not sortable", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request for a skill's sub skills sorted by an unknown field")
      .withRequest({ method: "GET", path: subSkillsPath, headers: authHeader, query: { page: "1", ordering: "parent" } })
      .willRespondWith({ status: 400, body: { ordering: eachLike(string("Ordering must be one of: id, title, description, status")) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(listSubSkills(EXAMPLE_TOKEN, SKILL_ID, { ordering: "parent" }), 400);
      expect(errorMessage(error.body)).toContain("Ordering must be one of");
    });
  });

  it("404: answers not found for an unknown skill", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the sub skills of an unknown skill")
      .withRequest({ method: "GET", path: apiPath("skillSubSkills", { id: MISSING_ID }), headers: authHeader, query: { page: "1" } })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(listSubSkills(EXAMPLE_TOKEN, MISSING_ID), 404);
    });
  });
});

describe("updateSkill", () => {
  const change = { title: PACT_RENAMED_SKILL, status: 0 } as const;

  it("200: answers the changed skill", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request to change a skill")
      .withRequest({ method: "PATCH", path: skillPath("skillId", SKILL_ID), headers: authJsonHeaders, body: change })
      .willRespondWith({
        status: 200,
        body: { id: integer(SKILL_ID), title: string(change.title), description: string("Used by the pact"), status: integer(0), parent: null },
      });
    await againstMock(pact, async () => {
      await expect(updateSkill(EXAMPLE_TOKEN, SKILL_ID, change)).resolves.toEqual({
        id: SKILL_ID,
        ...change,
        description: "Used by the pact",
        parent: null,
      });
    });
  });

  it("400: refuses a title over 100 characters", async () => {
    const tooLong = { title: "x".repeat(101) };
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request to change a sub skill to a title over 100 characters")
      .withRequest({ method: "PATCH", path: skillPath("subSkillId", SUB_SKILL_ID), headers: authJsonHeaders, body: tooLong })
      .willRespondWith({ status: 400, body: { title: eachLike(string(messages.maxChars(100))) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(updateSkill(EXAMPLE_TOKEN, SUB_SKILL_ID, tooLong), 400);
      expect(errorMessage(error.body)).toBe(messages.maxChars(100));
    });
  });

  it("404: answers not found for an unknown skill", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to change an unknown skill")
      .withRequest({ method: "PATCH", path: missingPath, headers: authJsonHeaders, body: change })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(updateSkill(EXAMPLE_TOKEN, MISSING_ID, change), 404);
    });
  });
});

describe("deleteSkill", () => {
  it("204: deletes a skill with its sub skills", async () => {
    pact
      .given(states.adminSignedIn)
      .given(states.skillExists)
      .uponReceiving("a request to delete a skill")
      .withRequest({ method: "DELETE", path: skillPath("skillId", SKILL_ID), headers: authHeader })
      .willRespondWith({ status: 204 });
    await againstMock(pact, async () => {
      await expect(deleteSkill(EXAMPLE_TOKEN, SKILL_ID)).resolves.toBeUndefined();
    });
  });

  it("400: refuses a skill a profile uses", async () => {
    const detail = "This skill is used by 1 profile and cannot be deleted.";
    pact
      .given(states.adminSignedIn)
      .given(states.skillInUse)
      .uponReceiving("a request to delete a skill in use")
      .withRequest({ method: "DELETE", path: skillPath("skillId", SKILL_ID), headers: authHeader })
      .willRespondWith({ status: 400, body: { detail: string(detail) } });
    await againstMock(pact, async () => {
      const error = await apiErrorOf(deleteSkill(EXAMPLE_TOKEN, SKILL_ID), 400);
      expect(errorMessage(error.body)).toBe(detail);
    });
  });

  it("404: answers not found for an unknown skill", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request to delete an unknown skill")
      .withRequest({ method: "DELETE", path: missingPath, headers: authHeader })
      .willRespondWith({ status: 404 });
    await againstMock(pact, async () => {
      await apiErrorOf(deleteSkill(EXAMPLE_TOKEN, MISSING_ID), 404);
    });
  });
});
