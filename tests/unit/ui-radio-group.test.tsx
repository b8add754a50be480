import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AriaRadioGroupField } from "~/ui/aria-radio-group";
import { RadioGroupField, type RadioGroupFieldProps } from "~/ui/radio-group";

const props: RadioGroupFieldProps = {
  label: "Status",
  name: "is_active",
  id: "status",
  options: [
    { value: "true", label: "Active", disabledReason: "Available once the invitation is accepted" },
    { value: "false", label: "Inactive" },
  ],
  defaultValue: "false",
};

describe("RadioGroupField on the server (the page without JavaScript)", () => {
  it("is native radios in a fieldset named by its legend, the value checked", () => {
    const html = renderToStaticMarkup(<RadioGroupField {...props} />);
    expect(html).toMatch(/^<fieldset id="status"[^>]*><legend[^>]*>Status<\/legend>/);
    const radios = html.match(/<input[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.map((radio) => radio.match(/type="radio" name="is_active"/) !== null)).toEqual([true, true]);
    expect(radios[1]).toMatch(/checked=""[^>]*value="false"/);
    expect(radios[0]).not.toContain("checked");
    expect(html).not.toContain('role="radiogroup"');
  });

  it("disables an option with its reason as text the radio is described by", () => {
    const html = renderToStaticMarkup(<RadioGroupField {...props} />);
    expect(html).toMatch(/<input type="radio" name="is_active" disabled="" aria-describedby="status-true-reason"[^>]*value="true"/);
    expect(html).toMatch(/<span id="status-true-reason"[^>]*>Available once the invitation is accepted<\/span>/);
  });

  it("shows the first error, points the group at it and marks the radios invalid", () => {
    const html = renderToStaticMarkup(<RadioGroupField {...props} errors={["Status is required", "other"]} />);
    expect(html).toMatch(/<fieldset id="status" aria-describedby="status-error"/);
    expect(html).toMatch(/<p id="status-error"[^>]*>Status is required<\/p>/);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(html).not.toContain("other");
  });
});

describe("AriaRadioGroupField (after hydration)", () => {
  it("is react-aria's radiogroup whose radios still post the field, the disabled one described by its reason", () => {
    const html = renderToStaticMarkup(<AriaRadioGroupField {...props} id="status" errors={["Status is required"]} />);
    expect(html).toMatch(/<div[^>]*role="radiogroup"[^>]*>/);
    expect(html).toMatch(/<div id="status"[^>]*aria-describedby="[^"]*status-error"[^>]*role="radiogroup"[^>]*aria-invalid="true"/);
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).toContain('name="is_active"');
    expect(radios[0]).toMatch(/disabled=""/);
    expect(radios[0]).toContain("status-true-reason");
    expect(radios[1]).toMatch(/checked=""/);
    expect(html).toContain(">Status is required</p>");
  });
});
