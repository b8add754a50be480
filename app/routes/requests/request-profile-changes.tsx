// Decision 047: on an update request, what it changes against the live profile, "was" and "now".
import { REQUEST_STATUS } from "#contract/constants";
import { Card } from "~/ui/page";
import type { ProfileChange } from "./request-profile-diff";

type Row = { key: string; label: string; note?: string; was: string | null; now: string | null };

/** One row per changed value, and per added, removed or changed item of a list. */
export function changeRows(changes: readonly ProfileChange[]): Row[] {
  return changes.flatMap((change): Row[] => {
    if (change.kind === "value") return [{ key: change.field, label: change.label, was: change.was, now: change.now }];
    return [
      ...change.removed.map((text, index) => ({ key: `${change.field}-r${index}`, label: change.label, note: "removed", was: text, now: null })),
      ...change.changed.map((item, index) => ({ key: `${change.field}-c${index}`, label: change.label, note: "changed", was: item.was, now: item.now })),
      ...change.added.map((text, index) => ({ key: `${change.field}-a${index}`, label: change.label, note: "added", was: null, now: text })),
    ];
  });
}

/** What the table means: a decided request no longer changes anything (the diff is always against today's live profile). */
function caption(status: number): string {
  if (status === REQUEST_STATUS.rejected) return "What this request asked to change on the live profile. It was rejected, so the live profile kept its values.";
  if (status === REQUEST_STATUS.approved) return "What this request asked for against the live profile. It was approved; what differs below changed on the live profile since.";
  return "What approving this request changes on the live profile.";
}

type RequestChangesProps = {
  changes: readonly ProfileChange[] | null;
  status: number;
  /** Set when the admin may not view the live profile: the kind of users they may not view. */
  notPermitted?: string | null;
};

/** The Changes section: a table of every field the request changes, the live value beside the requested one. */
export function RequestChanges({ changes, status, notPermitted }: RequestChangesProps) {
  if (notPermitted) {
    return (
      <Card className="mt-6">
        <h2 className="text-base font-semibold text-gray-900">Changes</h2>
        <p className="mt-1 text-sm text-gray-700">
          Your role cannot view {notPermitted}, so the live profile is not shown beside this request. The fields marked (changed) are those the request
          changes.
        </p>
      </Card>
    );
  }
  if (changes === null) return null;
  const rows = changeRows(changes);
  return (
    <Card className="mt-6">
      <h2 id="request-changes" className="text-base font-semibold text-gray-900">
        Changes
      </h2>
      <p className="mt-1 text-sm text-gray-700">{caption(status)}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">Nothing differs from the live profile.</p>
      ) : (
        <table aria-labelledby="request-changes" className="mt-4 w-full table-fixed text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="w-1/4 py-2 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Was
              </th>
              <th scope="col" className="py-2 font-medium">
                Now
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 align-top">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-3 font-medium text-gray-900 wrap-break-word">
                  {row.label}
                  {row.note ? <span className="block text-xs font-normal text-gray-600">{row.note}</span> : null}
                </th>
                <td className="py-2 pr-3 whitespace-pre-line text-gray-700 [overflow-wrap:anywhere]">{row.was ?? "-"}</td>
                <td className="py-2 whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">{row.now ?? "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
