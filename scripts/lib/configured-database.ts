/**
 * An operator script's work on the database the environment configures (DATABASE_URL, or the
 * embedded DATA_DIR), brought to the current migrations first. A configuration error is printed
 * as its one message, with exit code 1.
 */
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { ConfigError, type Env, parseEnv } from "~/env.server";

export async function withConfiguredDatabase(
  run: (database: DatabaseHandle, env: Env) => Promise<void>,
): Promise<void> {
  try {
    const env = parseEnv();
    const database = await openDatabase(env);
    try {
      await database.migrate();
      await run(database, env);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
