/**
 * Opens, migrates and (when embedded and empty) seeds the database before the server listens; an
 * embedded one then answers `npm run db:backup` (docs/decisions/123).
 */

import { sql } from "drizzle-orm";
import { resolveAuthSecret } from "~/auth-secret.server";
import { answeringBackups } from "~/db/backup.server";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import type { Env } from "~/env.server";
import { describeError, logFailure } from "~/lib/log.server";
import { isCatalogueEmpty, seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { purgeFormSubmissions } from "~/models/guards/form-submissions.server";
import { purgeExpiredData } from "~/models/operations/retention.server";

export interface Started {
  database: DatabaseHandle;
  authSecret: string;
}

/** PostgreSQL did not answer within DATABASE_WAIT_SECONDS: the message is the whole story. */
export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

export async function startDatabase(env: Env, log = console.log): Promise<Started> {
  const database = await openDatabase(env);
  try {
    if (database.kind === "postgres" && env.DATABASE_URL) {
      await waitForDatabase(database, env.DATABASE_URL, env.DATABASE_WAIT_SECONDS, log);
    }
    await database.migrate();
    if (database.kind === "pglite" && (await isCatalogueEmpty(database.db))) {
      const seeded = await seedDemoData(database.db);
      log(
        `Loaded the demo catalogue: ${seeded.companies} companies, ${seeded.products} products, ` +
          `${seeded.sampleRequests} sample requests.`,
      );
    }
    return {
      database: answeringBackups(database, env.DATA_DIR),
      authSecret: resolveAuthSecret(env),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Refusals no wait can mend: a wrong password or role (class 28), a database that is not there. */
const PERMANENT_CODES = /^(28|3D)/;

/**
 * Why the database does not answer a `select 1`, and whether waiting may help; null when it
 * answers.
 */
async function unreachableReason(
  db: Database,
): Promise<{ text: string; isPermanent: boolean } | null> {
  try {
    await db.execute(sql`select 1`);
    return null;
  } catch (error) {
    // The driver's own words (drizzle wraps them): "connect ECONNREFUSED 127.0.0.1:5432",
    // "getaddrinfo ENOTFOUND db.internal", "password authentication failed for user …".
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message.split("\n")[0] : "";
    const code = (cause as { code?: unknown } | null)?.code;
    return {
      text: message || describeError(error),
      isPermanent: typeof code === "string" && PERMANENT_CODES.test(code),
    };
  }
}

/**
 * Waits for a PostgreSQL server that does not answer yet (it may be starting beside us), trying
 * again with growing pauses for up to `waitSeconds`; says so in one line, and gives up with a
 * DatabaseUnreachableError whose one line names the server (never the password) and the fix.
 */
async function waitForDatabase(
  database: DatabaseHandle,
  url: string,
  waitSeconds: number,
  log: (line: string) => void,
) {
  const server = new URL(url).host;
  const deadline = Date.now() + waitSeconds * 1000;
  for (let pause = 500, hasSaid = false; ; pause = Math.min(pause * 2, 5_000)) {
    const reason = await unreachableReason(database.db);
    if (reason === null) return;
    const left = deadline - Date.now();
    if (reason.isPermanent) {
      throw new DatabaseUnreachableError(
        `PostgreSQL at ${server} refused the connection (${reason.text}): check DATABASE_URL.`,
      );
    }
    if (left <= 0) {
      throw new DatabaseUnreachableError(
        `Cannot reach PostgreSQL at ${server} (${reason.text})${waitSeconds > 0 ? ` after ${waitSeconds} s` : ""}: check DATABASE_URL, and that the server runs and accepts connections from here.`,
      );
    }
    if (!hasSaid) {
      log(
        `Waiting for PostgreSQL at ${server} (${reason.text}): trying for up to ${waitSeconds} s.`,
      );
      hasSaid = true;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Enforces the privacy policy's retention periods: a purge now and then once a day. Every
 * instance runs the timer; a database lock lets only one of them purge at a time.
 */
export function scheduleRetentionPurge(db: Database, log = console.log): () => void {
  const purge = async () => {
    try {
      const result = await purgeExpiredData(db);
      const total = result ? Object.values(result).reduce((a, b) => a + b, 0) : 0;
      if (result && total > 0) log(`Retention purge deleted ${JSON.stringify(result)}`);
      // Idempotency records outlive the one-day form tokens by a week (docs/decisions/045).
      const submissions = await purgeFormSubmissions(db);
      if (submissions > 0) log(`Retention purge deleted ${submissions} form submission records`);
    } catch (error) {
      logFailure("Retention purge failed", error);
    }
  };
  void purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
