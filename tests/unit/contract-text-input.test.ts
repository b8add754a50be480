// A browser counts a textarea's line break as one character (maxlength) and sends it as CRLF in
// a form: the contract stores it as one LF and counts it so, or a text the field allowed is refused.
import { describe, expect, it } from "vitest";
import { optionalText, text } from "#contract/common";
import { DESCRIPTION_MAX, masterDataRequestSchema } from "#contract/master-data";
import { PLAN_DESCRIPTION_MAX, planRequestFieldsSchema } from "#contract/subscription";

describe("line breaks in text input", () => {
  it("CRLF and a lone CR become LF", () => {
    expect(text().parse("one\r\ntwo\rthree\nfour")).toBe("one\ntwo\nthree\nfour");
  });

  it("count as one character against a maximum", () => {
    const lines = `${"a".repeat(50)}\r\n`.repeat(4);
    const value = lines + "b".repeat(PLAN_DESCRIPTION_MAX - 4 * 51);
    expect(value.replace(/\r\n/g, "\n")).toHaveLength(PLAN_DESCRIPTION_MAX);
    expect(planRequestFieldsSchema.shape.description.safeParse(value)).toMatchObject({ success: true, data: value.replace(/\r\n/g, "\n") });
    expect(optionalText(10).safeParse("1234\r\n5678\r\n").success).toBe(true);
    expect(optionalText(10).safeParse("1234\r\n5678\r\n90").success).toBe(false);
  });

  it("a technology's description at its maximum with CRLFs is accepted", () => {
    const description = `${"d".repeat(DESCRIPTION_MAX / 5 - 1)}\r\n`.repeat(5);
    const result = masterDataRequestSchema.safeParse({ title: "T", description, status: 1 });
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
