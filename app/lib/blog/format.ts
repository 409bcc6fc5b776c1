/** Date formatting for the blog, kept apart from article.ts so the browser bundle stays small. */

/** "2025-10-15" → "October 15, 2025" (US English long format, independent of the time zone). */
export function formatLongDate(isoDay: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
