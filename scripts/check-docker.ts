/**
 * npm run check:docker — builds deploy/Dockerfile and runs the image as docs/production.md and
 * docs/backups.md tell an operator to (docs/decisions/174):
 *
 * 1. build, on node:24-slim or the machine's stand-in for it (scripts/lib/docker-base-image.ts);
 * 2. embedded database in a volume: /healthz, /readyz and the home page answer, Docker's
 *    HEALTHCHECK reports healthy, the image runs as `node`;
 * 3. the nightly backup's cron line of docs/backups.md, run as written, leaves a backup on the host;
 *    the secret can be read once;
 * 4. docs/backups.md's restore into the stopped container's volume, then it starts and answers;
 * 5. the whole volume copied out and into a new volume, where a new container starts;
 * 6. PostgreSQL: `npm run db:migrate` in a one-off container, then the server on a fresh database
 *    is ready; a one-off `npm run admin -- grant` refuses an address nobody signed up with;
 * 7. `docker stop -t 30` ends each container with exit code 0.
 *
 * Needs a Docker daemon, and for step 6 the PostgreSQL server at TEST_DATABASE_URL (on the host's
 * network). Prints one line per check; exits 1 when any fails.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/e2e/free-port";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  isPostgresReachable,
  uniqueDatabaseName,
} from "../tests/helpers/postgres";
import { sleep } from "./lib/crash-load";
import { baseImage, must } from "./lib/docker-base-image";

const IMAGE = "sampletray:check";
const run = `sampletray-check-${Date.now().toString(36)}`;
const volume = `${run}-data`;
const copiedVolume = `${run}-copy`;
const containers: string[] = [];
let passed = 0;
let failed = 0;

/** Runs a command, its output captured. */
function capture(command: string, args: string[]): { ok: boolean; out: string } {
  const result = spawnSync(command, args, { encoding: "utf8" });
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}`.trim() };
}

const docker = (args: string[]) => capture("docker", args);
/** Runs a line of the docs through bash, with the docs' container and volume names replaced. */
const shell = (line: string) => capture("bash", ["-c", line]);

function record(name: string, ok: boolean, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? `: ${detail}` : ""}`);
}

async function answers(port: number, urlPath: string, seconds = 60): Promise<string | null> {
  for (let i = 0; i < seconds * 2; i++) {
    const response = await fetch(`http://127.0.0.1:${port}${urlPath}`).catch(() => null);
    if (response?.ok) return response.text();
    await sleep(500);
  }
  return null;
}

/** Starts a container from the image; on the host's network when PostgreSQL is its database. */
function start(name: string, port: number, options: { volume?: string; env?: string[] }) {
  const args = ["run", "-d", "--name", name];
  if (options.volume) args.push("-v", `${options.volume}:/data`, "-p", `127.0.0.1:${port}:3000`);
  else args.push("--network", "host", "-e", `PORT=${port}`, "-e", "HOST=127.0.0.1");
  for (const env of options.env ?? []) args.push("-e", env);
  containers.push(name);
  return docker([...args, IMAGE]);
}

function stopCleanly(name: string) {
  const stopped = docker(["stop", "-t", "30", name]);
  const code = docker(["inspect", "--format", "{{.State.ExitCode}}", name]).out;
  record(`docker stop -t 30 ${name}`, stopped.ok && code === "0", `exit code ${code}`);
}

async function embedded(hostDir: string) {
  const name = `${run}-embedded`;
  const port = freePort();
  record("container started (embedded database, volume /data)", start(name, port, { volume }).ok);
  record("/healthz answers", (await answers(port, "/healthz")) !== null);
  record("/readyz answers", (await answers(port, "/readyz")) !== null);
  const home = await answers(port, "/");
  record("the home page shows the directory", home?.includes("SampleTray") ?? false);
  record("runs as the node user", docker(["exec", name, "id", "-un"]).out === "node");
  let health = "";
  for (let i = 0; i < 60 && health !== "healthy"; i++) {
    health = docker(["inspect", "--format", "{{.State.Health.Status}}", name]).out;
    if (health !== "healthy") await sleep(1_000);
  }
  record("Docker's HEALTHCHECK", health === "healthy", health);

  // docs/backups.md, "A backup while it runs": the cron line, run as written.
  const backup = path.join(hostDir, "sampletray-backup.tar.gz");
  const cron = shell(
    `docker exec ${name} npm run -s db:backup -- /data/backups/nightly.tar.gz && docker exec ${name} cat /data/backups/nightly.tar.gz > ${backup}`,
  );
  const size = cron.ok ? statSync(backup).size : 0;
  record("the nightly backup's cron line", cron.ok && size > 0, `${(size / 1e6).toFixed(1)} MB`);
  const secret = docker(["exec", name, "cat", "/data/auth-secret"]);
  record("the secret can be read once", secret.ok && secret.out.length >= 32);

  // docs/backups.md, "Restoring": into the volume of the stopped container.
  stopCleanly(name);
  const restore = shell(
    `docker run --rm -i -v ${volume}:/data ${IMAGE} sh -c 'cat > /data/restore.tar.gz && npm run -s db:restore -- /data/restore.tar.gz --force; s=$?; rm -f /data/restore.tar.gz; exit $s' < ${backup}`,
  );
  record("docs/backups.md's restore", restore.ok, restore.ok ? "" : restore.out.slice(-300));
  record("docker start after the restore", docker(["start", name]).ok);
  record("the restored copy answers", (await answers(port, "/readyz")) !== null);
  stopCleanly(name);

  // docs/backups.md, "The whole volume": out to a file, into an empty volume, started there.
  const archive = path.join(hostDir, "sampletray-volume.tar.gz");
  const out = shell(
    `docker run --rm -v ${volume}:/data:ro ${IMAGE} tar -czf - -C /data . > ${archive}`,
  );
  const into = shell(
    `docker run --rm -i -v ${copiedVolume}:/data ${IMAGE} tar -xzf - -C /data < ${archive}`,
  );
  record("the whole volume copied out and into a new one", out.ok && into.ok);
  const copyName = `${run}-copy`;
  const copyPort = freePort();
  start(copyName, copyPort, { volume: copiedVolume });
  record("a container on the copied volume answers", (await answers(copyPort, "/readyz")) !== null);
  stopCleanly(copyName);
}

async function postgres(hostDir: string) {
  if (!(await isPostgresReachable())) {
    record("PostgreSQL", true, "not reachable here: skipped");
    return;
  }
  const database = uniqueDatabaseName("sampletray_docker_check");
  await createDatabase(database);
  try {
    // What an operator's env file holds (docs/production.md).
    const env = [
      `DATABASE_URL=${databaseUrl(database)}`,
      "AUTH_SECRET=docker-check-secret-docker-check-secret",
    ];
    const envFile = path.join(hostDir, "sampletray.env");
    writeFileSync(envFile, `${env.join("\n")}\n`);
    const oneOff = ["run", "--rm", "--network", "host", "--env-file", envFile, IMAGE];
    const migrate = docker([...oneOff, "npm", "run", "-s", "db:migrate"]);
    record("npm run db:migrate in a one-off container", migrate.ok, migrate.ok ? "" : migrate.out);
    const name = `${run}-postgres`;
    const port = freePort();
    start(name, port, { env });
    record("the server on PostgreSQL is ready", (await answers(port, "/readyz")) !== null);
    const grant = docker([...oneOff, "npm", "run", "admin", "--", "grant", "nobody@example.com"]);
    record(
      "npm run admin -- grant, one-off, refuses an unknown address",
      !grant.ok && grant.out.includes("No user has that e-mail address"),
    );
    stopCleanly(name);
  } finally {
    await dropDatabase(database);
  }
}

if (!docker(["info"]).ok) {
  console.error(
    "No Docker daemon answers: start one (dockerd), then run npm run check:docker again.",
  );
  process.exit(1);
}
const hostDir = mkdtempSync(path.join(tmpdir(), "sampletray-docker-check-"));
try {
  const base = baseImage();
  const started = performance.now();
  must("docker", [
    "build",
    "-f",
    "deploy/Dockerfile",
    "--build-arg",
    `NODE_IMAGE=${base}`,
    "-t",
    IMAGE,
    ".",
  ]);
  record("docker build", true, `on ${base}, ${Math.round((performance.now() - started) / 1000)} s`);
  await embedded(hostDir);
  await postgres(hostDir);
} finally {
  for (const name of containers) docker(["rm", "-f", name]);
  docker(["volume", "rm", "-f", volume, copiedVolume]);
  rmSync(hostDir, { recursive: true, force: true });
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
