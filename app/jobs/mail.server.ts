/**
 * The mail queue (docs/decisions/050, 106, 153): a job per outbox message, with the message's id,
 * written in the transaction of the change that causes the message; its worker sends it
 * (app/mail/deliver.server.ts). Retried by the instance's MAIL_RETRY_* policy; a job pg-boss gave
 * up on moves to DEAD_MAIL_QUEUE, whose worker marks the message dead.
 */
import { sql } from "drizzle-orm";
import type { JobResult, PgBoss } from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import {
  type DeliveryConfig,
  deliverJob,
  type MailJob,
  markOutboxMessageDead,
} from "~/mail/deliver.server";
import type { MailMessage } from "~/mail/message";
import { storedMessage } from "~/mail/secret-links";
import {
  defineQueue,
  inTransaction,
  queueSettings,
  type RetryPolicies,
  type WorkerSettings,
} from "./boss.server";

/** Where pg-boss moves a mail job it gave up on; its worker marks the message dead. */
export const DEAD_MAIL_QUEUE = "mail-dead";
const deadMail = defineQueue<MailJob>(DEAD_MAIL_QUEUE, (policies) => policies.mail);
const mail = defineQueue<MailJob>("mail", (policies) => policies.mail, DEAD_MAIL_QUEUE);
export const MAIL_QUEUE = mail.name;

/** Jobs one worker fetches at once; each is settled on its own (perJobResults). */
const BATCH_SIZE = 10;

/** How a mail job ended here: its message sent, a failed try, given up, or kept unsent (no SMTP). */
export type MailJobResult = "sent" | "failed" | "dead" | "unconfigured";

type MailWorkOptions = {
  pollingIntervalSeconds: number;
  batchSize: number;
  burstWhenBatchFull: true;
  perJobResults: true;
  localConcurrency: number;
};

/**
 * Creates the mail queues with the mail policy, and puts every mail job still to run under it
 * too (pg-boss copies a queue's retry settings into each job), so a changed policy reaches the
 * messages already waiting at the next start.
 */
export async function createMailQueues(boss: PgBoss, db: Database, policies: RetryPolicies) {
  await deadMail.create(boss, policies);
  await mail.create(boss, policies);
  const settings = queueSettings(policies.mail);
  await db.execute(
    sql`update pgboss.job set retry_limit = ${settings.retryLimit},
          retry_delay = ${settings.retryDelay}, retry_delay_max = ${settings.retryDelayMax},
          dead_letter = ${DEAD_MAIL_QUEUE}
        where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active')`,
  );
}

/** The outbox's mail: stores messages and their jobs, or queues stored ones again. */
export function mailJobs(boss: PgBoss) {
  // A message's job has the message's id, so its tries are found by key (outbox-deliveries).
  const insertJobs = (
    tx: Database,
    messageIds: readonly string[],
    sendAfter?: (Date | undefined)[],
  ) =>
    mail.insert(
      boss,
      tx,
      messageIds.map((messageId, i) => {
        const startAfter = sendAfter?.[i];
        return { id: messageId, data: { messageId }, ...(startAfter ? { startAfter } : {}) };
      }),
    );
  return {
    async enqueue(tx: Database, messages: readonly MailMessage[]) {
      if (messages.length === 0) return [];
      const rows = await tx
        .insert(outboxMessages)
        .values(messages.map(storedMessage))
        .returning({ id: outboxMessages.id });
      await insertJobs(
        tx,
        rows.map((row) => row.id),
        messages.map((message) => message.sendAfter),
      );
      return rows.map((row) => row.id);
    },
    async requeue(tx: Database, messageIds: readonly string[]) {
      if (messageIds.length === 0) return;
      // The finished job of the earlier sending gives way to the new one (same id).
      await boss.deleteJob(MAIL_QUEUE, [...messageIds], inTransaction(tx));
      await insertJobs(tx, messageIds);
    },
  };
}

/** Sends the queue's messages here, and marks dead those pg-boss gave up on. */
export async function workMail(
  boss: PgBoss,
  database: DatabaseHandle,
  delivery: DeliveryConfig,
  worker: WorkerSettings & { onSettled: (result: MailJobResult) => void },
) {
  const { pollingIntervalSeconds, onSettled } = worker;
  const sending = new Set<string>();
  await deadMail.work(boss, worker, async ({ messageId }) => {
    await markOutboxMessageDead(database.db, messageId);
    onSettled("dead");
  });
  await boss.work<MailJob, JobResult, MailWorkOptions>(
    MAIL_QUEUE,
    {
      pollingIntervalSeconds,
      batchSize: BATCH_SIZE,
      // While fetches come back full there is a backlog: fetch again at once, not after the
      // polling interval (with batchSize 1 a worker sent at most one message per interval).
      burstWhenBatchFull: true,
      perJobResults: true,
      localConcurrency: 1,
    },
    async (jobs) => {
      const deliver = async (job: (typeof jobs)[number]) => {
        const result = await deliverJob(database.db, sending, job, delivery);
        if (result.status === "failed") onSettled("failed");
        else onSettled(delivery.transport ? "sent" : "unconfigured");
        return result;
      };
      // One message at a time: at most one is between the SMTP server's acceptance and its
      // "sent" mark, so a kill repeats at most one message (docs/decisions/153).
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await deliver(job));
      return results;
    },
  );
}
