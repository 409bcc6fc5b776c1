/**
 * Failures that repeat while a cause lasts (the database away: pg-boss's poll fails several
 * times a second, the pool's idle clients drop), logged at most once per cause per interval
 * (issue 37 point 5; repeat-throttle.ts): the first of a cause at once, the next after the
 * interval with how many were left out meanwhile (`repeated`). A cause is what was failing and
 * the error's class and code (`describeError`), never its text, which may differ per attempt.
 * Outages met while serving a request are throttled the same way by logFailure.
 */
import { describeError, logger } from "~/lib/log.server";
import { REPEATED_FAILURE_INTERVAL_MS, repeatThrottle } from "~/lib/repeat-throttle";

export { REPEATED_FAILURE_INTERVAL_MS };

export function repeatedFailureLog(intervalMs = REPEATED_FAILURE_INTERVAL_MS, now = Date.now) {
  const throttle = repeatThrottle(intervalMs, now);
  return (what: string, error: unknown) => {
    const repeated = throttle(`${what}\u0000${describeError(error)}`);
    if (repeated === null) return;
    logger.error({ error: describeError(error), ...(repeated > 0 ? { repeated } : {}) }, what);
  };
}
