/**
 * `npm run admin -- grant someone@example.com` / `npm run admin -- revoke someone@example.com`:
 * sets or clears a user's admin rights (users.is_admin) on the configured database. While the
 * running server holds the embedded database, it says to use ADMIN_EMAILS instead.
 */
import { openDatabase } from "~/db/client.server";
import { FolderLockedError } from "~/db/folder-lock.server";
import { ConfigError, parseEnv } from "~/env.server";
import { UserChangeError } from "~/models/accounts/admin-users.server";
import { setAdmin } from "~/models/accounts/user.server";

const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant|revoke <email>");
  process.exit(2);
}

try {
  const env = parseEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const isFound = await setAdmin(database.db, email, command === "grant");
    if (!isFound) {
      console.error("No user has that e-mail address. They must sign up first.");
      process.exitCode = 1;
    } else {
      console.log(command === "grant" ? "Admin rights granted." : "Admin rights revoked.");
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof FolderLockedError) {
    console.error(serverHoldsDatabase(command, email));
  } else {
    console.error(
      error instanceof ConfigError || error instanceof UserChangeError ? error.message : error,
    );
  }
  process.exitCode = 1;
}

/** What to do while the server has the embedded database open. */
function serverHoldsDatabase(command: string, address: string): string {
  if (command !== "grant") {
    return "The running SampleTray server holds the embedded database: stop it and run this command again, or revoke the rights on the console's Users page (/admin/users).";
  }
  return (
    "The running SampleTray server holds the embedded database, so this command cannot open it.\n" +
    `Instead, start the server with ADMIN_EMAILS=${address} (comma-separated for several): ` +
    "that address becomes an admin once it is confirmed (README: Becoming an operator). " +
    "Or stop the server, run this command again, and start the server."
  );
}
