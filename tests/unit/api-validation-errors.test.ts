import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "#contract/messages";
import { FieldErrorsBuilder, validationErrors } from "../../api/validation-errors";

// A body shaped like the client edit of the user-edit issue (spec: company, branches), plus a
// list of values and a rule about the whole body.
const required = z.string({ error: messages.required }).trim().min(1, messages.required);
const body = z
  .object({
    first_name: required.max(5, messages.maxChars(5)),
    company: z.object({ name: required, size: z.number({ error: "A valid integer is required." }).optional() }, { error: messages.required }),
    branches: z.array(z.object({ city: z.number({ error: messages.required }), is_head_quarter: z.boolean().optional() })).optional(),
    tags: z.array(z.number({ error: "A valid integer is required." })).optional(),
    password: z.string().optional(),
    password_again: z.string().optional(),
  })
  .refine((value) => value.password === value.password_again, "The two passwords differ.");

function errorsOf(input: unknown) {
  const result = body.safeParse(input);
  if (result.success) throw new Error("expected the input to be invalid");
  return validationErrors(result.error.issues, input);
}

const validCompany = { name: "Acme" };

describe("validationErrors: zod issues as DRF's 400 body", () => {
  it("keeps flat fields flat, with the first failed rule only", () => {
    expect(errorsOf({ first_name: " ", company: validCompany })).toEqual({ first_name: [messages.required] });
    expect(errorsOf({ first_name: "Too long", company: validCompany })).toEqual({ first_name: [messages.maxChars(5)] });
  });

  it("nests a nested object's errors in an object", () => {
    expect(errorsOf({ first_name: "Ann", company: { name: "", size: "ten" } })).toEqual({
      company: { name: [messages.required], size: ["A valid integer is required."] },
    });
  });

  it("answers a missing nested object on its field", () => {
    expect(errorsOf({ first_name: "Ann" })).toEqual({ company: [messages.required] });
  });

  it("gives a list of objects as long as the input, with {} for valid items", () => {
    const input = { first_name: "Ann", company: validCompany, branches: [{ city: 1 }, { is_head_quarter: true }, { city: 2 }, {}] };
    expect(errorsOf(input)).toEqual({ branches: [{}, { city: [messages.required] }, {}, { city: [messages.required] }] });
  });

  it("puts an item that is not an object under that item's non_field_errors", () => {
    const input = { first_name: "Ann", company: validCompany, branches: [{ city: 1 }, "Berlin"] };
    expect(errorsOf(input)).toEqual({ branches: [{}, { non_field_errors: ["Invalid input: expected object, received string"] }] });
  });

  it("keys a list of values by index, as DRF's ListField", () => {
    expect(errorsOf({ first_name: "Ann", company: validCompany, tags: [1, "x", 3, "y"] })).toEqual({
      tags: { "1": ["A valid integer is required."], "3": ["A valid integer is required."] },
    });
  });

  it("puts rules without a path under non_field_errors, beside the field errors", () => {
    expect(errorsOf({ first_name: "", company: validCompany, password: "a", password_again: "b" })).toEqual({
      first_name: [messages.required],
      non_field_errors: ["The two passwords differ."],
    });
  });

  it("puts a rule about a whole nested object beside the errors inside it", () => {
    const withRule = z.object({
      company: z.object({ name: required, size: z.number() }).refine((company) => company.size > 0, "A company has people.").optional(),
    });
    const issues = [
      ...withRule.safeParse({ company: { name: "", size: 1 } }).error!.issues,
      { code: "custom" as const, path: ["company"], message: "A company has people.", input: undefined },
    ];
    expect(validationErrors(issues)).toEqual({ company: { name: [messages.required], non_field_errors: ["A company has people."] } });
  });
});

describe("FieldErrorsBuilder (the data layer's checks against the database)", () => {
  it("nests its checks as zod's are: lists of objects as long as the input, lists of values by index, the first message kept", () => {
    const input = { branches: [{ city: 1 }, { city: 2 }, { city: 3 }], skills: [4, 5], company: { identity: 9 } };
    const errors = new FieldErrorsBuilder(input);
    expect(errors.empty).toBe(true);
    errors.add(["branches", 1, "city"], "Unknown city.");
    errors.add(["branches", 1, "city"], "A later message.");
    errors.add(["skills", 1], "Unknown skill.");
    errors.add(["company", "identity"], "Not an identity.");
    errors.add(["company"], "About the whole company.");
    expect(errors.empty).toBe(false);
    expect(errors.body).toEqual({
      branches: [{}, { city: ["Unknown city."] }, {}],
      skills: { "1": ["Unknown skill."] },
      company: { identity: ["Not an identity."], non_field_errors: ["About the whole company."] },
    });
  });
});
