// The review queue of /dashboard (issue 12, decision 049): pending requests per user type and the
// decisions of the last 30 UTC days, in one call. The day the figures end on is a query parameter
// (default: today, UTC), so the answer depends on the database and the URL only and the read cache
// of decision 032 may keep it: the app asks for its own today.
import { z } from "./zod";
import { defineEndpoint } from "./endpoint";
import { userRequestPermissions } from "./user-request";

/** Days in the decisions-per-day series, the day asked for included. */
export const REQUEST_STATS_DAYS = 30;
/** "Decisions in the last 7 days": the day asked for and the six before it. */
export const REQUEST_STATS_WEEK_DAYS = 7;

const REQUEST_STATS_FIRST_DATE = "1970-01-01";
const REQUEST_STATS_LAST_DATE = "9999-12-30";

export const requestStatsQuerySchema = z.object({
  // The 30 days ending on it, and the day after (the end of the range), must be calendar days PostgreSQL holds.
  date: z.iso
    .date({ error: "Enter a date as YYYY-MM-DD." })
    .refine((value) => value >= REQUEST_STATS_FIRST_DATE && value <= REQUEST_STATS_LAST_DATE, `Enter a date from ${REQUEST_STATS_FIRST_DATE} to ${REQUEST_STATS_LAST_DATE}.`)
    .optional()
    .meta({ description: "The UTC day the figures end on; default today (UTC)." }),
});
export type RequestStatsQuery = z.input<typeof requestStatsQuerySchema>;

const count = z.number().int().nonnegative();

export const requestStatsSchema = z.object({
  date: z.iso.date(),
  /** One entry per user type (3 client, 4 agency, 5 freelancer, 6 agency developer), in that order. */
  pending: z.array(z.object({ user_type: z.number().int(), new: count, update: count })),
  decided_today: count,
  decided_last_7_days: count,
  /** Median of decided_at − created, in whole seconds, over the decisions of the 30 days; null when there were none. */
  median_decision_seconds: z.number().int().nonnegative().nullable(),
  /** REQUEST_STATS_DAYS entries, oldest first, the day asked for last. */
  per_day: z.array(z.object({ date: z.iso.date(), approved: count, rejected: count })),
});
export type RequestStats = z.infer<typeof requestStatsSchema>;

export const requestStatsEndpoints = {
  userRequestStats: defineEndpoint({
    method: "GET",
    path: "user-request-stats/",
    auth: true,
    permission: userRequestPermissions.view,
    statuses: [200, 400, 401, 403],
    summary:
      "The review queue: pending new and update requests per user type, decisions on the day asked for (default today, UTC) and the 6 days before, " +
      "the median time from request to decision and approved/rejected per day over the last 30 UTC days",
    query: requestStatsQuerySchema,
    answer: requestStatsSchema,
  }),
};
