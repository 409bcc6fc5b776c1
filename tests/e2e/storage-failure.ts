import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/**
 * Runs `run` while the database refuses rows of `table` whose `column` is `value`: a real storage
 * failure for that one value only, so tests running in parallel are unaffected.
 */
export async function withRowsRefused(
  db: Database,
  { table, column, value }: { table: string; column: string; value: string },
  run: () => Promise<void>,
) {
  const constraint = `e2e_fail_${crypto.randomUUID().slice(0, 8)}`;
  const literal = `'${value.replaceAll("'", "''")}'`;
  await db.execute(
    sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (${column} <> ${literal})`),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`));
  }
}
