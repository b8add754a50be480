// The review queue's call (decision 049): the app always names its UTC day, so only 200 reaches it
// (400 is listed in NOT_RECEIVED_BY_THE_APP; 401 and 403 are pinned once per auth style, decision 030).
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { REQUEST_STATS_DAYS } from "#contract/request-stats";
import { getRequestStats } from "~/models/request-stats.server";
import { againstMock, apiPath, authHeader, createPact, EXAMPLE_TOKEN } from "./pact";
import { states } from "./states";

const { eachLike, integer, nullValue, regex } = MatchersV3;

const pact = createPact();
// A day before any provider state writes: no decisions in its 30 days, so the median is null.
const DAY = "2020-01-15";
const isoDate = (example: string) => regex("^\\d{4}-\\d{2}-\\d{2}$", example);

describe("getRequestStats", () => {
  it("200: answers the pending counts per user type and the decisions of the last 30 UTC days", async () => {
    pact
      .given(states.adminSignedIn)
      .uponReceiving("a request for the review queue's figures of a day")
      .withRequest({ method: "GET", path: apiPath("userRequestStats"), headers: authHeader, query: { date: isoDate(DAY) } })
      .willRespondWith({
        status: 200,
        body: {
          date: isoDate(DAY),
          pending: eachLike({ user_type: integer(3), new: integer(0), update: integer(0) }),
          decided_today: integer(0),
          decided_last_7_days: integer(0),
          // No decisions on a fresh database; a number once there are.
          median_decision_seconds: nullValue(),
          per_day: eachLike({ date: isoDate(DAY), approved: integer(0), rejected: integer(0) }, REQUEST_STATS_DAYS),
        },
      });
    await againstMock(pact, async () => {
      const stats = await getRequestStats(EXAMPLE_TOKEN, new Date(`${DAY}T12:00:00Z`));
      expect(stats.date).toBe(DAY);
      expect(stats.per_day).toHaveLength(REQUEST_STATS_DAYS);
    });
  });
});
