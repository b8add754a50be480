import { ButtonLink } from "../button";
import { Icon } from "../icons";

/** A list's "Add …" action: a link to its add dialog or page, keeping the scroll position. */
export function AddButton({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink to={to} preventScrollReset>
      <Icon name="plus" className="size-4" />
      {children}
    </ButtonLink>
  );
}
