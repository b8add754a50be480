import { cx } from "~/utils/cx";

type AvatarProps = {
  src?: string | null;
  initials: string;
  className?: string;
  /** An update request changed this picture: a thick orange ring, and `changedLabel` for screen readers. */
  changed?: boolean;
  changedLabel?: string;
};

/** A round picture, or initials when there is none. Decorative: the name is said next to it. */
export function Avatar({ src, initials, className = "size-9 text-sm", changed = false, changedLabel = "Profile image changed" }: AvatarProps) {
  const ring = changed && "ring-4 ring-orange-500 ring-offset-2";
  const picture = src ? (
    <img src={src} alt="" className={cx("shrink-0 rounded-full bg-gray-100 object-cover", ring, className)} />
  ) : (
    <span aria-hidden="true" className={cx("flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800", ring, className)}>
      {initials}
    </span>
  );
  if (!changed) return picture;
  return (
    <>
      {picture}
      <span className="sr-only">({changedLabel})</span>
    </>
  );
}
