// What every text input becomes before its rules run (contract/common.ts text()).
import { describe, expect, it } from "vitest";
import { changePasswordRequestSchema } from "#contract/user";
import { loginRequestSchema } from "#contract/account";
import { optionalText, text, titleField } from "#contract/common";
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

describe("composed and decomposed text", () => {
  const decomposed = "Cafe\u0301 Zoe\u0308";

  it("is stored composed (NFC), so it is found, counted and compared as typed", () => {
    expect(text().parse(decomposed)).toBe("Café Zoë");
    expect(titleField(9).safeParse(decomposed)).toMatchObject({ success: true, data: "Café Zoë" });
  });

  it("but a password is kept as typed: one hashed decomposed must still sign in", () => {
    const password = "Cafe\u0301#123";
    expect(loginRequestSchema.parse({ username: "admin", password }).password).toBe(password);
    const change = changePasswordRequestSchema.parse({ old_password: password, new_password1: password, new_password2: password });
    expect([change.old_password, change.new_password1, change.new_password2]).toEqual([password, password, password]);
  });
});
