import type { ReactNode } from "react";
import { isSafeLink } from "#contract/shared-values";
import { Avatar } from "~/ui/avatar";
import { ButtonLink } from "~/ui/button";
import { ChangeMarker } from "~/ui/change-marker";
import { ChangedAvatar } from "~/ui/changed-avatar";
import { DetailList, type DetailItem } from "~/ui/detail-list";
import { Icon } from "~/ui/icons";
import { ImageViewer } from "~/ui/image-viewer";
import { Card } from "~/ui/page";
import { SvgIcon } from "~/ui/svg-icon";

const eyePath = "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z";
const linkPath = "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7";

export const EyeIcon = ({ className = "size-5" }: { className?: string }) => <SvgIcon path={eyePath} className={className} />;
export const LinkIcon = ({ className = "size-5" }: { className?: string }) => <SvgIcon path={linkPath} className={className} />;

/** The page's Back: a link to where the admin came from (spec §2: the list, or the agency). */
export function BackLink({ to }: { to: string }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm" className="mb-4">
      <Icon name="chevronLeft" className="size-4" />
      Back
    </ButtonLink>
  );
}

/**
 * The header of a detail page: the picture (a click opens it full size), the name as the page's
 * heading, and the person's details; missing values show '-'. A request review rings a changed
 * picture (`imageChanged`) and marks a changed name (`nameChanged`).
 */
export function ProfileHeader({
  name,
  subtitle,
  image,
  initials,
  items,
  imageChanged,
  nameChanged,
}: {
  name: string;
  subtitle?: ReactNode;
  image: string | null;
  initials: string;
  items: readonly DetailItem[];
  imageChanged?: boolean;
  nameChanged?: boolean;
}) {
  const avatar =
    imageChanged === undefined ? (
      <Avatar src={image} initials={initials} className="size-20 text-2xl" />
    ) : (
      <ChangedAvatar changed={imageChanged} src={image} initials={initials} className="size-20 text-2xl" />
    );
  return (
    <Card className="flex flex-col gap-6 sm:flex-row sm:items-start">
      {image ? (
        <ImageViewer src={image} alt={`Profile image of ${name}`} title="Profile Image" label={`View the profile image of ${name}`} className="rounded-full">
          {avatar}
        </ImageViewer>
      ) : (
        avatar
      )}
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 [overflow-wrap:anywhere]">
          {name || "-"}
          {nameChanged ? <> <ChangeMarker /></> : null}
        </h1>
        {subtitle ? <p className="mt-1 text-sm text-gray-700">{subtitle}</p> : null}
        <DetailList items={items} columns={3} className="mt-4" />
      </div>
    </Card>
  );
}

/** A stored file's name with a View link that opens it (the ID proof); a link that is not safe is not offered. */
export function FileView({ name, url, label }: { name: string | null; url: string | null; label: string }) {
  if (!url) return name ? <>{name}</> : null;
  if (!isSafeLink(url)) return <>{name || label}</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <span>{name || label}</span>
      <a href={url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline">
        <EyeIcon className="size-4" />
        View<span className="sr-only"> {label}</span>
      </a>
    </span>
  );
}

/** A section of a tab (under the tab's own heading): a heading and its content; `changed` marks it on a request. */
export function Section({ title, children, changed }: { title: string; children: ReactNode; changed?: boolean }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-gray-900">
        {title}
        {changed ? <> <ChangeMarker /></> : null}
      </h3>
      {children}
    </section>
  );
}
