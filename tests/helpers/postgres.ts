/** The PostgreSQL server the tests use: TEST_DATABASE_URL, by default the one on this machine. */
import pg from "pg";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** How the copies of a run's template that test workers keep are named: the run drops them all. */
export function templateCopyPrefix(template: string): string {
  return `${template}_c`;
}

/** A new copy's name, within PostgreSQL's 63 characters. */
export function templateCopyName(template: string): string {
  return `${templateCopyPrefix(template)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE). */
export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function isPostgresReachable(): Promise<boolean> {
  try {
    await withAdminClient((client) => client.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function createDatabase(name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ""}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdminClient((client) => client.query(sql));
      return;
    } catch (error) {
      // Two copies of one template at the same moment: PostgreSQL asks the second to wait.
      const isBusy = String(error).includes("being accessed by other users");
      if (!isBusy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

/**
 * Drops a database. A pool that was just ended may still be closing its connections (pg-pool
 * resolves `end()` before the server has seen them go), and FORCE would terminate them with an
 * error in the test's output: wait up to `waitMs` for them to go first.
 */
export async function dropDatabase(name: string, waitMs = 2_000): Promise<void> {
  await withAdminClient(async (client) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  });
}
