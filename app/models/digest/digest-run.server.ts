/**
 * A run of the digest and the alerts (docs/decisions/169, 170): the weekly job and "Send digest
 * now" both call runDigestAndAlerts. The run and what it names are stored first; each batch of
 * recipients is then written with their messages in one transaction, keyed by (run, kind,
 * recipient), so a run killed half-way resumes where it stopped and nobody gets it twice.
 */
import { eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { digestRuns } from "~/db/schema";
import { isDigestEmpty } from "~/lib/digest";
import type { Outbox } from "~/mail/outbox.server";
import { sendAlerts } from "./alert-send.server";
import { findDigestContent, nextWindow } from "./digest-content.server";
import { sendDigests } from "./digest-send.server";
import type { DigestRun, DigestSettings, RunSending } from "./run-sending";

/**
 * The unfinished run (one killed half-way), or a new one over the next window. Runs start one at
 * a time across instances (a transaction-wide advisory lock), and at most one is unfinished.
 */
export async function startOrResumeRun(
  db: Database,
  startedBy: string | null,
  now = new Date(),
): Promise<DigestRun> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sampletray:digest-run'))`);
    const [open] = await tx.select().from(digestRuns).where(isNull(digestRuns.finishedAt));
    if (open) return open;
    const { since, until } = await nextWindow(tx, now);
    const content = await findDigestContent(tx, since, until);
    const [run] = await tx
      .insert(digestRuns)
      .values({ since, until, startedBy, content, startedAt: now })
      .returning();
    if (!run) throw new Error("The digest run was not stored");
    return run;
  });
}

/** When each next message may go: `rate` a second from now (all at once when rate is 0). */
export function pacer(rate: number, start = new Date()) {
  let sent = 0;
  return (): Date | undefined =>
    rate > 0 ? new Date(start.getTime() + Math.floor((sent++ * 1000) / rate)) : undefined;
}

export interface RunOutcome {
  runId: string;
  digests: number;
  alerts: number;
}

/** Runs the digest and the alerts: a new run, or the rest of an unfinished one. */
export async function runDigestAndAlerts(
  db: Database,
  outbox: Outbox,
  settings: DigestSettings,
  startedBy: string | null = null,
  now = new Date(),
): Promise<RunOutcome> {
  const run = await startOrResumeRun(db, startedBy, now);
  const sending: RunSending = { db, outbox, run, settings, pace: pacer(settings.rate) };
  // Nothing new: nobody is mailed, and the next run starts from here.
  const digests = isDigestEmpty(run.content) ? 0 : await sendDigests(sending);
  const alerts = await sendAlerts(sending);
  await db.update(digestRuns).set({ finishedAt: new Date() }).where(eq(digestRuns.id, run.id));
  return { runId: run.id, digests, alerts };
}
