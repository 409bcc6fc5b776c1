/**
 * The server the browser tests drive: a fresh PostgreSQL database (name from E2E_DATABASE_NAME),
 * migrated and seeded with the demo data, then the production build on E2E_PORT.
 * Runs with plain `node` (type stripping), so it imports nothing through the `~/` alias.
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { mailFolder, startMailSink } from "../tests/e2e/mail-sink.ts";
import { startOidcProvider } from "../tests/e2e/oidc-provider.ts";
import { E2E_AUTH_SECRET, serverPidFile } from "../tests/e2e/server-env.ts";
import { createDatabase, databaseUrl } from "../tests/helpers/postgres.ts";

const name = process.env.E2E_DATABASE_NAME;
if (!name) throw new Error("E2E_DATABASE_NAME is not set");
const port = process.env.E2E_PORT;
if (!port) throw new Error("E2E_PORT is not set");
await createDatabase(name);
// The app's e-mail goes to a real SMTP server whose messages the tests read (tests/e2e/mailbox.ts).
const folder = mailFolder(name);
rmSync(folder, { recursive: true, force: true });
const mailSink = await startMailSink(folder);
// Google sign-in's stand-in, up before the app looks for it (tests/e2e/google-auth.spec.ts).
const oidc = await startOidcProvider(Number(process.env.E2E_OIDC_PORT), name);

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl(name),
  AUTH_SECRET: E2E_AUTH_SECRET,
  PORT: port,
  HOST: "127.0.0.1",
  SITE_URL: `http://localhost:${port}`,
  SMTP_URL: mailSink.url,
  // The billing clock moves through POST /__test/clock (docs/decisions/133).
  TEST_CLOCK: "on",
};

/**
 * The server's output is passed on and scanned: an e-mail address in it is personal data in a log.
 * Each finding is noted (redacted) in this file; tests/e2e/global-teardown.ts fails the run on it.
 */
const personalDataReport = path.resolve(".tmp", `e2e-personal-data-${name}.txt`);
mkdirSync(path.dirname(personalDataReport), { recursive: true });
rmSync(personalDataReport, { force: true });
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const ALLOWED_ADDRESSES = new Set(["hello@sampletray.example"]);

function scan(text: string) {
  for (const [address] of text.matchAll(EMAIL_ADDRESS)) {
    if (ALLOWED_ADDRESSES.has(address.toLowerCase())) continue;
    const line = text.split("\n").find((l) => l.includes(address)) ?? "";
    const redacted = line.replaceAll(address, "[e-mail]").slice(0, 300);
    appendFileSync(personalDataReport, `${redacted}\n`);
  }
}

function run(command: string, args: string[]) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    scan(chunk.toString("utf8"));
  });
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    scan(chunk.toString("utf8"));
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
  return new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

// The teardown (tests/e2e/global-teardown.ts) stops this server before it drops the database.
writeFileSync(serverPidFile(name), String(process.pid));

const seeded = await run(process.execPath, ["node_modules/.bin/tsx", "scripts/db-seed.ts"]);
if (seeded !== 0) process.exit(seeded);
const code = await run(process.execPath, ["server.js"]);
mailSink.close();
await oidc.stop();
process.exit(code);
