// Repeating rows through the real action helper: the list intents as a browser without
// JavaScript sends them (the pressed button's name and value in the form) and as Conform's
// JavaScript sends them (FormData of the form and its submitter), a nested 400 from the
// provider, and uploads of several files with one refused.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { http, HttpResponse } from "msw";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "#contract/messages";
import { callApiWithoutAnswer } from "~/models/api.server";
import { fieldFiles, uploadFiles } from "~/models/file.server";
import { RepeatingFieldset } from "~/ui/repeating-fieldset";
import { getToast } from "~/utils/toast.server";
import { handleFormAction } from "~/utils/form-action.server";
import { ApiError as ProviderApiError, parseWith } from "../../api/http";
import { MOCK_API_URL, MOCK_APP_URL, mockUrl, resetDb, seedAdmin, server, sessionCookie } from "./api-mock";

const INVALID_CITY = "A valid integer is required.";
const PERMISSION = "main.view_userProfile";

// The form's own schema: what the browser can check. The provider checks the cities.
const formSchema = z.object({
  name: z.string({ error: messages.required }),
  branches: z.array(z.object({ city: z.string({ error: messages.required }), address: z.string().optional() })).min(1, messages.required),
});
type FormValue = z.output<typeof formSchema>;

// The provider's wire schema for the same body.
const wireSchema = z.object({
  name: z.string(),
  branches: z.array(z.object({ city: z.coerce.number({ error: INVALID_CITY }).int(INVALID_CITY).positive(INVALID_CITY), address: z.string().optional() })),
});

/** The form as the browser gets it, rendered from the action's last answer. */
function ClientForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<z.input<typeof formSchema>>({
    id: "client",
    lastResult,
    defaultValue: { name: "Acme", branches: [{ city: "" }] },
  });
  return createElement(
    "form",
    { id: form.id, method: "post" },
    createElement("button", { type: "submit" }, "Save"),
    createElement("input", { name: fields.name.name, defaultValue: fields.name.initialValue ?? "" }),
    createElement(RepeatingFieldset<{ city: string; address?: string }, z.input<typeof formSchema>>, {
      form,
      field: fields.branches,
      legend: "Branches",
      itemLabel: "branch",
      min: 1,
      max: 3,
      children: (row) => {
        const { city, address } = row.getFieldset();
        return createElement(
          Fragment,
          null,
          createElement("input", { name: city.name, defaultValue: city.initialValue ?? "", "data-error": (city.errors ?? []).join("|") }),
          createElement("input", { name: address.name, defaultValue: address.initialValue ?? "" }),
        );
      },
    }),
  );
}

async function toastOf(response: Response) {
  const { toast } = await getToast(new Request(MOCK_APP_URL, { headers: { Cookie: response.headers.get("Set-Cookie")?.split(";")[0] ?? "" } }));
  return toast;
}

function render(lastResult?: SubmissionResult<string[]>): string {
  return renderToStaticMarkup(createElement(ClientForm, { lastResult }));
}

const unescape = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : unescape(found);
};

/** The inputs of the page as [name, value], in document order. */
function inputs(html: string): [string, string][] {
  return [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => [attribute(tag, "name") ?? "", attribute(tag, "value") ?? ""]);
}

/** A submit button by its accessible name (text content, hidden text included). */
function button(html: string, accessibleName: string): { name: string; value: string; disabled: boolean } {
  for (const [, attributes = "", content = ""] of html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)) {
    if (content.replace(/<[^>]+>/g, "").trim() !== accessibleName) continue;
    return { name: attribute(attributes, "name") ?? "", value: attribute(attributes, "value") ?? "", disabled: / disabled=""/.test(attributes) };
  }
  throw new Error(`no button named ${accessibleName}`);
}

/** What the page shows in the branch inputs: [city, address] per row. */
function shownRows(html: string): string[][] {
  const rows: string[][] = [];
  for (const [name, value] of inputs(html)) {
    const match = /^branches\[(\d+)\]\.(city|address)$/.exec(name);
    if (!match) continue;
    const row = (rows[Number(match[1])] ??= ["", ""]);
    row[match[2] === "city" ? 0 : 1] = value;
  }
  return rows;
}

/** A no-JavaScript browser pressing `pressed`: the form's fields, then the button's name=value, urlencoded. */
function browserSubmit(fields: [string, string][], pressed?: { name: string; value: string }): URLSearchParams {
  const body = new URLSearchParams(fields);
  if (pressed?.name) body.append(pressed.name, pressed.value);
  return body;
}

/** Conform's JavaScript: `new FormData(form, submitter)` with its state input, sent as multipart. */
function scriptSubmit(fields: [string, string][], pressed: { name: string; value: string }): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("__state__", JSON.stringify({ validated: {} }));
  body.append(pressed.name, pressed.value);
  return body;
}

let cookie = "";
let token = "";
let userId = 0;
let sent: unknown[] = [];

/** The client edit's action: the form's value, sent as the wire body to the provider. */
async function clientAction(body: BodyInit): Promise<Response> {
  const request = new Request(`${MOCK_APP_URL}/clients/1/edit`, { method: "POST", headers: { Cookie: cookie }, body });
  return answerOf(
    await handleFormAction(request, {
    permission: PERMISSION,
    schema: formSchema,
    perform: (api, value: FormValue) => api((sessionToken) => callApiWithoutAnswer("updateUser", { token: sessionToken, params: { id: userId }, json: value })),
    redirectTo: "/clients",
    success: "Client updated",
  }),
  );
}

type ActionResult = Awaited<ReturnType<typeof handleFormAction>>;

/** The answer Remix would send: a Response as it is, `data(value, init)` as its status and value. */
function answerOf(result: ActionResult): Response {
  return "init" in result ? Response.json(result.data, result.init ?? undefined) : result;
}

async function replyOf(response: Response): Promise<SubmissionResult<string[]>> {
  return (await response.json()) as SubmissionResult<string[]>;
}

/** The city inputs of the page: value and the errors shown, by row. */
function cities(html: string): { value: string; error: string }[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /name="branches\[\d+\]\.city"/.test(tag))
    .map((tag) => ({ value: attribute(tag, "value") ?? "", error: attribute(tag, "data-error") ?? "" }));
}

const typed: [string, string][] = [
  ["name", "Acme"],
  ["branches[0].city", "7"],
  ["branches[0].address", "1 Main St"],
  ["branches[1].city", "Berlin"],
  ["branches[1].address", "2 Side St"],
];

beforeAll(() => {
  process.env.SESSION_SECRET = "routes-test-secret-0123456789abcdef0123456789";
  server.listen({ onUnhandledRequest: "error" });
});
beforeEach(async () => {
  process.env.API_URL = MOCK_API_URL;
  ({ token, userId } = seedAdmin([PERMISSION]));
  cookie = await sessionCookie(token);
  sent = [];
  // The provider's rules and its DRF-shaped 400 (api/validation-errors.ts), as the embedded API answers.
  server.use(
    http.patch(mockUrl("updateUser"), async ({ request }) => {
      const body: unknown = await request.json();
      sent.push(body);
      try {
        parseWith(wireSchema, body);
      } catch (error) {
        if (error instanceof ProviderApiError) return HttpResponse.json(error.body, { status: error.status });
        throw error;
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  resetDb();
  delete process.env.API_URL;
});
afterAll(() => server.close());

describe("list intents without JavaScript", () => {
  it("adds a row: 200, the form again with an empty third row and everything typed kept, no errors shown", async () => {
    const page = render(undefined);
    const add = button(page, "Add branch");
    const response = await clientAction(browserSubmit(typed, add));
    expect(response.status).toBe(200);
    const reply = await replyOf(response);
    const html = render(reply);
    expect(shownRows(html)).toEqual([
      ["7", "1 Main St"],
      ["Berlin", "2 Side St"],
      ["", ""],
    ]);
    expect(inputs(html)).toContainEqual(["name", "Acme"]);
    // The new row's empty city is not reported before the user submits.
    expect(html).not.toContain(messages.required);
    expect(sent).toEqual([]);
    // Three is the most: Add is disabled, so the next row needs a removal first.
    expect(button(html, "Add branch").disabled).toBe(true);
  });

  it("removes the row whose button was pressed", async () => {
    const three: [string, string][] = [...typed, ["branches[2].city", "9"], ["branches[2].address", "3 End St"]];
    const page = render({ initialValue: { name: "Acme", branches: [{ city: "7" }, { city: "Berlin" }, { city: "9" }] } });
    const response = await clientAction(browserSubmit(three, button(page, "Remove branch 2")));
    expect(response.status).toBe(200);
    expect(shownRows(render(await replyOf(response)))).toEqual([
      ["7", "1 Main St"],
      ["9", "3 End St"],
    ]);
  });

  it("moves a row up and down", async () => {
    const page = render({ initialValue: { name: "Acme", branches: [{ city: "7" }, { city: "Berlin" }] } });
    expect(button(page, "Move up branch 1").disabled).toBe(true);
    expect(button(page, "Move down branch 2").disabled).toBe(true);

    const up = await clientAction(browserSubmit(typed, button(page, "Move up branch 2")));
    expect(up.status).toBe(200);
    const moved = render(await replyOf(up));
    expect(shownRows(moved)).toEqual([
      ["Berlin", "2 Side St"],
      ["7", "1 Main St"],
    ]);

    const down = await clientAction(browserSubmit(inputs(moved), button(moved, "Move down branch 1")));
    expect(shownRows(render(await replyOf(down)))).toEqual([
      ["7", "1 Main St"],
      ["Berlin", "2 Side St"],
    ]);
  });

  it("keeps the last row: Remove is disabled at the minimum", () => {
    expect(button(render(undefined), "Remove branch 1").disabled).toBe(true);
  });

  it("treats Enter in a field as Save: the first submit button is the form's own", async () => {
    const response = await clientAction(browserSubmit([["name", "Acme"], ["branches[0].city", "7"]]));
    expect(response.status).toBe(302);
  });
});

describe("list intents as Conform's JavaScript sends them", () => {
  it("answers insert, remove and reorder with the changed rows, multipart with the state input", async () => {
    const page = render({ initialValue: { name: "Acme", branches: [{ city: "7" }, { city: "Berlin" }] } });
    const add = await clientAction(scriptSubmit(typed, button(page, "Add branch")));
    expect(add.status).toBe(200);
    expect((await replyOf(add)).initialValue).toMatchObject({ name: "Acme", branches: [{ city: "7" }, { city: "Berlin" }, null] });

    const remove = await clientAction(scriptSubmit(typed, button(page, "Remove branch 1")));
    expect(remove.status).toBe(200);
    expect((await replyOf(remove)).initialValue).toEqual({ name: "Acme", branches: [{ city: "Berlin", address: "2 Side St" }] });

    const reorder = await clientAction(scriptSubmit(typed, button(page, "Move down branch 1")));
    expect((await replyOf(reorder)).initialValue).toMatchObject({ branches: [{ city: "Berlin" }, { city: "7" }] });
    expect(sent).toEqual([]);
  });
});

describe("a real submit", () => {
  it("answers the form's own errors with 400 on the row's field", async () => {
    const response = await clientAction(browserSubmit([["name", "Acme"], ["branches[0].city", "7"], ["branches[1].address", "2 Side St"]]));
    expect(response.status).toBe(400);
    const reply = await replyOf(response);
    expect(reply.error).toEqual({ "branches[1].city": [messages.required] });
    expect(cities(render(reply))).toEqual([
      { value: "7", error: "" },
      { value: "", error: messages.required },
    ]);
    expect(sent).toEqual([]);
  });

  it("puts the provider's nested 400 on branches[1].city, everything typed kept, and no toast saying it again", async () => {
    const response = await clientAction(browserSubmit(typed));
    expect(response.status).toBe(400);
    expect(sent).toEqual([{ name: "Acme", branches: [{ city: "7", address: "1 Main St" }, { city: "Berlin", address: "2 Side St" }] }]);
    const reply = await replyOf(response);
    expect(reply.error).toEqual({ "branches[1].city": [INVALID_CITY] });
    const html = render(reply);
    expect(cities(html)).toEqual([
      { value: "7", error: "" },
      { value: "Berlin", error: INVALID_CITY },
    ]);
    expect(shownRows(html)).toEqual([
      ["7", "1 Main St"],
      ["Berlin", "2 Side St"],
    ]);
    expect(await toastOf(response)).toBeUndefined();
  });

  it("toasts a 400's message that has no field on the form, and the API's detail", async () => {
    server.use(http.patch(mockUrl("updateUser"), () => HttpResponse.json({ nickname: ["Too short."] }, { status: 400 }), { once: true }));
    const unknownField = await clientAction(browserSubmit(typed));
    expect((await replyOf(unknownField)).error).toEqual({ nickname: ["Too short."] });
    expect(await toastOf(unknownField)).toMatchObject({ type: "error", message: "Too short." });

    server.use(http.patch(mockUrl("updateUser"), () => HttpResponse.json({ detail: "Not now.", name: ["Taken."] }, { status: 400 }), { once: true }));
    const withDetail = await clientAction(browserSubmit(typed));
    expect((await replyOf(withDetail)).error).toEqual({ "": ["Not now."], name: ["Taken."] });
    expect(await toastOf(withDetail)).toMatchObject({ type: "error", message: "Not now." });
  });

  it("sends a valid form on and goes back with the success toast", async () => {
    const response = await clientAction(browserSubmit([["name", "Acme"], ["branches[0].city", "7"], ["branches[1].city", "9"]]));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/clients");
    expect(sent).toEqual([{ name: "Acme", branches: [{ city: "7" }, { city: "9" }] }]);
  });
});

describe("uploads of several files", () => {
  const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
  const refused = "bad.png";
  let uploads: string[] = [];

  beforeEach(() => {
    uploads = [];
    server.use(
      http.post(mockUrl("uploadFile"), async ({ request }) => {
        const file = (await request.formData()).get("file_obj") as File;
        uploads.push(file.name);
        if (file.name === refused) return HttpResponse.json({ file_obj: [messages.fileSize] }, { status: 400 });
        const id = uploads.length;
        return HttpResponse.json({ id, file: `/api/v1/media/${id}.png`, file_name: file.name, content_type: "image/png", size: file.size }, { status: 201 });
      }),
    );
  });

  const certificatesSchema = z.object({
    images: z.array(z.instanceof(File)).optional(),
    certificates: z.array(z.object({ title: z.string(), file: z.instanceof(File) })),
  });

  async function certificatesAction(body: FormData): Promise<Response> {
    const request = new Request(`${MOCK_APP_URL}/freelancers/1/edit`, { method: "POST", headers: { Cookie: cookie }, body });
    return answerOf(
      await handleFormAction(request, {
      permission: PERMISSION,
      schema: certificatesSchema,
      perform: async (api, value) => {
        const images = await api(uploadFiles, fieldFiles("images", value.images), { fileType: "image", checkDimension: false });
        const files = await api(
          uploadFiles,
          value.certificates.map((row, index) => ({ field: `certificates[${index}].file`, file: row.file })),
          { fileType: "certificate", checkDimension: false },
        );
        await api((sessionToken) =>
          callApiWithoutAnswer("updateUser", {
            token: sessionToken,
            params: { id: userId },
            json: { images: images.map((image) => image.id), certificates: value.certificates.map((row, index) => ({ title: row.title, file: files[index]!.id })) },
          }),
        );
      },
      redirectTo: "/freelancers",
      success: "Saved",
    }),
    );
  }

  it("uploads every file of a multiple input and of each row, and sends the stored ids on", async () => {
    server.use(http.patch(mockUrl("updateUser"), async ({ request }) => (sent.push(await request.json()), new HttpResponse(null, { status: 204 }))));
    const body = new FormData();
    body.append("images", png("a.png"));
    body.append("images", png("b.png"));
    body.append("certificates[0].title", "First");
    body.append("certificates[0].file", png("c.png"));
    body.append("certificates[1].title", "Second");
    body.append("certificates[1].file", png("d.png"));
    const response = await certificatesAction(body);
    expect(response.status).toBe(302);
    expect(uploads.sort()).toEqual(["a.png", "b.png", "c.png", "d.png"]);
    const [update] = sent as { images: number[]; certificates: { title: string; file: number }[] }[];
    expect(update!.images).toHaveLength(2);
    expect(update!.certificates.map((row) => row.title)).toEqual(["First", "Second"]);
    // Each row carries the id the provider gave its own file.
    const idOf = (name: string) => uploads.indexOf(name) + 1;
    expect(update!.certificates.map((row) => row.file)).toEqual([idOf("c.png"), idOf("d.png")]);
    expect(update!.images.sort()).toEqual([idOf("a.png"), idOf("b.png")].sort());
  });

  it("puts a refused file's message on its row's field and on a multiple input naming the file; nothing is saved", async () => {
    const body = new FormData();
    body.append("images", png("a.png"));
    body.append("images", png(refused));
    body.append("certificates[0].title", "First");
    body.append("certificates[0].file", png("c.png"));
    const response = await certificatesAction(body);
    expect(response.status).toBe(400);
    expect((await replyOf(response)).error).toEqual({ images: [`${refused}: ${messages.fileSize}`] });
    expect(sent).toEqual([]);

    const rows = new FormData();
    rows.append("certificates[0].title", "First");
    rows.append("certificates[0].file", png("c.png"));
    rows.append("certificates[1].title", "Second");
    rows.append("certificates[1].file", png("d.png"));
    rows.append("certificates[2].title", "Third");
    rows.append("certificates[2].file", png(refused));
    const refusedRow = await certificatesAction(rows);
    expect(refusedRow.status).toBe(400);
    const reply = await replyOf(refusedRow);
    expect(reply.error).toEqual({ "certificates[2].file": [messages.fileSize] });
    expect(reply.initialValue).toMatchObject({ certificates: [{ title: "First" }, { title: "Second" }, { title: "Third" }] });
    expect(sent).toEqual([]);
  });
});
