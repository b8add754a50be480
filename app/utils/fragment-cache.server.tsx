import { renderToString } from "react-dom/server";
import type { FragmentRenderer } from "~/ui/server-fragment";

/** Enough for every permission set's sidebar on every section, and a few dashboards' queues. */
const MAX_FRAGMENTS = 500;

/**
 * `ServerFragment`'s renderer: each key's markup is rendered once, with React's own string
 * renderer (reentrant: it may run inside the page's render), and kept in insertion order up to
 * MAX_FRAGMENTS; a hit moves its key to the end, so the least recently used leaves first.
 */
export function createFragmentRenderer(maxFragments = MAX_FRAGMENTS): FragmentRenderer {
  const fragments = new Map<string, string>();
  return (cacheKey, content) => {
    let html = fragments.get(cacheKey);
    if (html === undefined) {
      html = flattened(renderToString(<>{content()}</>));
      if (fragments.size >= maxFragments) fragments.delete(fragments.keys().next().value as string);
    } else {
      fragments.delete(cacheKey);
    }
    fragments.set(cacheKey, html);
    return html;
  };
}

/**
 * React's string renderer joins its pieces with `+=`, which V8 keeps as a rope of thousands of
 * pieces, and a page that embeds the rope walks every piece again when it is written (0.1 ms a
 * dashboard, decision 083). A search flattens the string in place, once per fragment.
 */
function flattened(html: string): string {
  html.indexOf("\0");
  return html;
}

export const renderFragment = createFragmentRenderer();
