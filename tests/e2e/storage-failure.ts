import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/**
 * Runs `run` with a value that the database refuses in `table`'s `column`: a real storage failure
 * for that one new value only, so tests running in parallel are unaffected.
 */
export async function withValueRefused(
  db: Database,
  { table, column }: { table: string; column: string },
  run: (value: string) => Promise<void>,
) {
  const tag = crypto.randomUUID().slice(0, 8);
  const value = `E2E Failure ${tag}`;
  const constraint = `e2e_fail_${tag}`;
  await db.execute(
    sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (${column} <> '${value}')`),
  );
  try {
    await run(value);
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`));
  }
}
