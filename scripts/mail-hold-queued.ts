/**
 * `npm run mail:hold-queued`: run on a PostgreSQL copy restored from a dump (pg_restore) before a
 * server starts on it. It marks the mail the dump had queued `held`, as `db:restore` does for the
 * embedded database (docs/decisions/163): the live server may have sent it after the dump was
 * taken. `npm run mail:release-held` sends it on purpose. Uses DATABASE_URL (or DATA_DIR).
 */
import { holdQueuedMessages } from "~/models/operations/outbox-hold.server";
import { withConfiguredDatabase } from "./lib/configured-database";

await withConfiguredDatabase(async (database) => {
  const held = await holdQueuedMessages(database.db);
  console.log(
    held === 0
      ? "No message was waiting to be sent: nothing held."
      : `${held} queued message(s) held: they will not be sent. Once you know the live server ` +
          "did not send them, `npm run mail:release-held` sends them.",
  );
});
