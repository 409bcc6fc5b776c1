/**
 * `npm run build`: the production build (react-router build), then the hash of its sources beside
 * it. `npm start` runs this with --if-changed: nothing is built when the sources are those of the
 * last successful build (docs/decisions/152). Runs with plain `node` (type stripping).
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { hashBuildSources, isBuildCurrent, SOURCES_STAMP } from "./lib/build-sources.ts";

const root = process.cwd();
if (process.argv.includes("--if-changed") && isBuildCurrent(root)) {
  console.log("The build is up to date with the sources: starting it (npm run build rebuilds).");
  process.exit(0);
}
// A build that fails half-way must not leave the last one's hash behind.
rmSync(SOURCES_STAMP, { force: true });
const hash = hashBuildSources(root);
const result = spawnSync("react-router", ["build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(SOURCES_STAMP, `${hash}\n`);
