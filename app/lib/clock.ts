/**
 * The clock billing decisions read (docs/decisions/133): `now()` is the real time plus an offset
 * that only tests move, so a trial can end, a reminder fall due or a grace run out without anyone
 * sleeping. Integration tests call `setClockOffset`; browser tests move it through the test-only
 * `POST /__test/clock` endpoint, mounted only when TEST_CLOCK is on (refused with a public SITE_URL).
 */

let offsetMs = 0;

/** The billing clock's time now. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the billing clock `ms` milliseconds ahead of real time (0: back to real time). */
export function setClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new Error("The clock offset must be a finite number");
  offsetMs = ms;
}

/** How far the billing clock is ahead of real time, in milliseconds. */
export function clockOffset(): number {
  return offsetMs;
}
