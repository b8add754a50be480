// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { EmailText } from "~/ui/list/email-text";
import { renderAndHydrate } from "./dom-render";

describe("EmailText", () => {
  it("offers a line break after the @ and each dot only, and reads and copies as the address", async () => {
    const { container, serverHtml, unmount } = await renderAndHydrate(<EmailText email="zara.ivanova@example.com" />);
    expect(serverHtml).toBe("<span>zara.<wbr>ivanova@<wbr>example.<wbr>com</span>");
    expect(container.textContent).toBe("zara.ivanova@example.com");
    await unmount();
  });

  it("writes what the address holds as text, never as markup", async () => {
    const { container, serverHtml, unmount } = await renderAndHydrate(<EmailText email={`"<b>o'neil"&co@exęmple.com`} />);
    expect(serverHtml).toBe("<span>&quot;&lt;b&gt;o&#39;neil&quot;&amp;co@<wbr>ex&#281;mple.<wbr>com</span>");
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe(`"<b>o'neil"&co@exęmple.com`);
    await unmount();
  });

  it("shows the lists' dash for an empty address", async () => {
    const { container, unmount } = await renderAndHydrate(<EmailText email="  " />);
    expect(container.innerHTML).toBe("-");
    await unmount();
  });
});
