// The master data form ships no zod (decision 060): its written-out constraint must stay the
// schema's, and the check loaded after the page must answer what the action answers.
import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { masterDataConstraint } from "~/routes/master-data/master-data-form";
import { checkMasterDataForm } from "~/routes/master-data/master-data-form-check";
import { masterDataFormSchema } from "~/routes/master-data/master-data-form-schema";
import { form } from "./form-data";

describe("master data form", () => {
  it("writes out the schema's constraint", () => {
    expect(masterDataConstraint).toEqual(getZodConstraint(masterDataFormSchema));
  });

  it("checks in the browser as the action does", () => {
    const empty = checkMasterDataForm(form({ title: "", description: "", status: "1" }));
    expect(empty.reply().error?.title).toEqual([messages.required]);
    expect(checkMasterDataForm(form({ title: "Go", description: "", status: "1" })).status).toBe("success");
  });
});
