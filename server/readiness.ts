/**
 * `/readyz` (docs/metrics.md): may this instance take traffic? 200 "ready" when the database
 * answers, every migration in the journal is applied and the mail queue is started; otherwise 503
 * with the first reason, in a short plain line. `/healthz` (app/routes/resources/healthz.ts) stays
 * the cheap "is it alive" check.
 */
import type { RequestHandler } from "express";
import type { DatabaseHandle } from "~/db/client.server";
import { findUnappliedMigrations } from "~/db/migrate.server";
import type { JobQueue } from "~/jobs/start.server";
import { describeError } from "~/lib/log.server";

export interface ReadinessSources {
  database: DatabaseHandle;
  queue: Pick<JobQueue, "isStarted">;
}

/** Why the instance is not ready, or null when it is. */
export async function findUnreadiness({
  database,
  queue,
}: ReadinessSources): Promise<string | null> {
  if (!(await database.ping())) return "database not answering";
  try {
    const missing = await findUnappliedMigrations(database.db);
    if (missing.length > 0) return `migrations not applied: ${missing.join(", ")}`;
  } catch (error) {
    return `migrations unknown: ${describeError(error)}`;
  }
  if (!queue.isStarted()) return "mail queue not started";
  return null;
}

export function serveReadiness(sources: ReadinessSources): RequestHandler {
  return async (_req, res) => {
    const reason = await findUnreadiness(sources);
    res.set("Cache-Control", "no-store").type("text/plain");
    res.status(reason ? 503 : 200).send(`${reason ?? "ready"}\n`);
  };
}
