import { useState, type ReactNode } from "react";
import { isSafeLink } from "#contract/shared-values";
import { cx } from "~/utils/cx";
import { DialogSurface } from "./dialog";
import { useHydrated } from "./use-hydrated";

type ImageViewerProps = {
  /** The full-size image. */
  src: string;
  /** Describes the image in the dialog (e.g. "Screenshot of the project's home page"). */
  alt: string;
  /** The dialog's title (the spec's "Project Image"). */
  title?: string;
  /** Names the thumbnail's control, said before the thumbnail's own text (e.g. "View profile image"). */
  label: string;
  /** The thumbnail: an `<img alt="">` or an `Avatar`. */
  children: ReactNode;
  className?: string;
};

/**
 * A thumbnail that opens its image full size. Without JavaScript (and until hydration) it is a
 * plain link to the image, which the browser opens; after hydration a button that opens the
 * project's Dialog (react-aria's modal, focus kept inside and given back on close, Escape and the
 * backdrop close it). The dialog is client state, not a route: nothing to link to or go back to.
 * Use: `<ImageViewer src={url} alt="Profile image" label="View profile image"><Avatar src={url} initials="AB" /></ImageViewer>`.
 */
export function ImageViewer({ src, alt, title = "Image", label, children, className }: ImageViewerProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // relative: the label's sr-only box stays inside the thumbnail, so a slide scrolled out of a
  // carousel's row does not widen the page.
  const thumbnailClassName = cx(
    "relative inline-flex max-w-full cursor-zoom-in rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
    className,
  );
  const name = <span className="sr-only">{label}</span>;
  // The image's address comes from the API: it is followed only when safe.
  if (!hydrated && !isSafeLink(src)) return <span className={className}>{children}</span>;
  if (!hydrated) {
    return (
      <a href={src} className={thumbnailClassName}>
        {name}
        {children}
      </a>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={thumbnailClassName}>
        {name}
        {children}
      </button>
      {open ? (
        <DialogSurface title={title} onClose={() => setOpen(false)} width="5xl">
          <img src={src} alt={alt} className="mx-auto mt-4 max-h-[75vh] w-auto max-w-full rounded-lg object-contain" />
        </DialogSurface>
      ) : null}
    </>
  );
}
