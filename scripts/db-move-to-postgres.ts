/**
 * `npm run db:move-to-postgres -- <DATABASE_URL>`: copies the embedded database (DATA_DIR) into an
 * empty PostgreSQL database and prints, per table, the rows on each side (docs/backups.md,
 * docs/decisions/123). Exits 1 when it refused, failed, or any count differs.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, parseEnv } from "~/env.server";
import { MoveRefusedError, type MoveReport, moveToPostgres } from "./lib/move-to-postgres";

const [databaseUrl] = process.argv.slice(2);
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    "Usage: npm run db:move-to-postgres -- postgres://user:password@host:5432/database",
  );
  process.exit(2);
}

try {
  const { DATA_DIR } = parseEnv({ ...process.env, DATABASE_URL: "" });
  console.log(
    `Copying the embedded database in ${path.resolve(DATA_DIR)} to ${hidePassword(databaseUrl)}…`,
  );
  const started = performance.now();
  const report = await moveToPostgres({ dataDir: DATA_DIR, databaseUrl });
  printReport(report, (performance.now() - started) / 1000);
  if (report.isComplete) printNextSteps(DATA_DIR, databaseUrl);
  else process.exitCode = 1;
} catch (error) {
  const isExpected = error instanceof MoveRefusedError || error instanceof ConfigError;
  console.error(isExpected ? (error as Error).message : error);
  process.exitCode = 1;
}

function hidePassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

function printReport(report: MoveReport, seconds: number) {
  const width = Math.max(...report.tables.map((t) => t.table.length), "table".length);
  const line = (table: string, embedded: string, postgres: string, note = "") =>
    console.log(
      `${table.padEnd(width)}  ${embedded.padStart(9)}  ${postgres.padStart(9)}  ${note}`.trimEnd(),
    );
  line("table", "embedded", "postgres");
  for (const t of report.tables) {
    line(
      t.table,
      String(t.embedded),
      String(t.postgres),
      t.embedded === t.postgres ? "" : "MISMATCH",
    );
  }
  const rows = report.tables.reduce((sum, t) => sum + t.postgres, 0);
  const mismatches = report.tables.filter((t) => t.embedded !== t.postgres).length;
  console.log(
    mismatches === 0
      ? `All ${report.tables.length} tables match: ${rows} rows, ${report.sequences} sequence(s) set, in ${seconds.toFixed(1)} s.`
      : `${mismatches} table(s) differ: the copy is not complete. Do not use the target.`,
  );
}

function printNextSteps(dataDir: string, databaseUrl: string) {
  const secretFile = path.join(dataDir, "auth-secret");
  const secret = process.env.AUTH_SECRET
    ? "keep AUTH_SECRET as it is"
    : existsSync(secretFile)
      ? `set AUTH_SECRET to the embedded server's secret: export AUTH_SECRET="$(cat ${secretFile})"`
      : "set AUTH_SECRET (32+ characters)";
  console.log(
    `\nNext: ${secret}, so sessions and signed links stay valid, then start on PostgreSQL:\n` +
      `  DATABASE_URL=${hidePassword(databaseUrl)} npm start\n` +
      `The embedded folder ${dataDir} is left as it was; keep it until the new server is checked.`,
  );
}
