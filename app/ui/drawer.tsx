import { useId, type ReactNode } from "react";
import { CloseIconLink } from "./dialog";
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
        {/* Dialogs break long words anywhere (tailwind.css): the title keeps its words whole and its width. */}
        <h2 id={titleId} className="shrink-0 text-base font-semibold text-gray-900 [overflow-wrap:normal]">
          {title}
        </h2>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {headerActions}
          <CloseIconLink to={closeHref} label={`Close ${title.toLowerCase()}`} />
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </ModalLayer>
  );
}
