import type { MetaFunction } from "@remix-run/node";

/** A route's `meta`: the page's title with the app's name after it. */
export const pageTitle =
  (title: string): MetaFunction =>
  () => [{ title: `${title} | Backoffice` }];
