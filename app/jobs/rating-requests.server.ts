/**
 * Rating requests (docs/decisions/092): a job per completed request, due
 * RATING_REQUEST_DELAY_DAYS later, written in the completion's transaction; its worker writes the
 * rating link and its e-mail (through the mail queue) once per request, and is idempotent: a
 * second job for the same request (or a retry) finds its link and stops. Retried by the mail
 * policy (MAIL_RETRY_*), as the e-mail it writes is.
 */
import type { PgBoss } from "pg-boss";
import type { Database } from "~/db/client.server";
import { DEFAULT_RATING_REQUEST_DELAY_DAYS } from "~/lib/ratings";
import { DAY_SECONDS, defineQueue } from "./boss.server";

export const ratingRequests = defineQueue<{ requestId: string }>(
  "rating-request",
  (policies) => policies.mail,
);
export const RATING_REQUEST_QUEUE = ratingRequests.name;

/** Schedules, in `tx`, the request's rating e-mail `delayDays` from now. */
export async function scheduleRatingRequest(
  boss: PgBoss,
  tx: Database,
  requestId: string,
  delayDays = DEFAULT_RATING_REQUEST_DELAY_DAYS,
) {
  const startAfter = new Date(Date.now() + delayDays * DAY_SECONDS * 1000);
  await ratingRequests.insert(boss, tx, [{ data: { requestId }, startAfter }]);
}
