/**
 * Dates and timestamps that come back in URLs (page cursors, date filters), checked the way
 * PostgreSQL reads them: `Date.parse` accepts 2024-02-30 (as March 1), PostgreSQL refuses it, so
 * a cursor passed on unchecked answered 500. One check for every cursor and filter.
 */
const STAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/** PostgreSQL refuses a zone offset of 16 hours or more ("time zone displacement out of range"). */
const MAX_OFFSET_HOURS = 15;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date (YYYY-MM-DD), optionally with a time and a zone, that exists. */
export function isTimestamp(value: string): boolean {
  const match = STAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] =
    match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= MAX_OFFSET_HOURS &&
    offsetMinutes < 60
  );
}

/** A calendar day, YYYY-MM-DD, that exists. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isTimestamp(value);
}
