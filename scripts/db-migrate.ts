/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded DATA_DIR. */
import { openDatabase } from "~/db/client.server";
import { parseEnv } from "~/env.server";

const env = parseEnv();
const database = await openDatabase(env);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
