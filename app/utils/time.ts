// Time formatting uses dayjs: imported by server code (loaders) so it stays out of client bundles.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);

/**
 * "3 days ago", with the spec's thresholds (§9): days up to 7, then weeks up to 4, then months.
 * `now` is passed in by the caller (the loader's clock) so the server and the browser render the
 * same text.
 */
export function formatRelativeTime(timestamp: string | Date, now: number | string | Date): string {
  const then = dayjs(timestamp);
  const current = dayjs(now);
  const seconds = Math.max(0, current.diff(then, "second"));
  if (seconds < 45) return "a few seconds ago";
  if (seconds < 90) return "a minute ago";
  const minutes = Math.round(seconds / 60);
  if (minutes < 45) return `${minutes} minutes ago`;
  if (minutes < 90) return "an hour ago";
  const hours = Math.round(seconds / 3600);
  if (hours < 22) return `${hours} hours ago`;
  if (hours < 36) return "a day ago";
  const days = Math.round(seconds / 86400);
  if (days < 7) return `${days} days ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 2) return "a week ago";
  if (weeks < 4) return `${weeks} weeks ago`;
  const months = Math.max(1, current.diff(then, "month"));
  if (months < 2) return "a month ago";
  if (months < 12) return `${months} months ago`;
  const years = current.diff(then, "year");
  return years < 2 ? "a year ago" : `${years} years ago`;
}

/** Absolute date and time in UTC (the spec's default timezone), e.g. "21 Nov 2025, 09:14 UTC". */
export function formatDateTimeUtc(timestamp: string | Date): string {
  return `${dayjs(timestamp).utc().format("D MMM YYYY, HH:mm")} UTC`;
}
