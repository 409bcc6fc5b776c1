import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { jobQueueOptions } from "./config.server";
import { type RetryPolicy, retryLimit, shortestDelay } from "./retry-policy";

const HOUR = 3600;

/** When the last try comes after the first: at the soonest, and at the latest with pg-boss's jitter. */
function lastTry(policy: RetryPolicy) {
  let soonest = 0;
  let latest = 0;
  for (let retry = 1; retry <= retryLimit(policy); retry++) {
    soonest += shortestDelay(policy, retry);
    latest += Math.min(policy.retryDelayMaxSeconds, 2 * shortestDelay(policy, retry));
  }
  return { soonest, latest };
}

describe("the mail retry policy", () => {
  it("by default retries like a mail server: from a minute, up to two hours apart, for about two days", () => {
    const policy = jobQueueOptions(parseEnv({}));
    expect(policy).toMatchObject({
      retryDelaySeconds: 60,
      retryDelayMaxSeconds: 2 * HOUR,
      giveUpSeconds: 48 * HOUR,
    });
    expect([1, 2, 3, 7, 8, 30].map((retry) => shortestDelay(policy, retry))).toEqual([
      60,
      120,
      240,
      3840,
      2 * HOUR,
      2 * HOUR,
    ]);
    expect(retryLimit(policy)).toBe(30);
    const { soonest, latest } = lastTry(policy);
    expect(soonest).toBeGreaterThanOrEqual(48 * HOUR);
    expect(latest).toBeLessThan(51 * HOUR);
  });

  it("follows the configuration", () => {
    const policy = jobQueueOptions(
      parseEnv({
        MAIL_RETRY_DELAY_SECONDS: "30",
        MAIL_RETRY_DELAY_MAX_SECONDS: "600",
        MAIL_GIVE_UP_HOURS: "0.5",
      }),
    );
    expect(policy.giveUpSeconds).toBe(1800);
    // 30 + 60 + 120 + 240 + 480 = 930 s, then 600 s each: 2 more pass 1,800 s.
    expect(retryLimit(policy)).toBe(7);
    expect(lastTry(policy).soonest).toBeGreaterThanOrEqual(1800);
  });

  it("retries at least once, however short the give-up time", () => {
    expect(retryLimit({ retryDelaySeconds: 60, retryDelayMaxSeconds: 60, giveUpSeconds: 1 })).toBe(
      1,
    );
  });
});
