import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangedAvatar } from "~/ui/changed-avatar";
import { DetailList, isEmptyDetail } from "~/ui/detail-list";

const pairs = (html: string) => [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, dt, dd]) => [dt, dd]);

describe("DetailList", () => {
  it("renders label and value pairs in a <dl>, '-' for a missing, blank or empty value, 0 as a value", () => {
    const html = renderToStaticMarkup(
      <DetailList
        items={[
          { label: "Email", value: "a@example.com" },
          { label: "Website", value: null },
          { label: "Location", value: "   " },
          { label: "Branches", value: [] },
          { label: "Agency Size", value: 0 },
          { label: "Registration Number", value: undefined },
        ]}
      />,
    );
    expect(html).toMatch(/^<dl /);
    expect(pairs(html)).toEqual([
      ["Email", "a@example.com"],
      ["Website", "-"],
      ["Location", "-"],
      ["Branches", "-"],
      ["Agency Size", "0"],
      ["Registration Number", "-"],
    ]);
  });

  it("puts the change marker beside a changed field's label, with the tabs' screen-reader text", () => {
    const html = renderToStaticMarkup(
      <DetailList
        items={[
          { label: "Email", value: "a@example.com", changed: true },
          { label: "Contact Number", value: "+91 1234" },
        ]}
      />,
    );
    const [email, phone] = pairs(html);
    expect(email?.[0]).toMatch(/^Email<span[^>]*><span aria-hidden="true" class="[^"]*rounded-full[^"]*"><\/span><span class="sr-only">\(changed\)<\/span><\/span>$/);
    expect(phone?.[0]).toBe("Contact Number");
  });

  it("shows elements as they are (a link, a copy button)", () => {
    const html = renderToStaticMarkup(<DetailList items={[{ label: "ID Proof", value: <a href="/f.pdf">id.pdf</a> }]} />);
    expect(pairs(html)).toEqual([["ID Proof", '<a href="/f.pdf">id.pdf</a>']]);
  });

  it("isEmptyDetail: only nothing, blank text and empty lists are empty", () => {
    expect([null, undefined, false, "", " \n", []].map(isEmptyDetail)).toEqual([true, true, true, true, true, true]);
    expect([0, "x", ["a"], <b key="b">b</b>].map(isEmptyDetail)).toEqual([false, false, false, false]);
  });
});

describe("Avatar with a changed picture", () => {
  it("gets a thick orange ring and says so to screen readers", () => {
    const html = renderToStaticMarkup(<ChangedAvatar src="/me.png" initials="AB" changed />);
    expect(html).toMatch(/^<img src="\/me.png" alt="" class="[^"]*ring-4 ring-orange-500[^"]*"\/>/);
    expect(html).toContain('<span class="sr-only">(Profile image changed)</span>');
  });

  it("initials are ringed too; an unchanged picture has neither ring nor text", () => {
    expect(renderToStaticMarkup(<ChangedAvatar initials="AB" changed />)).toMatch(/<span aria-hidden="true" class="[^"]*ring-orange-500[^"]*">AB<\/span>/);
    const plain = renderToStaticMarkup(<ChangedAvatar src="/me.png" initials="AB" changed={false} />);
    expect(plain).not.toContain("ring-orange");
    expect(plain).not.toContain("sr-only");
  });
});
