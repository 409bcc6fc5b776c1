/**
 * Opens, migrates and (when embedded and empty) seeds the database before the server listens; an
 * embedded one then answers `npm run db:backup` (docs/decisions/123).
 */
import { resolveAuthSecret } from "~/auth-secret.server";
import { answeringBackups } from "~/db/backup.server";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import type { Env } from "~/env.server";
import { logFailure } from "~/lib/log.server";
import { isCatalogueEmpty, seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { purgeFormSubmissions } from "~/models/guards/form-submissions.server";
import { purgeExpiredData } from "~/models/operations/retention.server";

export interface Started {
  database: DatabaseHandle;
  authSecret: string;
}

export async function startDatabase(env: Env, log = console.log): Promise<Started> {
  const database = await openDatabase(env);
  try {
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
