import { latin1Html } from "~/utils/html";

/**
 * An e-mail address that wraps, when a narrow column makes it, after its "@" or a dot, not
 * mid-name; "-" when there is none, as the lists show an empty cell. The break points are `<wbr>`
 * written into one element's markup: as React elements they were 80 of a users list's elements,
 * each rendered on every page, for a list of 10 rows.
 */
export function EmailText({ email }: { email: string }) {
  if (email.trim() === "") return "-";
  const html = email
    .split(/(?<=[@.])/)
    .map((part) => latin1Html(part).__html)
    .join("<wbr>");
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
