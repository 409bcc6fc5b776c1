/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the embedded database (DATA_DIR), made by
 * the running server or, when none runs, by this command (docs/backups.md, decisions/123).
 * Default file: DATA_DIR/backups/sampletray-<UTC time>.tar.gz.
 */
import path from "node:path";
import { ConfigError, parseEnv } from "~/env.server";
import { BackupRefusedError, backupEmbedded, defaultBackupFile } from "./lib/backup";

try {
  const env = parseEnv();
  if (env.DATABASE_URL) {
    throw new BackupRefusedError(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump or base backups (docs/backups.md).",
    );
  }
  const file = process.argv[2] ?? defaultBackupFile(env.DATA_DIR);
  const result = await backupEmbedded({ dataDir: env.DATA_DIR, file });
  const size = (result.byteSize / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up ${path.resolve(env.DATA_DIR)} to ${path.resolve(result.file)} (${size} MB, ` +
      `${result.isFromServer ? "taken by the running server" : "no server was running"}).`,
  );
  if (result.secretNotCopied) {
    console.log(
      `The sessions' secret (${result.secretNotCopied}) is not in the backup, so a stolen copy ` +
        "signs in as no one. Keep one copy of it apart from your backups (a password manager): " +
        "a restore needs it to keep sessions, e-mailed links and webhook secrets working.",
    );
  }
} catch (error) {
  const isExpected = error instanceof BackupRefusedError || error instanceof ConfigError;
  console.error(isExpected ? (error as Error).message : error);
  process.exitCode = 1;
}
