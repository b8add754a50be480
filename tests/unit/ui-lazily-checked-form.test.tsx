// @vitest-environment happy-dom
import { parseWithZod } from "@conform-to/zod/v4";
import { act } from "react";
import { afterEach, expect, it } from "vitest";
import { z } from "zod";
import { lazilyCheckedForm, type FormCheck } from "~/ui/use-lazily-checked-form";
import { renderAndHydrate, user, type Hydrated } from "./dom-render";

const schema = z.object({ title: z.string({ error: "This field is required" }).trim().min(1, "This field is required") });
const check: FormCheck = (formData) => parseWithZod(formData, { schema });

let page: Hydrated | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
  document.body.innerHTML = "";
});

/** A one-field form whose check arrives when the test calls `arrive`. */
function titleFormWithLateCheck(id: string) {
  let arrive: (loaded: FormCheck) => void = () => undefined;
  const useCheckedForm = lazilyCheckedForm(() => new Promise<FormCheck>((resolve) => (arrive = resolve)));
  function TitleForm() {
    const [form, fields] = useCheckedForm<{ title: string }>(id, { title: { required: true } });
    return (
      <form id={form.id} onSubmit={form.onSubmit} noValidate>
        <input id={fields.title.id} name={fields.title.name} defaultValue="" />
        <p id="title-error">{fields.title.errors?.join(" ")}</p>
      </form>
    );
  }
  const checkArrives = () =>
    act(async () => {
      arrive(check);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { TitleForm, checkArrives };
}

const titleError = () => page?.container.querySelector("#title-error")?.textContent;

it("checks a field left before the browser check arrived, once it arrives", async () => {
  const { TitleForm, checkArrives } = titleFormWithLateCheck("title-form");
  page = await renderAndHydrate(<TitleForm />);
  const input = page.container.querySelector("input") as HTMLInputElement;
  await user(() => {
    input.focus();
    input.value = "   ";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.blur();
    input.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
  expect(titleError()).toBe("");
  await checkArrives();
  expect(titleError()).toBe("This field is required");
});

it("leaves untouched fields alone when the check arrives", async () => {
  const { TitleForm, checkArrives } = titleFormWithLateCheck("untouched-form");
  page = await renderAndHydrate(<TitleForm />);
  await checkArrives();
  expect(titleError()).toBe("");
});
