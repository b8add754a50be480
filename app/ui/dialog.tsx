import { useId, type ReactNode } from "react";
import { ModalLayer } from "./modal-layer";

type DialogProps = {
  title: string;
  children?: ReactNode;
  /** The buttons, links or forms that answer the dialog. */
  actions: ReactNode;
  closeHref?: string;
};

/**
 * A modal dialog rendered by the route when its URL or data says it is open, so it works
 * without JavaScript. With JavaScript focus stays inside and Escape leads to `closeHref`.
 */
export function Dialog({ title, children, actions, closeHref }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalLayer
      closeHref={closeHref}
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      placement="items-center justify-center p-4"
      panelClassName="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="mt-2 text-sm text-gray-700">
          {children}
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
    </ModalLayer>
  );
}
