import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PLAN_USER_TYPES, planMessages } from "#contract/subscription";
import { planCreateFormSchema, planEditFormSchema } from "~/routes/plans/plan-form-schema";
import { currencyLabel, htmlToPlainText, plainTextToHtml } from "~/routes/plans/plan-config";
import { planListHref } from "~/routes/plans/plan-config.server";
import { form } from "./form-data";

describe("plan details typed without the editor", () => {
  it("makes an escaped paragraph per line and drops blank lines", () => {
    expect(plainTextToHtml("Hello <b>you</b> & 'them'\r\n\r\n  second line  ")).toBe(
      "<p>Hello &lt;b&gt;you&lt;/b&gt; &amp; &#39;them&#39;</p><p>second line</p>",
    );
    expect(plainTextToHtml("  \n ")).toBe("");
  });

  it("makes lists of lines starting with '- ' or '1. '", () => {
    expect(plainTextToHtml("Intro\n- one\n* two\n1. first\n2) second\nOutro")).toBe(
      "<p>Intro</p><ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li><li><p>second</p></li></ol><p>Outro</p>",
    );
  });

  it("shows stored HTML as the same text, so the two conversions round-trip", () => {
    const html = '<h3>Plus</h3><ul><li><p>20 jobs &amp; <strong>more</strong></p></li><li>Priority</li></ul><p>A <a href="https://x.test">link</a><br>next</p><ol><li><p>a</p></li></ol>';
    const text = htmlToPlainText(html);
    expect(text).toBe("Plus\n- 20 jobs & more\n- Priority\nA link\nnext\n1. a");
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
  });

  it("reads a reference to no character as U+FFFD rather than throwing or splitting one", () => {
    expect(htmlToPlainText("<p>&#99999999; &#x110000; &#xD800; &#0; &#x1F600; &#233;</p>")).toBe("\ufffd \ufffd \ufffd \ufffd 😀 é");
  });
});

describe("plan form schemas", () => {
  const valid = { name: "Gold", amount: "10", currency: "1", recurring: "2", num_of_jobs: "3" };

  it("takes the plan type from the URL and converts the textarea's text", () => {
    const submission = parseWithZod(form({ ...valid, user_type: "5", plan_details: "Line <1>\n- perk" }), { schema: planCreateFormSchema(PLAN_USER_TYPES.client) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      user_type: PLAN_USER_TYPES.client,
      num_of_jobs: 3,
      plan_details: "<p>Line &lt;1&gt;</p><ul><li><p>perk</p></li></ul>",
    });
  });

  it("keeps the editor's HTML as it is (the API sanitizes it)", () => {
    const submission = parseWithZod(form({ ...valid, plan_details: "<p><em>x</em></p>", plan_details_format: "html" }), { schema: planCreateFormSchema(PLAN_USER_TYPES.client) });
    expect(submission.status === "success" && submission.value.plan_details).toBe("<p><em>x</em></p>");
  });

  it("reports the count the plan type needs and the number rules", () => {
    const submission = parseWithZod(form({ ...valid, num_of_jobs: "", amount: "0" }), { schema: planCreateFormSchema(PLAN_USER_TYPES.client) });
    expect(submission.reply().error).toMatchObject({ num_of_jobs: ["This field is required"], amount: [planMessages.zeroNotAllowed] });
    const agency = parseWithZod(form({ ...valid }), { schema: planCreateFormSchema(PLAN_USER_TYPES.agency) });
    expect(agency.reply().error).toMatchObject({ num_of_developers: ["This field is required"] });
  });

  it("on edit keeps the stored HTML when the textarea's text was not changed", () => {
    const original = "<p><strong>Bold</strong> perk</p>";
    const unchanged = parseWithZod(form({ status: "0", plan_details: "Bold perk\r\n", plan_details_original: original }), { schema: planEditFormSchema });
    expect(unchanged.status === "success" && unchanged.value).toEqual({ status: "0", plan_details: original });
    const changed = parseWithZod(form({ status: "1", plan_details: "Plain perk", plan_details_original: original }), { schema: planEditFormSchema });
    expect(changed.status === "success" && changed.value.plan_details).toBe("<p>Plain perk</p>");
  });
});

describe("plan helpers", () => {
  it("labels a currency by sign and code, once when they are the same", () => {
    expect(currencyLabel({ sign: "$", code: "USD" })).toBe("$ USD");
    expect(currencyLabel({ sign: "CHF", code: "CHF" })).toBe("CHF");
  });

  it("leads back to the form's type tab in the list state it came from", () => {
    expect(planListHref("agency", "http://x/manage-subscription/agency/add?search=gold&ordering=-name&page=2&tab=client")).toBe(
      "/manage-subscription?tab=agency&search=gold&ordering=-name&page=2",
    );
    expect(planListHref("client", "http://x/manage-subscription/client/edit/3?ordering=bogus")).toBe("/manage-subscription");
  });
});
