import { buttonClassName } from "../button";
import { Icon } from "../icons";

/**
 * A plain link: the CSV's `attachment` answer is saved and the page stays. No `download`
 * attribute, which would save whatever comes back: after the session ended, the sign-in page's
 * HTML as the CSV. Without it, that answer shows the sign-in page.
 */
export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} className={buttonClassName("secondary")}>
      <Icon name="download" className="size-4" />
      Export CSV
    </a>
  );
}
