// The review queue of /dashboard (decision 049): one statement. Pending counts come from the
// partial index of pending requests, decisions from the index on decided_at over 30 UTC days.
import { sql } from "drizzle-orm";
import { USER_TYPES } from "#contract/constants";
import { REQUEST_STATS_DAYS, REQUEST_STATS_WEEK_DAYS, type RequestStats } from "#contract/request-stats";
import { REQUEST_STATUS } from "#contract/user-request";
import type { Db } from "../db/client";
import { userRequest } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const STATS_USER_TYPES = [USER_TYPES.client, USER_TYPES.agency, USER_TYPES.freelancer, USER_TYPES.agencyDeveloper];

type StatsRow = {
  pending: { user_type: number; is_new_registered: boolean; n: number }[] | null;
  decided: { day: number; status: number; n: number }[] | null;
  median_seconds: number | string | null;
};

/** `day` is a UTC date (YYYY-MM-DD): the figures cover it and the days before it. */
export async function requestStats(db: Db, day: string): Promise<RequestStats> {
  const end = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
  const start = new Date(end - REQUEST_STATS_DAYS * DAY_MS);
  const t = userRequest;
  const from = sql`${start.toISOString()}::timestamptz`;
  // The decisions of the 30 days, read twice through the decided_at index. No CTE: the read
  // cache counts anything but a SELECT as a write (decision 032) and would drop every answer.
  const decided = sql`(select ${t.status} as status, ${t.decidedAt} as decided_at, ${t.created} as created from ${t}
    where ${t.decidedAt} >= ${from} and ${t.decidedAt} < ${new Date(end).toISOString()}::timestamptz)`;
  // Days are counted from `start` in whole 24-hour steps: UTC days whatever the session's time zone.
  const result = await db.execute(sql`
    select
      (select json_agg(p) from (
        select ${t.userType} as user_type, ${t.isNewRegistered} as is_new_registered, count(*)::int as n
        from ${t} where ${t.status} = ${REQUEST_STATUS.pending} group by 1, 2) p) as pending,
      (select json_agg(d) from (
        select floor(extract(epoch from decided_at - ${from}) / 86400)::int as day, status, count(*)::int as n
        from ${decided} w group by 1, 2) d) as decided,
      (select percentile_cont(0.5) within group (order by extract(epoch from decided_at - created)) from ${decided} m) as median_seconds`);
  const [row] = (result as unknown as { rows: StatsRow[] }).rows;
  if (!row) throw new Error("the request statistics returned no row");

  const per_day = Array.from({ length: REQUEST_STATS_DAYS }, (_, index) => ({
    date: new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10),
    approved: 0,
    rejected: 0,
  }));
  for (const { day: index, status, n } of row.decided ?? []) {
    const entry = per_day[index];
    if (!entry) continue;
    if (status === REQUEST_STATUS.approved) entry.approved += n;
    else if (status === REQUEST_STATUS.rejected) entry.rejected += n;
  }
  const decidedOn = (entry: (typeof per_day)[number]) => entry.approved + entry.rejected;
  const sum = (entries: typeof per_day) => entries.reduce((total, entry) => total + decidedOn(entry), 0);
  const pendingOf = (type: number, isNew: boolean) =>
    (row.pending ?? []).find((entry) => entry.user_type === type && entry.is_new_registered === isNew)?.n ?? 0;
  // A decision is never earlier than its request; a clock step back must not show a negative time.
  const median = row.median_seconds === null ? null : Math.max(0, Math.round(Number(row.median_seconds)));
  return {
    date: day,
    pending: STATS_USER_TYPES.map((type) => ({ user_type: type, new: pendingOf(type, true), update: pendingOf(type, false) })),
    decided_today: sum(per_day.slice(-1)),
    decided_last_7_days: sum(per_day.slice(-REQUEST_STATS_WEEK_DAYS)),
    median_decision_seconds: median,
    per_day,
  };
}
