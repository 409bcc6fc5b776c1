/**
 * Where each message's sending stands (docs/decisions/106): its tries and its next try, read from
 * its pg-boss job, which has the message's id; pg-boss's count is the only count of tries. A
 * finished job is deleted after 7 days (pg-boss's default): its message's tries are then unknown.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { MAIL_QUEUE } from "./mail.server";

export interface Delivery {
  /** Tries made or under way. */
  tries: number;
  /** When a failed message is tried next; null when no retry waits. */
  nextTryAt: Date | null;
}

export async function findDeliveries(
  db: Database,
  messageIds: readonly string[],
): Promise<Map<string, Delivery>> {
  if (messageIds.length === 0) return new Map();
  const ids = sql.join(
    messageIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const jobs = await db.execute<{
    id: string;
    state: string;
    retry_count: number;
    start_after: string | Date;
  }>(
    sql`select id::text, state::text, retry_count, start_after from pgboss.job
        where name = ${MAIL_QUEUE} and id in (${ids})`,
  );
  return new Map(
    jobs.rows.map((job) => [
      job.id,
      {
        // pg-boss counts retries from 0 and only once a try has started.
        tries: job.state === "created" ? 0 : Number(job.retry_count) + 1,
        nextTryAt: job.state === "retry" ? new Date(job.start_after) : null,
      },
    ]),
  );
}
