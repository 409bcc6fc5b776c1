/** Dates as the product shows them: US English long format, in UTC ("October 15, 2025"). */

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A Date, an ISO timestamp or an ISO day ("2025-10-15", read as UTC) → "October 15, 2025". */
export function formatLongDate(value: Date | string): string {
  return longDate.format(typeof value === "string" ? new Date(value) : value);
}

/** "2025-10" → "October 2025". */
export function formatMonth(month: string): string {
  return monthYear.format(new Date(`${month}-01T00:00:00Z`));
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** A moment to the minute, in UTC: "October 15, 2025 at 14:05 UTC". */
export function formatDateTime(value: Date | string): string {
  return `${dateTime.format(typeof value === "string" ? new Date(value) : value)} UTC`;
}
