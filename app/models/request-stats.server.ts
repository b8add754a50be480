import type { RequestStats } from "#contract/request-stats";
import { callEndpoint } from "./api.server";

/**
 * The review queue's figures up to `today` (UTC). The app names the day itself, so the same URL
 * answers the same until a write and the embedded API's read cache may keep it (decision 049).
 */
export function getRequestStats(token: string, today: Date = new Date()): Promise<RequestStats> {
  return callEndpoint("userRequestStats", { token, query: { date: today.toISOString().slice(0, 10) } });
}
