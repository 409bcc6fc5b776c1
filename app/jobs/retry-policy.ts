/**
 * How a queue retries a job that failed (docs/decisions/106): the way mail servers do, with
 * delays that double from a first delay up to a longest one, until a give-up time has passed
 * since the first try (mail: MAIL_RETRY_DELAY_SECONDS, MAIL_RETRY_DELAY_MAX_SECONDS,
 * MAIL_GIVE_UP_HOURS; webhooks: WEBHOOK_RETRY_POLICY). pg-boss counts the tries and waits the
 * delays; this only says how many tries the give-up time holds.
 */
export interface RetryPolicy {
  /** The first retry's delay; each later one doubles (pg-boss adds up to as much again). */
  retryDelaySeconds: number;
  /** The longest delay between two tries. */
  retryDelayMaxSeconds: number;
  /** How long after its first try a job is given up (a message marked dead). */
  giveUpSeconds: number;
}

/**
 * The least pg-boss waits before retry number `retry` (1 = the first): the first delay doubled
 * `retry - 1` times (pg-boss stops doubling after 15), at most the longest delay. Its jitter
 * waits up to twice as long while the delay is still doubling.
 */
export function shortestDelay(policy: RetryPolicy, retry: number): number {
  const doubled = Math.max(policy.retryDelaySeconds, 1) * 2 ** (Math.min(16, retry) - 1);
  return Math.max(1, Math.min(policy.retryDelayMaxSeconds, doubled));
}

/** pg-boss's retry limit: enough retries that the last comes no sooner than the give-up time. */
export function retryLimit(policy: RetryPolicy): number {
  let retries = 0;
  for (let elapsed = 0; elapsed < policy.giveUpSeconds; ) {
    retries += 1;
    elapsed += shortestDelay(policy, retries);
  }
  return retries;
}
