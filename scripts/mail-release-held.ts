/**
 * `npm run mail:release-held`: sends the e-mail messages a restored backup held (db:restore marks
 * what was queued in the backup as `held`, since the live server may have sent it already:
 * docs/backups.md). Run it once you know they were not sent; each goes out again through the
 * queue, with fresh links where its links carry secrets, and is audit-logged. The embedded
 * database is opened while the server is stopped (it sends them when it starts); PostgreSQL's at
 * any time.
 */
import { resolveAuthSecret } from "~/auth-secret.server";
import { jobQueueOptions } from "~/jobs/config.server";
import { startJobs } from "~/jobs/start.server";
import { releaseHeldMessages } from "~/models/operations/outbox-resend.server";
import { withConfiguredDatabase } from "./lib/configured-database";

await withConfiguredDatabase(async (database, env) => {
  // This process only queues: the server's workers send.
  const queue = await startJobs(database, { ...jobQueueOptions(env), work: false });
  try {
    const result = await releaseHeldMessages(database.db, {
      outbox: queue,
      linkSecret: resolveAuthSecret(env),
      actorId: null,
    });
    console.log(`${result.queued} held message(s) queued to be sent.`);
    for (const { reason, count } of result.refused) console.log(`Left held (${count}): ${reason}`);
  } finally {
    await queue.stop();
  }
});
