import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { dropDatabase } from "../helpers/postgres";
import { mailFolder } from "./mail-sink";
import { serverPidFile } from "./server-env";

/** SIGTERM to the server script (it passes it on; the app shuts down gracefully), then waits. */
async function stopServer(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  rmSync(pidFile, { force: true });
  const isRunning = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!isRunning()) return;
  process.kill(pid, "SIGTERM");
  for (let waited = 0; isRunning() && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function globalTeardown() {
  const name = process.env.E2E_DATABASE_NAME;
  if (!name) return;
  // Stopped first, so it does not see its database vanish (pool and queue errors at the end of a
  // passing run); whatever it still holds after that, FORCE closes.
  await stopServer(serverPidFile(name));
  await dropDatabase(name, 0);
  rmSync(mailFolder(name), { recursive: true, force: true });
  rmSync(path.resolve(".tmp", `e2e-oidc-${name}.json`), { force: true });
  // scripts/e2e-server.ts notes every e-mail address the server printed (docs/decisions/042).
  const report = path.resolve(".tmp", `e2e-personal-data-${name}.txt`);
  if (!existsSync(report)) return;
  const lines = readFileSync(report, "utf8").trim();
  rmSync(report, { force: true });
  if (lines) {
    throw new Error(
      `The server under test printed e-mail addresses (personal data in its log):\n${lines}`,
    );
  }
}
