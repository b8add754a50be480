// Titles and names need one letter or digit of any script (contract/common.ts LETTER_OR_NUMBER),
// in the API's schemas and in the app's forms, which validate with the same schemas.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { titleField } from "#contract/common";
import { masterDataRequestSchema } from "#contract/master-data";
import { messages } from "#contract/messages";
import { roleRequestSchema } from "#contract/role";
import { subAdminUpdateSchema } from "#contract/sub-admin";

const VALID = ["日本語", "Ωμέγα", "Москва", "عربى", "x", "7", "C++", "a_b"];
const INVALID = ["_", "__", "- -", "!!", "…", "😀"];

describe("titleField", () => {
  it.each(VALID)("accepts %s", (title) => {
    expect(titleField().safeParse(title)).toMatchObject({ success: true, data: title });
  });

  it.each(INVALID)("refuses %s with the spec's message", (title) => {
    const result = titleField().safeParse(title);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.wordCharacter]);
  });
});

describe("the schemas that carry the rule", () => {
  it("master data titles, role names and sub admin names", () => {
    expect(masterDataRequestSchema.shape.title.safeParse("日本語").success).toBe(true);
    expect(masterDataRequestSchema.shape.title.safeParse("_").success).toBe(false);
    expect(roleRequestSchema.shape.name.safeParse("Ωμέγα").success).toBe(true);
    expect(roleRequestSchema.shape.name.safeParse("_").success).toBe(false);
    expect(subAdminUpdateSchema.shape.first_name.safeParse("Ωμέγα").success).toBe(true);
    expect(subAdminUpdateSchema.shape.last_name.safeParse("_").success).toBe(false);
  });
});

describe("the app's form validation", () => {
  // useZodForm validates in the browser with parseWithZod over the same schema.
  const submit = (title: string) => {
    const form = new FormData();
    form.set("title", title);
    form.set("status", "1");
    return parseWithZod(form, { schema: masterDataRequestSchema });
  };

  it.each(VALID)("lets %s through", (title) => {
    expect(submit(title).status).toBe("success");
  });

  it.each(INVALID)("stops %s on the field", (title) => {
    expect(submit(title).reply().error).toEqual({ title: [messages.wordCharacter] });
  });
});
