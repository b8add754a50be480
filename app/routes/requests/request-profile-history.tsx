// Issue 12: every decision taken on a request (the API's append-only log), oldest first.
import type { DecisionLogEntry } from "#contract/user-request";
import { formatDate } from "~/utils/dates";
import { Card } from "~/ui/page";

/** "05/03/2024 14:07 UTC": the log's time in the spec's date format and its default zone. */
export function decisionTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatDate(iso)} ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())} UTC`;
}

const DECISION_NAMES: Record<number, string> = { 2: "Approved", 3: "Rejected" };

export function DecisionHistory({ history }: { history: readonly DecisionLogEntry[] }) {
  return (
    <Card className="mt-6">
      <h2 className="text-base font-semibold text-gray-900">Decision history</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No decision yet.</p>
      ) : (
        <ol aria-label="Decisions" className="mt-3 flex flex-col gap-3 text-sm">
          {history.map((entry) => (
            <li key={entry.id} className="border-l-2 border-gray-200 pl-3">
              <p className="text-gray-900">
                <span className="font-medium">{DECISION_NAMES[entry.decision] ?? `Status ${entry.decision}`}</span> by {entry.admin.name || "-"} ·{" "}
                <time dateTime={entry.created}>{decisionTime(entry.created)}</time> · version {entry.version}
              </p>
              {entry.reason ? <p className="mt-1 whitespace-pre-line text-gray-700 [overflow-wrap:anywhere]">{entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
