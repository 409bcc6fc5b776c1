const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** US English long format, e.g. "October 15, 2025" (product-decisions, Content). */
export function formatLongDate(value: Date | string): string {
  return longDate.format(typeof value === "string" ? new Date(value) : value);
}

/** "2025-10" → "October 2025". */
export function formatMonth(month: string): string {
  return monthYear.format(new Date(`${month}-01T00:00:00Z`));
}

export function shortId(id: string): string {
  return `${id.slice(0, 8)}...`;
}
