import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";

/** Renders `content` to HTML once per key (entry.server.tsx); absent in the browser. */
export type FragmentRenderer = (cacheKey: string, content: () => ReactNode) => string;

const FragmentRendererContext = createContext<FragmentRenderer | null>(null);
export const FragmentRendererProvider = FragmentRendererContext.Provider;

type ServerFragmentProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as: "ul" | "section" | "div";
  /** Everything the content depends on: the same key must always mean the same markup. */
  cacheKey: string;
  /**
   * The element's children. They must depend on nothing but the key: no context (they are rendered
   * apart from the page, so a router hook or a relative link would fail), no `useId`, no state.
   */
  render: () => ReactNode;
};

/**
 * Markup that is the same on many pages (the sidebar of a permission set, the dashboard's review
 * queue until a decision) is rendered once per key on the server and then reused as HTML
 * (decision 064). The browser renders the children as usual and hydrates them against that
 * markup, which is what React would have written.
 */
export function ServerFragment({ as: Element, cacheKey, render, ...props }: ServerFragmentProps) {
  const renderFragment = useContext(FragmentRendererContext);
  if (renderFragment) return <Element {...props} dangerouslySetInnerHTML={{ __html: renderFragment(cacheKey, render) }} />;
  return <Element {...props}>{render()}</Element>;
}
