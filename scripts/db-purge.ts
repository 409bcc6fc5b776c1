/**
 * `npm run db:purge`: deletes what is past the privacy policy's retention periods. The server
 * already does this daily; the script is for running it from cron or by hand.
 */
import { openDatabase } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { purgeExpiredData } from "~/models/operations/retention.server";

const env = parseEnv();
const database = await openDatabase(env);
try {
  await database.migrate();
  const result = await purgeExpiredData(database.db);
  console.log(result ? `Deleted: ${JSON.stringify(result)}` : "Another instance is purging now.");
} finally {
  await database.close();
}
