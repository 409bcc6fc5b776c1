/**
 * Rating requests (docs/decisions/092): a job per completed request, due
 * RATING_REQUEST_DELAY_DAYS later, written in the completion's transaction; its worker writes the
 * rating link and its e-mail (through the mail queue) once per request. Retried by the mail
 * policy (MAIL_RETRY_*), as the e-mail it writes is.
 */
import type { PgBoss } from "pg-boss";
import type { Database } from "~/db/client.server";
import { DEFAULT_RATING_REQUEST_DELAY_DAYS } from "~/lib/ratings";
import type { Outbox } from "~/mail/outbox.server";
import {
  applyQueue,
  DAY_SECONDS,
  inTransaction,
  queueSettings,
  type RetryPolicies,
  type WorkerSettings,
} from "./boss.server";

export const RATING_REQUEST_QUEUE = "rating-request";

interface RatingRequestJob {
  requestId: string;
}

/** Writes the rating request of a completed request once its job is due. */
export type RatingRequestWork = (outbox: Outbox, requestId: string) => Promise<unknown>;

export async function createRatingRequestQueue(boss: PgBoss, policies: RetryPolicies) {
  await applyQueue(boss, RATING_REQUEST_QUEUE, queueSettings(policies.mail));
}

/** Schedules, in `tx`, the request's rating e-mail `delayDays` from now. */
export async function scheduleRatingRequest(
  boss: PgBoss,
  tx: Database,
  requestId: string,
  delayDays = DEFAULT_RATING_REQUEST_DELAY_DAYS,
) {
  const startAfter = new Date(Date.now() + delayDays * DAY_SECONDS * 1000);
  const job = { data: { requestId } satisfies RatingRequestJob, startAfter };
  await boss.insert(RATING_REQUEST_QUEUE, [job], inTransaction(tx));
}

/** Idempotent: a second job for the same request (or a retry) finds its link and stops. */
export async function workRatingRequests(
  boss: PgBoss,
  outbox: Outbox,
  { pollingIntervalSeconds }: WorkerSettings,
  onDue: RatingRequestWork,
) {
  await boss.work<RatingRequestJob>(RATING_REQUEST_QUEUE, { pollingIntervalSeconds }, ([job]) =>
    job ? onDue(outbox, job.data.requestId) : Promise.resolve(),
  );
}
