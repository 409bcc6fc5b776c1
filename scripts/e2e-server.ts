/**
 * The server the browser tests drive: a fresh PostgreSQL database (name from E2E_DATABASE_NAME),
 * migrated and seeded with the demo data, then the production build on E2E_PORT.
 * Runs with plain `node` (type stripping), so it imports nothing through the `~/` alias.
 */
import { spawn } from "node:child_process";
import { E2E_AUTH_SECRET } from "../tests/e2e/server-env.ts";
import { createDatabase, databaseUrl } from "../tests/helpers/postgres.ts";

const name = process.env.E2E_DATABASE_NAME;
if (!name) throw new Error("E2E_DATABASE_NAME is not set");
const port = process.env.E2E_PORT ?? "3999";
await createDatabase(name);

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl(name),
  AUTH_SECRET: E2E_AUTH_SECRET,
  PORT: port,
  HOST: "127.0.0.1",
  SITE_URL: `http://localhost:${port}`,
};

function run(command: string, args: string[]) {
  const child = spawn(command, args, { env, stdio: "inherit" });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
  return new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

const seeded = await run(process.execPath, ["node_modules/.bin/tsx", "scripts/db-seed.ts"]);
if (seeded !== 0) process.exit(seeded);
process.exit(await run(process.execPath, ["server.js"]));
