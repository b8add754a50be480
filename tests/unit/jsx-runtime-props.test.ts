import { createRequire } from "node:module";
import path from "node:path";
import type * as JsxRuntime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";

// The production runtime that `npm start` and the client bundle use; tests otherwise get the
// development one. patches/react+18.3.1.patch changes it (decision 068).
const require = createRequire(import.meta.url);
const productionRuntime = path.join(path.dirname(require.resolve("react/package.json")), "cjs/react-jsx-runtime.production.min.js");
const { jsx, jsxs } = require(productionRuntime) as typeof JsxRuntime;

describe("the production jsx runtime, patched", () => {
  it("keeps the props object the compiler made when it holds no key and no ref", () => {
    const props = { className: "cell", children: "Go" };
    const element = jsx("a", props, "row-1");
    expect(element.props).toBe(props);
    expect(element.key).toBe("row-1");
    expect((element as unknown as { ref: unknown }).ref).toBeNull();
    expect(jsxs("ul", props).props).toBe(props);
    expect(jsx("a", props).key).toBeNull();
  });

  it("takes a spread key and ref out of the props, as React 18 does", () => {
    const ref = { current: null };
    const element = jsx("input", { key: 7, ref, name: "title" }) as unknown as { key: string; ref: unknown; props: Record<string, unknown> };
    expect(element.key).toBe("7");
    expect(element.ref).toBe(ref);
    expect(element.props).toEqual({ name: "title" });
  });

  it("drops the development transform's __self and __source", () => {
    const element = jsx("b", { __self: {}, __source: {}, id: "x" });
    expect(element.props).toEqual({ id: "x" });
  });

  it("fills a component's defaultProps into a copy, leaving the compiler's object alone", () => {
    function Badge(_props: { tone?: string; label: string }) {
      return null;
    }
    Badge.defaultProps = { tone: "gray" };
    const props = { label: "Active" };
    const element = jsx(Badge, props);
    expect(element.props).toEqual({ label: "Active", tone: "gray" });
    expect(props).toEqual({ label: "Active" });
  });
});
