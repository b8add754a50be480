import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useCloseLinkProps } from "./dialog";
import { Icon } from "./icons";
import { ModalLayer } from "./modal-layer";

type DrawerProps = {
  title: string;
  /** The URL without the drawer's parameters. */
  closeHref: string;
  /** Controls next to the title (e.g. "Mark all as read"). */
  headerActions?: ReactNode;
  children: ReactNode;
};

/**
 * A side panel opened by the URL (e.g. `?notifications=open`), server-rendered like a page; a
 * modal like the dialogs (ModalLayer), closed by its close button, Escape or the backdrop.
 */
export function Drawer({ title, closeHref, headerActions, children }: DrawerProps) {
  const titleId = useId();
  return (
    <ModalLayer closeHref={closeHref} labelledBy={titleId} placement="justify-end" panelClassName="flex h-full w-full max-w-md flex-col bg-white shadow-xl">
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-5 py-4">
        <h2 id={titleId} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {headerActions}
          <CloseLink to={closeHref} title={title} />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </ModalLayer>
  );
}

function CloseLink({ to, title }: { to: string; title: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      {...useCloseLinkProps(false)}
      className="flex size-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <Icon name="close" />
      <span className="sr-only">Close {title.toLowerCase()}</span>
    </Link>
  );
}
