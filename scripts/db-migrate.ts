/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded DATA_DIR. */
import { withConfiguredDatabase } from "./lib/configured-database";

await withConfiguredDatabase(async (database) => {
  console.log(`Migrations applied (${database.kind}).`);
});
