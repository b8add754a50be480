// The dashboard's review queue (decision 049): pending counts linking to their lists, the decision
// figures, and decisions per day as an SVG drawn on the server with a table beside it. No script.

import type { RequestStats } from "#contract/request-stats";
import { Card } from "~/ui/page";
import { cx } from "~/utils/cx";
import { decisionChart, formatDuration, shortDay, type DayDecisions } from "~/utils/review-queue";
import { AppLink } from "~/ui/app-link";
import { ServerFragment } from "~/ui/server-fragment";

type QueueRow = { label: string; plural: string; newHref: string; updateHref: string };

/** Where each count leads: the request lists' tabs (the updated list's pending ones), and the developer list's New / Update filter. */
const QUEUE_ROWS: Record<number, QueueRow> = {
  3: { label: "Client", plural: "client", newHref: "/new-request?tab=client", updateHref: "/updated-request?tab=client&status=pending" },
  4: { label: "Agency", plural: "agency", newHref: "/new-request?tab=agency", updateHref: "/updated-request?tab=agency&status=pending" },
  5: { label: "Freelancers", plural: "freelancer", newHref: "/new-request?tab=freelancer", updateHref: "/updated-request?tab=freelancer&status=pending" },
  6: { label: "Agency developers", plural: "agency developer", newHref: "/developer-requests?status=new", updateHref: "/developer-requests?status=update" },
};

const APPROVED_FILL = "fill-emerald-600";
const REJECTED_FILL = "fill-red-600";

/**
 * The same figures give the same markup, and they change only with a decision: rendered once per
 * set of figures on the server (decision 064).
 */
export function ReviewQueue({ stats, className }: { stats: RequestStats; className?: string }) {
  return (
    <Card className={className}>
      <ServerFragment
        as="section"
        aria-labelledby="review-queue-heading"
        cacheKey={`review-queue\u0000${JSON.stringify(stats)}`}
        render={() => <ReviewQueueContent stats={stats} />}
      />
    </Card>
  );
}

function ReviewQueueContent({ stats }: { stats: RequestStats }) {
  const first = stats.per_day[0]?.date ?? stats.date;
  const approved = stats.per_day.reduce((sum, day) => sum + day.approved, 0);
  const rejected = stats.per_day.reduce((sum, day) => sum + day.rejected, 0);
  return (
    <>
      <h2 id="review-queue-heading" className="text-base font-semibold text-gray-900">
        Review queue
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium text-gray-800">Pending requests</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                User type
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                New
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Update
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.pending.map((entry) => {
              const row = QUEUE_ROWS[entry.user_type];
              if (!row) return null;
              return (
                <tr key={entry.user_type} className="border-b border-gray-100">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-gray-800">
                    {row.label}
                  </th>
                  <td className="py-1.5 pr-3 text-right">
                    <CountLink to={row.newHref} count={entry.new} label={`pending new ${row.plural} ${requestsWord(entry.new)}`} />
                  </td>
                  <td className="py-1.5 text-right">
                    <CountLink to={row.updateHref} count={entry.update} label={`pending ${row.plural} update ${requestsWord(entry.update)}`} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-1">
          <Figure term="Decided today" value={String(stats.decided_today)} />
          <Figure term="Decided in the last 7 days" value={String(stats.decided_last_7_days)} />
          <Figure
            term="Median time to a decision (30 days)"
            value={stats.median_decision_seconds === null ? "No decisions yet" : formatDuration(stats.median_decision_seconds)}
          />
        </dl>
      </div>
      <figure className="mt-6">
        <figcaption id="decisions-chart-caption" className="text-sm font-medium text-gray-800">
          Decisions per day, {shortDay(first)} to {shortDay(stats.date)} (UTC)
        </figcaption>
        <DecisionsChart days={stats.per_day} summary={`${approved} approved and ${rejected} rejected in 30 days`} />
        <p className="mt-1 flex gap-4 text-xs text-gray-700">
          <span className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" className="size-3" viewBox="0 0 10 10">
              <rect width="10" height="10" className={APPROVED_FILL} />
            </svg>
            Approved
          </span>
          <span className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" className="size-3" viewBox="0 0 10 10">
              <rect width="10" height="10" className={REJECTED_FILL} />
            </svg>
            Rejected
          </span>
        </p>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-indigo-700">Show as table</summary>
          <DecisionsTable days={stats.per_day} />
        </details>
      </figure>
    </>
  );
}

const requestsWord = (count: number) => (count === 1 ? "request" : "requests");

function CountLink({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <AppLink
      to={to}
      className={cx("inline-flex min-h-8 min-w-8 items-center justify-end rounded px-1.5 font-semibold hover:underline", count > 0 ? "text-indigo-700" : "text-gray-600")}
    >
      {count}
      <span className="sr-only"> {label}</span>
    </AppLink>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2">
      <dt className="text-gray-600">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

/**
 * The bars scale with the screen; their labels are HTML beside them, so they keep their size (in
 * the SVG's units, 10 px of text read as 4 px on a phone).
 */
function DecisionsChart({ days, summary }: { days: readonly DayDecisions[]; summary: string }) {
  const chart = decisionChart(days, undefined, { left: 0, bottom: 2 });
  const percentDown = (y: number) => `${(y / chart.height) * 100}%`;
  const [first, last] = [days[0], days.at(-1)];
  return (
    <div className="mt-2 max-w-3xl pl-8">
      <div className="relative">
        <svg role="img" aria-labelledby="decisions-chart-caption decisions-chart-summary" viewBox={`0 0 ${chart.width} ${chart.height}`} className="h-auto w-full">
          <desc id="decisions-chart-summary">{summary}</desc>
          {chart.ticks.map((tick) => (
            <line key={tick.value} x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} className="stroke-gray-200" />
          ))}
          {chart.bars.map((bar) => (
            <g key={bar.date}>
              {bar.approved.height > 0 ? <rect x={bar.x} y={bar.approved.y} width={bar.width} height={bar.approved.height} className={APPROVED_FILL} /> : null}
              {bar.rejected.height > 0 ? <rect x={bar.x} y={bar.rejected.y} width={bar.width} height={bar.rejected.height} className={REJECTED_FILL} /> : null}
            </g>
          ))}
        </svg>
        {chart.ticks.map((tick) => (
          <span key={tick.value} aria-hidden="true" className="absolute right-full -translate-y-1/2 pr-1.5 text-xs text-gray-600" style={{ top: percentDown(tick.y) }}>
            {tick.value}
          </span>
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-gray-600">
        <span>{first ? shortDay(first.date) : null}</span>
        <span>{last && last !== first ? shortDay(last.date) : null}</span>
      </div>
    </div>
  );
}

function DecisionsTable({ days }: { days: readonly DayDecisions[] }) {
  return (
    <table className="mt-2 w-full max-w-md text-sm">
      <caption className="sr-only">Decisions per day (UTC)</caption>
      <thead>
        <tr className="border-b border-gray-200 text-left text-gray-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            Day
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Approved
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Rejected
          </th>
        </tr>
      </thead>
      <tbody>
        {/* Newest first: the day an admin looks for is usually today. */}
        {[...days].reverse().map((day) => (
          <tr key={day.date} className="border-b border-gray-100">
            <th scope="row" className="py-1 pr-3 text-left font-normal text-gray-800">
              <time dateTime={day.date}>{shortDay(day.date)}</time>
            </th>
            <td className="py-1 pr-3 text-right">{day.approved}</td>
            <td className="py-1 text-right">{day.rejected}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
