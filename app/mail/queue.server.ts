/**
 * The mail queue on pg-boss (docs/decisions/050): jobs live in the app's own database (schema
 * `pgboss`), on PostgreSQL shared by every instance, on PGlite through pg-boss's PGlite adapter.
 * Each instance starts one MailQueue; unless MAIL_WORKER=off it also works the queue.
 */
import { sql } from "drizzle-orm";
import { type ConstructorOptions, fromDrizzle, fromPglite, type JobResult, PgBoss } from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { describeError, logFailure } from "~/lib/log.server";
import { DEFAULT_RATING_REQUEST_DELAY_DAYS } from "~/lib/ratings";
import { sendRatingRequest } from "~/models/rating-request.server";
import { type DeliveryConfig, deliverOutboxMessage, MailSendError } from "./deliver.server";
import type { MailMessage, MailSite } from "./message";
import type { Outbox } from "./outbox.server";

export const MAIL_QUEUE = "mail";
/**
 * Follow-ups after a completed request (docs/decisions/092): a job per completion, due some days
 * later; it writes the rating link and its e-mail (through MAIL_QUEUE) once per request.
 */
export const RATING_REQUEST_QUEUE = "rating-request";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Jobs one worker fetches at once; each is settled on its own (perJobResults). */
const BATCH_SIZE = 10;
/**
 * A working instance refreshes each active job's heartbeat; a job whose heartbeat stops (the
 * process was killed) is retried by the next monitor pass of any instance, so a crash delays its
 * mail by about HEARTBEAT_SECONDS + MONITOR_SECONDS instead of the job's full expiry.
 */
const HEARTBEAT_SECONDS = 15;
const MONITOR_SECONDS = 15;

export interface MailQueueOptions extends Omit<DeliveryConfig, "messageIdDomain"> {
  site: MailSite;
  /** The first retry's delay; each later one doubles. */
  retryDelaySeconds: number;
  /** Whether this instance sends (false: it only queues). */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /** Days from a request's completion to the e-mail asking for a rating (RATING_REQUEST_DELAY_DAYS). */
  ratingRequestDelayDays?: number;
}

export interface MailQueue extends Outbox {
  /** Stops working the queue and closes pg-boss (the database stays open). */
  stop(): Promise<void>;
}

interface MailJob {
  messageId: string;
}

interface RatingRequestJob {
  requestId: string;
}

type MailWorkOptions = {
  pollingIntervalSeconds: number;
  batchSize: number;
  burstWhenBatchFull: true;
  perJobResults: true;
  localConcurrency: number;
};

/** The queue's settings, from the instance's configuration (applied on every start). */
export function queueSettings(options: Pick<MailQueueOptions, "maxTries" | "retryDelaySeconds">) {
  return {
    // Our own count on the outbox row decides when a message is dead; pg-boss's limit is a
    // backstop above it (a job whose worker died mid-send also counts as one of its retries).
    retryLimit: options.maxTries + 2,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    // Sends time out after 30 s (transport.server.ts); a job is never legitimately active longer.
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  };
}

/**
 * One job of a batch: its own outcome, so one failed send does not retry the others. `sending`
 * holds the messages this instance is sending: a job retried while its earlier attempt still runs
 * here (its heartbeat was late) fails and comes back later instead of sending a second copy.
 */
async function deliverJob(
  database: DatabaseHandle,
  sending: Set<string>,
  jobId: string,
  job: MailJob,
  delivery: DeliveryConfig,
): Promise<JobResult> {
  if (sending.has(job.messageId)) {
    return { id: jobId, status: "failed", output: { message: "already being sent" } };
  }
  sending.add(job.messageId);
  try {
    await deliverOutboxMessage(database.db, job.messageId, delivery);
    return { id: jobId, status: "completed" };
  } catch (error) {
    if (!(error instanceof MailSendError)) logFailure("Mail job", error);
    return { id: jobId, status: "failed", output: { message: describeError(error) } };
  } finally {
    sending.delete(job.messageId);
  }
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

export async function startMailQueue(
  database: DatabaseHandle,
  options: MailQueueOptions,
): Promise<MailQueue> {
  const boss = new PgBoss(bossOptions(database));
  boss.on("error", (error) => logFailure("Mail queue", error));
  await boss.start();
  // createQueue does nothing when the queue exists, so the settings (which follow MAIL_MAX_TRIES
  // and MAIL_RETRY_DELAY_SECONDS) are written again on every start.
  const settings = queueSettings(options);
  await boss.createQueue(MAIL_QUEUE, settings);
  await boss.updateQueue(MAIL_QUEUE, settings);
  await boss.createQueue(RATING_REQUEST_QUEUE, settings);
  await boss.updateQueue(RATING_REQUEST_QUEUE, settings);
  const delivery: DeliveryConfig = {
    transport: options.transport,
    from: options.from,
    maxTries: options.maxTries,
    messageIdDomain: new URL(options.site.url).hostname,
  };
  const sending = new Set<string>();
  let stopped: Promise<void> | undefined;
  const queue: MailQueue = {
    site: options.site,
    async enqueue(tx: Database, messages: readonly MailMessage[]) {
      if (messages.length === 0) return;
      const rows = await tx
        .insert(outboxMessages)
        .values(
          messages.map((m) => ({
            kind: m.kind,
            recipient: m.to,
            subject: m.subject,
            textBody: m.text,
            htmlBody: m.html,
            headers: m.headers ?? {},
          })),
        )
        .returning({ id: outboxMessages.id });
      await queue.requeue(
        tx,
        rows.map((row) => row.id),
      );
    },
    async requeue(tx: Database, messageIds: readonly string[]) {
      if (messageIds.length === 0) return;
      await boss.insert(
        MAIL_QUEUE,
        messageIds.map((messageId) => ({ data: { messageId } })),
        { db: fromDrizzle(tx, sql) },
      );
    },
    async scheduleRatingRequest(tx: Database, requestId: string) {
      const delayDays = options.ratingRequestDelayDays ?? DEFAULT_RATING_REQUEST_DELAY_DAYS;
      await boss.insert(
        RATING_REQUEST_QUEUE,
        [{ data: { requestId }, startAfter: new Date(Date.now() + delayDays * DAY_MS) }],
        { db: fromDrizzle(tx, sql) },
      );
    },
    stop() {
      stopped ??= boss
        .stop({ graceful: true, timeout: 10_000, close: true })
        .finally(() => options.transport?.close());
      return stopped;
    },
  };
  if (options.work) {
    await boss.work<RatingRequestJob>(
      RATING_REQUEST_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        // Idempotent: a second job for the same request (or a retry) finds its link and stops.
        if (job) await sendRatingRequest(database.db, queue, job.data.requestId);
      },
    );
    await boss.work<MailJob, JobResult, MailWorkOptions>(
      MAIL_QUEUE,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        batchSize: BATCH_SIZE,
        // While fetches come back full there is a backlog: fetch again at once, not after the
        // polling interval (with batchSize 1 a worker sent at most one message per interval).
        burstWhenBatchFull: true,
        perJobResults: true,
        localConcurrency: 1,
      },
      async (jobs) => {
        const deliver = (job: (typeof jobs)[number]) =>
          deliverJob(database, sending, job.id, job.data, delivery);
        if (database.connection.kind === "postgres") return Promise.all(jobs.map(deliver));
        // PGlite: one connection, so "sent" updates wait behind web requests; one message at a
        // time keeps at most one between the SMTP server's acceptance and its "sent" mark.
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await deliver(job));
        return results;
      },
    );
  }
  return queue;
}
