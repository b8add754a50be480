// Kept apart from Avatar: the top bar shows an avatar on every page, and only request reviews ring one.
import { cx } from "~/utils/cx";
import { Avatar } from "./avatar";

type ChangedAvatarProps = Parameters<typeof Avatar>[0] & {
  /** An update request changed this picture: a thick orange ring, and `changedLabel` for screen readers. */
  changed: boolean;
  changedLabel?: string;
};

export function ChangedAvatar({ changed, changedLabel = "Profile image changed", className = "size-9 text-sm", ...avatar }: ChangedAvatarProps) {
  if (!changed) return <Avatar {...avatar} className={className} />;
  return (
    <>
      <Avatar {...avatar} className={cx("ring-4 ring-orange-500 ring-offset-2", className)} />
      <span className="sr-only">({changedLabel})</span>
    </>
  );
}
