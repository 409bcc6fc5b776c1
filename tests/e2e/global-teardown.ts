import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { dropDatabase } from "../helpers/postgres";
import { mailFolder } from "./mail-sink";

export default async function globalTeardown() {
  const name = process.env.E2E_DATABASE_NAME;
  if (!name) return;
  // The server under test may still hold connections: no waiting, FORCE closes them.
  await dropDatabase(name, 0);
  rmSync(mailFolder(name), { recursive: true, force: true });
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
