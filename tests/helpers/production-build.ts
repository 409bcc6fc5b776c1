/**
 * The production build, current with the sources (docs/decisions/152's hash), for a test that runs
 * server.js as production does: built here when it is missing or stale, by one worker at a time (a
 * lock folder), so such a test never runs an older build's code. `npm test` builds before the
 * tests, so there it is found current and nothing is built.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isBuildCurrent } from "../../scripts/lib/build-sources";

const LOCK = path.resolve(".tmp", "production-build.lock");
/** A lock older than this was left by a run that died while building. */
const STALE_LOCK_MS = 10 * 60_000;

export async function ensureProductionBuild(): Promise<void> {
  if (isBuildCurrent(process.cwd())) return;
  while (!takeLock()) await sleep(500);
  try {
    // The build's own check: nothing is built when another worker built while this one waited.
    const result = spawnSync("npm", ["run", "build", "--silent", "--", "--if-changed"], {
      encoding: "utf8",
    });
    if (result.status !== 0)
      throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function takeLock(): boolean {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}
