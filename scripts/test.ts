/**
 * `npm test`: lint, typecheck, the production build, unit and integration tests (PGlite, then
 * PostgreSQL when reachable) and the browser tests, closing with one `N passed, N failed` line.
 * Runs with plain `node` (type stripping).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { isPostgresReachable, TEST_DATABASE_URL } from "../tests/helpers/postgres.ts";
import { imageExists, NODE_IMAGE } from "./lib/docker-base-image.ts";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
const tmp = path.resolve(".tmp");
mkdirSync(tmp, { recursive: true });

/** Seconds the last `run` took: each stage's time is in the summary (the README quotes them). */
let lastSeconds = 0;
const started = performance.now();

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  lastSeconds = (performance.now() - start) / 1000;
  return result.status === 0;
}

function record(name: string, tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  summary.push(
    `${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (${Math.round(lastSeconds)} s)`,
  );
  lastSeconds = 0;
}

/** A step that is one check: it passed or it failed. */
function check(name: string, command: string, args: string[]) {
  const ok = run(command, args);
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const npx = "npx";
check("lint", npx, ["biome", "check", "."]);
check("typecheck", "npm", ["run", "typecheck", "--silent"]);

// The production build first: the browser tests run it, and so does the SIGTERM test among the
// integration tests (tests/helpers/production-build.ts finds it current and builds nothing).
const isBuilt = check("build", "npm", ["run", "build", "--silent"]);

// Unit and integration tests.
const projects = ["--project", "unit", "--project", "pglite"];
const hasPostgres = await isPostgresReachable();
if (hasPostgres) projects.push("--project", "postgres");
else
  console.warn(
    `\n⚠ PostgreSQL is not reachable at ${TEST_DATABASE_URL}: skipping its integration tests.`,
  );
const vitestJson = path.join(tmp, "vitest.json");
rmSync(vitestJson, { force: true });
const vitestOk = run(npx, [
  "vitest",
  "run",
  ...projects,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(vitestJson);
record("vitest", {
  passed: vitest?.numPassedTests ?? 0,
  // A run that failed outside any test (a broken file, an unhandled error) counts as one failure.
  failed: (vitest?.numFailedTests ?? 0) || (vitestOk ? 0 : 1),
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// Browser tests against the production build (they need the PostgreSQL server).
if (isBuilt) {
  const playwrightJson = path.join(tmp, "playwright.json");
  rmSync(playwrightJson, { force: true });
  const playwrightOk = run(npx, ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const stats = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(playwrightJson)?.stats;
  record("browser", {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) || (playwrightOk ? 0 : 1),
    skipped: stats?.skipped ?? 0,
  });
  // Passed on the second try (playwright.config.ts retries): counted as passed, said aloud.
  if (stats?.flaky)
    summary.push(`browser: ${stats.flaky} of those passed only on a second try (flaky)`);
}

// The container image (deploy/Dockerfile), built and run by check:docker where a Docker daemon
// answers and already holds its base image: a machine that would have to pull it from a registry,
// or make its stand-in (root, debootstrap), skips it (docs/decisions/124, 174).
const hasDocker = spawnSync("docker", ["info"], { stdio: "ignore" }).status === 0;
const hasBaseImage = hasDocker && imageExists(NODE_IMAGE);
if (hasBaseImage) {
  check("docker", "npm", ["run", "check:docker", "--silent"]);
} else {
  console.log(
    `\n⚠ ${hasDocker ? `No ${NODE_IMAGE} image here` : "No Docker daemon"}: deploy/Dockerfile is not built (npm run check:docker).`,
  );
  record("docker", { passed: 0, failed: 0, skipped: 1 });
}

summary.push(`all stages: ${Math.round((performance.now() - started) / 1000)} s`);
console.log(`\n${summary.join("\n")}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
