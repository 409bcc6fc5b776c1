/**
 * How a failure that repeats while its cause lasts is logged (issue 37 point 5, decisions 162,
 * 167): the first of a cause at once, the next after the interval with how many were left out
 * meanwhile. Used by repeatedFailureLog (the job queue, the pool) and by logFailure for database
 * outages met while serving requests.
 */

/** One line per cause a minute, unless a caller says otherwise. */
export const REPEATED_FAILURE_INTERVAL_MS = 60_000;

/**
 * Null while `cause` was let through less than `intervalMs` ago (it is counted); otherwise how
 * many were held back since the last one let through.
 */
export function repeatThrottle(
  intervalMs = REPEATED_FAILURE_INTERVAL_MS,
  now: () => number = Date.now,
): (cause: string) => number | null {
  const causes = new Map<string, { passedAt: number; heldBack: number }>();
  return (cause) => {
    const state = causes.get(cause);
    const at = now();
    if (state && at - state.passedAt < intervalMs) {
      state.heldBack++;
      return null;
    }
    causes.set(cause, { passedAt: at, heldBack: 0 });
    return state?.heldBack ?? 0;
  };
}
