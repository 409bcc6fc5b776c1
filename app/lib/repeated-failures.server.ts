/**
 * Failures that repeat while a cause lasts (the database away: pg-boss's poll fails several
 * times a second, the pool's idle clients drop), logged at most once per cause per interval
 * (issue 37 point 5): the first of a cause at once, the next after the interval with how many
 * were left out meanwhile (`repeated`). A cause is what was failing and the error's class and
 * code (`describeError`), never its text, which may differ per attempt.
 */
import { describeError, logger } from "~/lib/log.server";

/** One line per cause a minute, unless a caller says otherwise. */
export const REPEATED_FAILURE_INTERVAL_MS = 60_000;

interface CauseState {
  loggedAt: number;
  leftOut: number;
}

export function repeatedFailureLog(intervalMs = REPEATED_FAILURE_INTERVAL_MS, now = Date.now) {
  const causes = new Map<string, CauseState>();
  return (what: string, error: unknown) => {
    const cause = `${what}\u0000${describeError(error)}`;
    const state = causes.get(cause);
    const at = now();
    if (state && at - state.loggedAt < intervalMs) {
      state.leftOut++;
      return;
    }
    const repeated = state?.leftOut ?? 0;
    causes.set(cause, { loggedAt: at, leftOut: 0 });
    logger.error({ error: describeError(error), ...(repeated > 0 ? { repeated } : {}) }, what);
  };
}
