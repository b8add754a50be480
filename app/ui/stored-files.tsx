// The files a field already holds, each with a View link. Imports nothing from contract/file.ts
// (zod), so the freelancer forms' native fallback can show it before FileTrigger loads.
import { isSafeLink } from "#contract/shared-values";

/** A file stored already (an ID proof, a certificate): its name and where to view it. */
export type ExistingFile = { url: string; name?: string };

export function StoredFiles({ files }: { files: readonly ExistingFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Stored files" className="mb-3 flex flex-col gap-1 text-sm text-gray-800">
      {files.map(({ url, name }) => {
        const shownName = name ?? fileNameFromUrl(url);
        return (
          <li key={url} className="flex items-center gap-2">
            <span className="wrap-anywhere">{shownName}</span>
            {isSafeLink(url) ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-indigo-800 underline hover:text-indigo-950">
                View<span className="sr-only"> {shownName}</span>
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The name to show for a stored file given only its URL: the last path segment, decoded. */
export function fileNameFromUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  const last = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}
