/**
 * The mail queue on pg-boss (docs/decisions/050): jobs live in the app's own database (schema
 * `pgboss`), on PostgreSQL shared by every instance, on PGlite through pg-boss's PGlite adapter.
 * Each instance starts one MailQueue; unless MAIL_WORKER=off it also works the queue.
 */
import { sql } from "drizzle-orm";
import { type ConstructorOptions, fromDrizzle, fromPglite, PgBoss } from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { logFailure } from "~/lib/log.server";
import { type DeliveryConfig, deliverOutboxMessage } from "./deliver.server";
import type { MailMessage, MailSite } from "./message";
import type { Outbox } from "./outbox.server";

export const MAIL_QUEUE = "mail";

export interface MailQueueOptions extends Omit<DeliveryConfig, "messageIdDomain"> {
  site: MailSite;
  /** The first retry's delay; each later one doubles. */
  retryDelaySeconds: number;
  /** Whether this instance sends (false: it only queues). */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
}

export interface MailQueue extends Outbox {
  /** Stops working the queue and closes pg-boss (the database stays open). */
  stop(): Promise<void>;
}

interface MailJob {
  messageId: string;
}

function bossOptions(database: DatabaseHandle): ConstructorOptions {
  const common = { schema: "pgboss", superviseIntervalSeconds: 60 } as const;
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
  await boss.createQueue(MAIL_QUEUE, {
    // Our own count on the outbox row decides when a message is dead; pg-boss's limit is a
    // backstop above it (a job that expires mid-send also counts as one of its retries).
    retryLimit: options.maxTries + 2,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  });
  const delivery: DeliveryConfig = {
    transport: options.transport,
    from: options.from,
    maxTries: options.maxTries,
    messageIdDomain: new URL(options.site.url).hostname,
  };
  if (options.work) {
    await boss.work<MailJob>(
      MAIL_QUEUE,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        batchSize: 1,
        localConcurrency: 2,
      },
      async ([job]) => {
        if (job) await deliverOutboxMessage(database.db, job.data.messageId, delivery);
      },
    );
  }
  return {
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
      await boss.insert(
        MAIL_QUEUE,
        rows.map((row) => ({ data: { messageId: row.id } })),
        { db: fromDrizzle(tx, sql) },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      options.transport?.close();
    },
  };
}
