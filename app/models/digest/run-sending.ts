/**
 * What a digest run's senders share (docs/decisions/169, 170): the run, its settings, the
 * database, the outbox and the pace; digest-run.server.ts starts the run and hands this to the
 * digest's and the alerts' senders.
 */
import type { Database } from "~/db/client.server";
import type { digestRuns } from "~/db/schema";
import type { Outbox } from "~/mail/outbox.server";

export interface DigestSettings {
  /** Messages per second (DIGEST_RATE); 0: no pace. */
  rate: number;
  /** UNSUBSCRIBE_MAILTO, offered in List-Unsubscribe after the URL. */
  mailto?: string | undefined;
  /** The server's secret: it signs the unsubscribe links. */
  linkSecret: string;
  /** Recipients written per transaction. */
  batchSize?: number;
}

export type DigestRun = typeof digestRuns.$inferSelect;

/** What the digest's and the alerts' senders share for one run. */
export interface RunSending {
  db: Database;
  outbox: Outbox;
  run: DigestRun;
  settings: DigestSettings;
  /** When the next message may leave (DIGEST_RATE). */
  pace: () => Date | undefined;
}
