/**
 * `npm run db:restore -- <file> [--force]`: brings a db:backup file back into DATA_DIR while no
 * server runs; with --force a database already there is renamed aside (docs/backups.md).
 */
import path from "node:path";
import { ConfigError, parseEnv } from "~/env.server";
import { BackupRefusedError, restoreEmbedded } from "./lib/backup";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file, ...rest] = args.filter((a) => a !== "--force");
if (!file || rest.length > 0) {
  console.error("Usage: npm run db:restore -- <backup file> [--force]");
  process.exit(2);
}

try {
  const env = parseEnv();
  const result = await restoreEmbedded({ dataDir: env.DATA_DIR, file, force });
  if (result.setAside) console.log(`The database that was there is now ${result.setAside}.`);
  console.log(
    `Restored ${path.resolve(file)} into ${path.resolve(env.DATA_DIR)} (${result.migrations} ` +
      `migrations applied in it${result.isSecretRestored ? ", with its sessions' secret" : ""}). ` +
      "Start the server: npm start",
  );
  if (result.heldMessages > 0) {
    console.log(
      `${result.heldMessages} e-mail message(s) queued in the backup are held, not sent: the live ` +
        "server may have sent them after the backup was taken. Send them on purpose with " +
        "`npm run mail:release-held`, or one by one from the console's Outbox.",
    );
  }
  if (!result.hasSecret && !env.AUTH_SECRET) {
    console.log(
      `${path.resolve(env.DATA_DIR, "auth-secret")} is missing: put the copy of the secret you ` +
        "kept there (or set AUTH_SECRET) before starting. Without it the server makes a new one: " +
        "everyone signs in again, links in e-mails already sent stop working, and webhook " +
        "signing secrets must be rolled.",
    );
  }
} catch (error) {
  const isExpected = error instanceof BackupRefusedError || error instanceof ConfigError;
  console.error(isExpected ? (error as Error).message : error);
  process.exitCode = 1;
}
