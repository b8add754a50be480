import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "#contract/messages";
import { ApiError as AppApiError } from "~/models/errors";
import { handleActionError } from "~/models/errors.server";
import { ApiError as ProviderApiError, parseWith } from "../../api/http";

const INVALID_CITY = "A valid integer is required.";

// The wire schema of a body with a nested object and a list of objects (the client edit of the
// user-edit issue): the provider's rules.
const wireSchema = z.object({
  company: z.object({ name: z.string().trim().min(1, messages.required) }),
  branches: z.array(z.object({ city: z.coerce.number({ error: INVALID_CITY }).int(INVALID_CITY).positive(INVALID_CITY) })),
});

// The form's own schema lets through what only the provider checks, so the 400 comes from it.
const formSchema = z.object({
  company: z.object({ name: z.string().optional() }),
  branches: z.array(z.object({ city: z.string().optional() })),
});

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

/** The provider's answer to `body`: the 400 body as it travels, through JSON. */
function providerAnswer(body: unknown): { status: number; body: unknown } {
  try {
    parseWith(wireSchema, body);
  } catch (error) {
    if (error instanceof ProviderApiError) return { status: error.status, body: JSON.parse(JSON.stringify(error.body)) as unknown };
    throw error;
  }
  throw new Error("expected the provider to refuse the body");
}

/** The errors Conform's form shows on `branches[index].city` and `company.name` after `lastResult`. */
function shownErrors(lastResult: SubmissionResult<string[]>): string {
  function Form() {
    const [form, fields] = useForm<z.input<typeof formSchema>>({ lastResult, shouldValidate: "onBlur" });
    const city = (index: number) => fields.branches.getFieldList()[index]!.getFieldset().city;
    return createElement(
      "form",
      { id: form.id },
      [0, 1].map((index) => createElement("p", { key: index, id: city(index).name }, (city(index).errors ?? []).join("|"))),
      createElement("p", { id: fields.company.getFieldset().name.name }, (fields.company.getFieldset().name.errors ?? []).join("|")),
    );
  }
  return renderToStaticMarkup(createElement(Form));
}

beforeAll(() => {
  process.env.SESSION_SECRET ??= "round-trip-test-secret-0123456789abcdef0123";
});

describe("a nested 400, from the provider to the form field", () => {
  it("lands on branches[1].city and company.name", async () => {
    const entries = { "company.name": " ", "branches[0].city": "7", "branches[1].city": "Berlin" };
    const submission = parseWithZod(formData(entries), { schema: formSchema });
    expect(submission.status).toBe("success");

    const answer = providerAnswer(submission.status === "success" ? submission.value : undefined);
    expect(answer).toEqual({ status: 400, body: { company: { name: [messages.required] }, branches: [{}, { city: [INVALID_CITY] }] } });

    // What every form action does with an API error (app/models/errors.server.ts).
    const request = new Request("http://app.test/clients/1/edit", { method: "POST" });
    const response = await handleActionError(new AppApiError(answer.status, answer.body), request, submission);
    expect(response.status).toBe(400);
    const result = (await response.json()) as SubmissionResult<string[]>;
    expect(result.error).toEqual({ "company.name": [messages.required], "branches[1].city": [INVALID_CITY] });
    // What the user typed comes back with the errors.
    expect(result.initialValue).toMatchObject({ branches: [{ city: "7" }, { city: "Berlin" }] });

    const html = shownErrors(result);
    expect(html).toContain(`<p id="branches[0].city"></p>`);
    expect(html).toContain(`<p id="branches[1].city">${INVALID_CITY}</p>`);
    expect(html).toContain(`<p id="company.name">${messages.required}</p>`);
  });
});
