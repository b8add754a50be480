import { describe, expect, it } from "vitest";
import { messages } from "#contract/messages";
import { ApiError, errorMessage, fieldErrors, formErrors, isApiError } from "~/models/errors";

describe("errorMessage (spec §8 order)", () => {
  it("prefers detail over everything else", () => {
    expect(errorMessage({ detail: "Invalid token.", non_field_errors: ["x"], first_name: ["y"] })).toBe("Invalid token.");
  });

  it("falls back to the first non_field_errors entry", () => {
    expect(
      errorMessage({ non_field_errors: [messages.invalidCredentials, "second"], username: ["ignored"] }),
    ).toBe(messages.invalidCredentials);
  });

  it("otherwise shows the first message of each field, one per line", () => {
    expect(
      errorMessage({
        first_name: [messages.required, "second message"],
        last_name: [messages.maxChars(30)],
      }),
    ).toBe(`${messages.required}\n${messages.maxChars(30)}`);
  });

  it("reads nested field errors", () => {
    expect(errorMessage({ company: { name: [messages.required] } })).toBe(messages.required);
    expect(errorMessage({ branches: [{}, { city: ["City is required"] }] })).toBe("City is required");
  });

  it("accepts a plain string as a field's message", () => {
    expect(errorMessage({ email: messages.email })).toBe(messages.email);
  });

  it("skips an empty detail and empty lists", () => {
    expect(errorMessage({ detail: "", non_field_errors: [], password: [messages.passwordRule] })).toBe(
      messages.passwordRule,
    );
  });

  it("falls back to the shared message when the body says nothing usable", () => {
    expect(errorMessage(null)).toBe(messages.somethingWrong);
    expect(errorMessage("<html>Bad gateway</html>")).toBe(messages.somethingWrong);
    expect(errorMessage([])).toBe(messages.somethingWrong);
    expect(errorMessage({})).toBe(messages.somethingWrong);
    expect(errorMessage({ detail: 42 })).toBe(messages.somethingWrong);
  });
});

describe("fieldErrors", () => {
  it("keeps every message of each field and leaves out form-level keys", () => {
    expect(
      fieldErrors({
        detail: "d",
        non_field_errors: ["n"],
        new_password1: [messages.passwordRule],
        new_password2: [messages.passwordsMismatch, "again"],
      }),
    ).toEqual({ new_password1: [messages.passwordRule], new_password2: [messages.passwordsMismatch, "again"] });
  });

  it("names nested errors the way Conform names fields", () => {
    expect(
      fieldErrors({
        company: { name: ["Name required"], technologies: ["Pick one"] },
        branches: [{}, { city: ["City required"] }],
      }),
    ).toEqual({
      "company.name": ["Name required"],
      "company.technologies": ["Pick one"],
      "branches[1].city": ["City required"],
    });
  });

  it("names a list of values' errors by index and a nested object's own errors after the object", () => {
    expect(
      fieldErrors({
        tags: { "1": ["A valid integer is required."] },
        company: { non_field_errors: ["A company has people."], name: ["Name required"] },
        branches: [{}, { non_field_errors: ["Invalid data."] }],
        non_field_errors: ["For the form"],
      }),
    ).toEqual({
      "tags[1]": ["A valid integer is required."],
      company: ["A company has people."],
      "company.name": ["Name required"],
      "branches[1]": ["Invalid data."],
    });
  });

  it("answers nothing for bodies without fields", () => {
    expect(fieldErrors(null)).toEqual({});
    expect(fieldErrors("text")).toEqual({});
    expect(fieldErrors({ detail: "Not found." })).toEqual({});
  });
});

describe("formErrors", () => {
  it("is the detail, else the non_field_errors list", () => {
    expect(formErrors({ detail: "Too many", non_field_errors: ["x"] })).toEqual(["Too many"]);
    expect(formErrors({ non_field_errors: ["a", "b"] })).toEqual(["a", "b"]);
    expect(formErrors({ username: ["x"] })).toEqual([]);
    expect(formErrors(undefined)).toEqual([]);
  });
});

describe("ApiError", () => {
  it("carries status and body and is recognised by status", () => {
    const error = new ApiError(429, { detail: messages.throttled(15 * 60) });
    expect(error.status).toBe(429);
    expect(error.body).toEqual({ detail: messages.throttled(15 * 60) });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 429)).toBe(true);
    expect(isApiError(error, 400)).toBe(false);
    expect(isApiError(new Error("x"))).toBe(false);
  });
});
