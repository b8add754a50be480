// @vitest-environment happy-dom
import { act } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SelectField, type SelectFieldProps } from "~/ui/select";
import { renderAndHydrate, user, type Hydrated } from "./dom-render";

const props: SelectFieldProps = {
  label: "Currency",
  name: "currency",
  id: "currency",
  options: [
    { value: "1", label: "$ USD" },
    { value: "2", label: "₹ INR" },
  ],
  placeholder: "Select currency",
};

let page: Hydrated | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
  document.body.innerHTML = "";
});

/** Lets the react-aria chunk arrive and React render what it brings. */
async function chunkArrived() {
  await act(async () => {
    await import("~/ui/aria-select");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Lets react-aria's focus moves, scheduled for the next frames, happen. */
const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const key = (target: Element, name: string) => {
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  target.dispatchEvent(new KeyboardEvent("keyup", { key: name, bubbles: true, cancelable: true }));
};

describe("SelectField on the server (the page without JavaScript)", () => {
  it("is a labelled native select posting the field, the placeholder first and the value selected", () => {
    const html = renderToStaticMarkup(<SelectField {...props} defaultValue="2" />);
    expect(html).toMatch(/<label for="currency"[^>]*>Currency<\/label><select id="currency"[^>]*name="currency"/);
    expect(html).toContain('<option value="">Select currency</option><option value="1">$ USD</option><option value="2" selected="">₹ INR</option>');
    expect(html).not.toContain("aria-haspopup");
  });

  it("says the list is empty in its only choice", () => {
    expect(renderToStaticMarkup(<SelectField {...props} options={[]} />)).toContain('<option value="">No Options found</option>');
    expect(renderToStaticMarkup(<SelectField {...props} options={[]} emptyText="No Roles" disabled />)).toMatch(/disabled=""[^>]*><option value="">No Roles<\/option>/);
  });

  it("shows the first error and points the select at it", () => {
    const html = renderToStaticMarkup(<SelectField {...props} errors={["Currency is required", "other"]} />);
    expect(html).toMatch(/<select id="currency" aria-invalid="true" aria-describedby="currency-error"/);
    expect(html).toMatch(/<p id="currency-error"[^>]*>Currency is required<\/p>/);
  });
});

describe("SelectField after hydration", () => {
  it("becomes react-aria's select whose hidden input posts the same value", async () => {
    page = await renderAndHydrate(<SelectField {...props} defaultValue="2" errors={["Currency is required"]} />);
    await chunkArrived();
    const trigger = page.container.querySelector("button#currency");
    expect(trigger?.getAttribute("aria-haspopup")).toBe("listbox");
    expect(trigger?.textContent).toContain("₹ INR");
    expect(trigger?.getAttribute("aria-describedby")).toBe("currency-error");
    expect(page.container.querySelector("select[name]")).toBeNull();
    expect(page.container.querySelector<HTMLInputElement>('input[type="hidden"][name="currency"]')?.value).toBe("2");
  });

  it("opens from the keyboard, posts the picked option and tells the form with an input event", async () => {
    page = await renderAndHydrate(<SelectField {...props} />);
    await chunkArrived();
    const inputs: string[] = [];
    document.addEventListener("input", (event) => inputs.push((event.target as HTMLInputElement).name));
    const trigger = page.container.querySelector<HTMLButtonElement>("button#currency")!;
    expect(trigger.textContent).toContain("Select currency");
    await user(() => trigger.focus());
    await user(() => key(trigger, "ArrowDown"));
    const listbox = document.querySelector('[role="listbox"]')!;
    expect([...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(["Select currency", "$ USD", "₹ INR"]);
    // happy-dom does not move focus into the list as browsers do: the arrows are the e2e's (sub-admin.spec.ts).
    await user(() => [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find((option) => option.textContent === "$ USD")!.click());
    await frames();
    expect(trigger.textContent).toContain("$ USD");
    expect(page.container.querySelector<HTMLInputElement>('input[name="currency"]')?.value).toBe("1");
    expect(inputs).toEqual(["currency"]);
  });

  it("shows the empty text in an empty list", async () => {
    page = await renderAndHydrate(<SelectField {...props} options={[]} emptyText="No Roles" />);
    await chunkArrived();
    const trigger = page.container.querySelector<HTMLButtonElement>("button#currency")!;
    expect(trigger.textContent).toContain("No Roles");
    await user(() => trigger.focus());
    await user(() => key(trigger, "ArrowDown"));
    expect(document.querySelector('[role="listbox"]')?.textContent).toBe("No Roles");
  });
});
