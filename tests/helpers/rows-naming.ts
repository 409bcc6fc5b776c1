/**
 * Every row of every table of the app's schema (`public`) whose text, as PostgreSQL writes the
 * whole row (every column, JSON and arrays too), contains one of the needles, case-insensitively:
 * the check that deleting an account leaves nothing naming the person, which covers tables added
 * later without being told of them. pg-boss's own schema and Drizzle's migration journal are not
 * the app's data and are not walked.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

export interface RowHit {
  table: string;
  row: Record<string, unknown>;
}

export async function rowsNaming(db: Database, needles: string[]): Promise<RowHit[]> {
  const wanted = needles.map((needle) => needle.toLowerCase()).filter((n) => n.length > 0);
  if (wanted.length === 0) throw new Error("rowsNaming needs at least one needle");
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const hits: RowHit[] = [];
  for (const { table_name: table } of tables.rows) {
    const name = sql.raw(`"public"."${table.replaceAll('"', '""')}"`);
    const matches = sql.join(
      wanted.map((needle) => sql`strpos(lower(t::text), ${needle}) > 0`),
      sql` or `,
    );
    const rows = await db.execute<{ row: Record<string, unknown> }>(
      sql`select to_jsonb(t) as row from ${name} t where ${matches}`,
    );
    for (const { row } of rows.rows) hits.push({ table, row });
  }
  return hits;
}
