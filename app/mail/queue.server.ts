/**
 * The mail queue on pg-boss (docs/decisions/050, 106): jobs live in the app's own database (schema
 * `pgboss`), on PostgreSQL shared by every instance, on PGlite through pg-boss's PGlite adapter.
 * Each instance starts one MailQueue; unless MAIL_WORKER=off it also works the queue.
 */
import { sql } from "drizzle-orm";
import {
  type ConstructorOptions,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
  type Queue,
} from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { logFailure } from "~/lib/log.server";
import { DEFAULT_RATING_REQUEST_DELAY_DAYS } from "~/lib/ratings";
import {
  type DeliveryConfig,
  deliverJob,
  type MailJob,
  markOutboxMessageDead,
} from "./deliver.server";
import type { MailMessage, MailSite } from "./message";
import type { Outbox } from "./outbox.server";
import { type RetryPolicy, retryLimit } from "./retry-policy";
import { storedMessage } from "./secret-links";

export const MAIL_QUEUE = "mail";
/** Where pg-boss moves a mail job it gave up on; its worker marks the message dead. */
export const DEAD_MAIL_QUEUE = "mail-dead";
/**
 * Follow-ups after a completed request (docs/decisions/092): a job per completion, due some days
 * later; it writes the rating link and its e-mail (through MAIL_QUEUE) once per request.
 */
export const RATING_REQUEST_QUEUE = "rating-request";
/** "Forgot password?" (decision 114): a job per request, the address only; its worker sends. */
export const PASSWORD_RESET_QUEUE = "password-reset";

const DAY_SECONDS = 24 * 60 * 60;

/** Jobs one worker fetches at once; each is settled on its own (perJobResults). */
const BATCH_SIZE = 10;
/**
 * A working instance refreshes each active job's heartbeat; a job whose heartbeat stops (the
 * process was killed) is retried by the next monitor pass of any instance, so a crash delays its
 * mail by about HEARTBEAT_SECONDS + MONITOR_SECONDS instead of the job's full expiry.
 */
const HEARTBEAT_SECONDS = 15;
const MONITOR_SECONDS = 15;

export interface MailQueueOptions extends Omit<DeliveryConfig, "messageIdDomain">, RetryPolicy {
  site: MailSite;
  /** Whether this instance sends (false: it only queues). */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** Days from a request's completion to the e-mail asking for a rating (RATING_REQUEST_DELAY_DAYS). */
  ratingRequestDelayDays?: number;
  /**
   * Writes the rating request of a completed request once its job is due (docs/decisions/092);
   * handed in by whoever starts the queue, so the queue knows no model. Without it this instance
   * leaves those jobs to another.
   */
  onRatingRequestDue?: (outbox: Outbox, requestId: string) => Promise<unknown>;
  /** Sends a reset link if the address has an account; as above, without it none is worked here. */
  onPasswordResetDue?: (outbox: Outbox, email: string) => Promise<unknown>;
}

export interface MailQueue extends Outbox {
  /** Stops working the queue and closes pg-boss (the database stays open). */
  stop(): Promise<void>;
}

interface RatingRequestJob {
  requestId: string;
}

interface PasswordResetJob {
  email: string;
}

type MailWorkOptions = {
  pollingIntervalSeconds: number;
  batchSize: number;
  burstWhenBatchFull: true;
  perJobResults: true;
  localConcurrency: number;
};

/** The queues' settings, from the instance's configuration (applied on every start). */
function queueSettings(policy: RetryPolicy) {
  return {
    // pg-boss alone counts tries: the limit is as many as the policy's give-up time holds.
    retryLimit: retryLimit(policy),
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    // A waiting job outlives its last try (pg-boss's default keeps one 14 days).
    retentionSeconds: 2 * policy.giveUpSeconds + policy.retryDelayMaxSeconds + DAY_SECONDS,
    // Sends time out after 30 s (transport.server.ts); a job is never legitimately active longer.
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  } satisfies Partial<Queue>;
}

function bossOptions(database: DatabaseHandle): ConstructorOptions {
  const common = {
    schema: "pgboss",
    superviseIntervalSeconds: MONITOR_SECONDS,
    monitorIntervalSeconds: MONITOR_SECONDS,
  } as const;
  return database.connection.kind === "postgres"
    ? { ...common, connectionString: database.connection.url, max: 3 }
    : { ...common, db: fromPglite(database.connection.client), backend: "pglite" };
}

/**
 * Creates the queues, or gives them the configured settings when they exist, and puts every
 * mail job still to run under them too (pg-boss copies a queue's retry settings into each job),
 * so a changed policy reaches the messages already waiting at the next start.
 */
async function configureQueues(boss: PgBoss, db: Database, policy: RetryPolicy) {
  const settings = queueSettings(policy);
  const queues = [
    [DEAD_MAIL_QUEUE, settings],
    [MAIL_QUEUE, { ...settings, deadLetter: DEAD_MAIL_QUEUE }],
    [RATING_REQUEST_QUEUE, settings],
    [PASSWORD_RESET_QUEUE, settings],
  ] as const;
  for (const [name, options] of queues) {
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
  await db.execute(
    sql`update pgboss.job set retry_limit = ${settings.retryLimit},
          retry_delay = ${settings.retryDelay}, retry_delay_max = ${settings.retryDelayMax},
          dead_letter = ${DEAD_MAIL_QUEUE}
        where name = ${MAIL_QUEUE} and state in ('created', 'retry', 'active')`,
  );
}

export async function startMailQueue(
  database: DatabaseHandle,
  options: MailQueueOptions,
): Promise<MailQueue> {
  const boss = new PgBoss(bossOptions(database));
  boss.on("error", (error) => logFailure("Mail queue", error));
  await boss.start();
  await configureQueues(boss, database.db, options);
  const delivery: DeliveryConfig = {
    transport: options.transport,
    from: options.from,
    messageIdDomain: new URL(options.site.url).hostname,
  };
  // A message's job has the message's id, so its tries are found by key (outbox-deliveries).
  const insertJobs = (tx: Database, messageIds: readonly string[]) =>
    boss.insert(
      MAIL_QUEUE,
      messageIds.map((messageId) => ({ id: messageId, data: { messageId } })),
      { db: fromDrizzle(tx, sql) },
    );
  const sending = new Set<string>();
  let stopped: Promise<void> | undefined;
  const queue: MailQueue = {
    site: options.site,
    async enqueue(tx: Database, messages: readonly MailMessage[]) {
      if (messages.length === 0) return;
      const rows = await tx
        .insert(outboxMessages)
        .values(messages.map(storedMessage))
        .returning({ id: outboxMessages.id });
      await insertJobs(
        tx,
        rows.map((row) => row.id),
      );
    },
    async requeue(tx: Database, messageIds: readonly string[]) {
      if (messageIds.length === 0) return;
      // The finished job of the earlier sending gives way to the new one (same id).
      await boss.deleteJob(MAIL_QUEUE, [...messageIds], { db: fromDrizzle(tx, sql) });
      await insertJobs(tx, messageIds);
    },
    async scheduleRatingRequest(tx: Database, requestId: string) {
      const delayDays = options.ratingRequestDelayDays ?? DEFAULT_RATING_REQUEST_DELAY_DAYS;
      await boss.insert(
        RATING_REQUEST_QUEUE,
        [
          {
            data: { requestId },
            startAfter: new Date(Date.now() + delayDays * DAY_SECONDS * 1000),
          },
        ],
        { db: fromDrizzle(tx, sql) },
      );
    },
    async queuePasswordReset(tx: Database, email: string) {
      const job: PasswordResetJob = { email };
      await boss.insert(PASSWORD_RESET_QUEUE, [{ data: job }], { db: fromDrizzle(tx, sql) });
    },
    stop() {
      stopped ??= boss
        .stop({ graceful: true, timeout: 10_000, close: true })
        .finally(() => options.transport?.close());
      return stopped;
    },
  };
  if (!options.work) return queue;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const { onRatingRequestDue, onPasswordResetDue } = options;
  // Idempotent: a second rating job for the same request (or a retry) finds its link and stops.
  if (onRatingRequestDue) {
    await boss.work<RatingRequestJob>(RATING_REQUEST_QUEUE, { pollingIntervalSeconds }, ([job]) =>
      job ? onRatingRequestDue(queue, job.data.requestId) : Promise.resolve(),
    );
  }
  if (onPasswordResetDue) {
    await boss.work<PasswordResetJob>(PASSWORD_RESET_QUEUE, { pollingIntervalSeconds }, ([job]) =>
      job ? onPasswordResetDue(queue, job.data.email) : Promise.resolve(),
    );
  }
  await boss.work<MailJob>(DEAD_MAIL_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await markOutboxMessageDead(database.db, job.data.messageId);
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
      const deliver = (job: (typeof jobs)[number]) =>
        deliverJob(database.db, sending, job, delivery);
      if (database.connection.kind === "postgres") return Promise.all(jobs.map(deliver));
      // PGlite: one connection, so "sent" updates wait behind web requests; one message at a
      // time keeps at most one between the SMTP server's acceptance and its "sent" mark.
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await deliver(job));
      return results;
    },
  );
  return queue;
}
