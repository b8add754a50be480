import { cx } from "~/utils/cx";

type AvatarProps = {
  src?: string | null;
  initials: string;
  className?: string;
};

/** A round picture, or initials when there is none. Decorative: the name is said next to it. */
export function Avatar({ src, initials, className = "size-9 text-sm" }: AvatarProps) {
  return src ? (
    <img src={src} alt="" className={cx("shrink-0 rounded-full bg-gray-100 object-cover", className)} />
  ) : (
    <span aria-hidden="true" className={cx("flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800", className)}>
      {initials}
    </span>
  );
}
