/**
 * `npm run admin -- grant someone@example.com` / `npm run admin -- revoke someone@example.com`:
 * sets or clears a user's admin rights (users.is_admin) on the configured database.
 */
import { openDatabase } from "~/db/client.server";
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
  console.error(
    error instanceof ConfigError || error instanceof UserChangeError ? error.message : error,
  );
  process.exitCode = 1;
}
