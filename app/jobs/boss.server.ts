/**
 * pg-boss, the job system (docs/decisions/050, 106, 158): jobs live in the app's own database
 * (schema `pgboss`), on PostgreSQL shared by every instance, on PGlite through pg-boss's PGlite
 * adapter. What every queue shares is here; each queue's name, retry policy, jobs and worker are
 * in its own file beside this one, and start.server.ts starts them all.
 */
import { sql } from "drizzle-orm";
import { type ConstructorOptions, fromDrizzle, fromPglite, PgBoss, type Queue } from "pg-boss";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { type RetryPolicy, retryLimit } from "./retry-policy";

export const DAY_SECONDS = 24 * 60 * 60;

/**
 * A working instance refreshes each active job's heartbeat; a job whose heartbeat stops (the
 * process was killed) is retried by the next monitor pass of any instance, so a crash delays its
 * work by about HEARTBEAT_SECONDS + MONITOR_SECONDS instead of the job's full expiry.
 */
const HEARTBEAT_SECONDS = 15;
const MONITOR_SECONDS = 15;

/** The retry policies a queue may follow, from the instance's configuration. */
export interface RetryPolicies {
  /** MAIL_RETRY_*: mail, and the jobs whose work is to write mail. */
  mail: RetryPolicy;
  /** WEBHOOK_RETRY_POLICY (tests: shorter). */
  webhook: RetryPolicy;
}

/** How each worker of this instance fetches its jobs. */
export interface WorkerSettings {
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number;
}

/** A queue's settings from its retry policy (applied on every start). */
export function queueSettings(policy: RetryPolicy) {
  return {
    // pg-boss alone counts tries: the limit is as many as the policy's give-up time holds.
    retryLimit: retryLimit(policy),
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    // A waiting job outlives its last try (pg-boss's default keeps one 14 days).
    retentionSeconds: 2 * policy.giveUpSeconds + policy.retryDelayMaxSeconds + DAY_SECONDS,
    // Sends time out after 30 s (app/mail/transport.server.ts), webhooks after 10 s; a job is
    // never legitimately active longer.
    expireInSeconds: 300,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  } satisfies Partial<Queue>;
}

/** Creates the queue, or gives it these settings when it exists. */
async function applyQueue(boss: PgBoss, name: string, settings: Partial<Queue>) {
  await boss.createQueue(name, settings);
  await boss.updateQueue(name, settings);
}

/** Inserts jobs in `tx`: they commit or roll back with the change that causes them. */
export function inTransaction(tx: Database) {
  return { db: fromDrizzle(tx, sql) };
}

/** A job as a queue inserts it: its data, and optionally its id and when it is due. */
export interface NewJob<Job> {
  id?: string;
  data: Job;
  startAfter?: Date;
}

/**
 * A queue of `Job`s: its name, the retry policy it follows and where pg-boss moves a job it gave
 * up on (each queue's file declares its own).
 */
export function defineQueue<Job extends object>(
  name: string,
  policyOf: (policies: RetryPolicies) => RetryPolicy,
  deadLetter?: string,
  /** Settings of its own (e.g. a longer expiry for a job that works for minutes). */
  own: Partial<Queue> = {},
) {
  return {
    name,
    /** Creates the queue, or gives it its policy's settings (pg-boss copies them into each job). */
    create: (boss: PgBoss, policies: RetryPolicies) =>
      applyQueue(boss, name, {
        ...queueSettings(policyOf(policies)),
        ...(deadLetter ? { deadLetter } : {}),
        ...own,
      }),
    /** Inserts jobs in `tx`. */
    async insert(boss: PgBoss, tx: Database, jobs: NewJob<Job>[]) {
      await boss.insert(name, jobs, inTransaction(tx));
    },
    /** Works its jobs here, one at a time; `handle` throws when the try failed. */
    work: (
      boss: PgBoss,
      { pollingIntervalSeconds }: WorkerSettings,
      handle: (job: Job) => Promise<unknown>,
    ) =>
      boss.work<Job>(name, { pollingIntervalSeconds }, ([job]) =>
        job ? handle(job.data) : Promise.resolve(),
      ),
  };
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

/** pg-boss on the database, started (its schema installed or migrated); failures are logged. */
export async function startBoss(database: DatabaseHandle, onError: (error: Error) => void) {
  const boss = new PgBoss(bossOptions(database));
  boss.on("error", onError);
  await boss.start();
  return boss;
}

/**
 * Installs pg-boss's schema on a PostgreSQL database (the version the app runs) and creates the
 * named queues there, with no worker; the app gives them its settings when it starts
 * (scripts/lib/move-to-postgres.ts, for the jobs it copies).
 */
export async function installJobSchema(url: string, queues: readonly string[]) {
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 1 });
  boss.on("error", (error) => console.error("pg-boss:", error.message));
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const name of queues) if (!existing.has(name)) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
