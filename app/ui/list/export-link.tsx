import { buttonClassName } from "../button";
import { Icon } from "../icons";

/** A plain download link: the browser saves the streamed CSV, no client navigation involved. */
export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClassName("secondary")}>
      <Icon name="download" className="size-4" />
      Export CSV
    </a>
  );
}
