/**
 * npm run check:durability — sample requests survive a crash: none lost, none stored twice.
 *
 * Needs the production build (`npm run build` first); builds nothing itself. For each backend
 * (DURABILITY_BACKENDS, default "postgres,pglite") it starts the production server (server.js) on
 * a fresh database: a new database on the PostgreSQL server at TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; migrated and seeded, dropped afterwards), or a new
 * temporary DATA_DIR for the embedded PGlite (removed afterwards). Then DURABILITY_REQUESTS
 * (default 1,000) sample requests go out from DURABILITY_CLIENTS (default 20) concurrent clients,
 * each fetching the form's guard fields as the browser does (GET /api/form-guard: a fresh
 * idempotency key, docs/decisions/045, 104) and posting the form, with the key also in the
 * comments field. DURABILITY_KILLS times (default 3, evenly spread
 * over the run) the server is killed with SIGKILL while requests are in flight and started again
 * on the same database. Every request not acknowledged (the
 * connection failed, or any answer but the confirmation) is sent again with its same key and
 * body until it is acknowledged. At the end it counts the stored rows per key and prints, per
 * backend: acknowledged, stored, lost (acknowledged but not stored) and duplicated (keys with
 * more than one row). It exits non-zero when anything is lost, duplicated or unacknowledged.
 *
 * Loopback only (127.0.0.1, DURABILITY_PORT, default 4550); bounded by DURABILITY_TIMEOUT_SECONDS
 * (default 600) per backend.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  AppServer,
  type Backend,
  countStoredByKey,
  killPoints,
  loadEnv,
  positiveInt,
  prepareDatabase,
  requireProductionBuild,
  runCrashLoad,
} from "./lib/crash-load";

const REQUESTS = positiveInt("DURABILITY_REQUESTS", 1000);
const CLIENTS = positiveInt("DURABILITY_CLIENTS", 20);
const PORT = positiveInt("DURABILITY_PORT", 4550);
const TIMEOUT_MS = positiveInt("DURABILITY_TIMEOUT_SECONDS", 600) * 1000;
const KILLS = positiveInt("DURABILITY_KILLS", 3);
/** The server is killed when this many requests have been acknowledged (evenly spread). */
const KILL_AT = killPoints(REQUESTS, KILLS);
const BACKENDS = (process.env.DURABILITY_BACKENDS ?? "postgres,pglite")
  .split(",")
  .map((b) => b.trim())
  .filter((b): b is Backend => b === "postgres" || b === "pglite");

const MARK = "durability:";

interface Outcome {
  backend: Backend;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  unacknowledged: number;
  retried: number;
  kills: number;
  /** POSTs in flight at each kill. */
  inFlightAtKills: number[];
  seconds: number;
}

async function runBackend(backend: Backend): Promise<Outcome> {
  const started = Date.now();
  const deadline = started + TIMEOUT_MS;
  const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-durability-${backend}-`));
  const env = loadEnv(PORT);
  const database = await prepareDatabase(backend, env, workDir, "sampletray_durability");
  const server = new AppServer(env, path.join(workDir, "server.log"));
  try {
    await server.start(deadline);
    const { requests, inFlightAtKills } = await runCrashLoad({
      server,
      label: backend,
      requests: REQUESTS,
      clients: CLIENTS,
      killAt: KILL_AT,
      deadline,
      mark: MARK,
      email: (index) => `durability-${index}@example.com`,
    });
    await server.kill("SIGTERM");

    const handle = await database.open();
    let stored: Map<string, number>;
    try {
      stored = await countStoredByKey(handle, MARK);
    } finally {
      await handle.close();
    }
    const acked = requests.filter((r) => r.isAcknowledged);
    return {
      backend,
      acknowledged: acked.length,
      stored: [...stored.values()].reduce((a, b) => a + b, 0),
      lost: acked.filter((r) => !stored.has(r.key ?? "")).length,
      duplicated: [...stored.values()].filter((n) => n > 1).length,
      unacknowledged: REQUESTS - acked.length,
      retried: requests.filter((r) => r.posts > 1).length,
      kills: inFlightAtKills.length,
      inFlightAtKills,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } catch (error) {
    console.error(server.tail());
    throw error;
  } finally {
    await server.kill("SIGKILL");
    server.close();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------

requireProductionBuild("check:durability");
if (BACKENDS.length === 0) {
  console.error("DURABILITY_BACKENDS names no backend (postgres, pglite).");
  process.exit(2);
}

console.log(
  `check:durability: ${REQUESTS} sample requests from ${CLIENTS} clients per backend, ` +
    `SIGKILL after ${KILL_AT.join(", ")} acknowledged, each followed by a restart; ` +
    "unacknowledged requests are sent again with the same keys.",
);
let isFailed = false;
for (const backend of BACKENDS) {
  const o = await runBackend(backend);
  console.log(
    `${o.backend}: acknowledged ${o.acknowledged}, stored ${o.stored}, lost ${o.lost}, ` +
      `duplicated ${o.duplicated} (sent ${REQUESTS}, unacknowledged ${o.unacknowledged}, ` +
      `sent more than once ${o.retried}, SIGKILLs ${o.kills} with ${o.inFlightAtKills.join("/")} ` +
      `POSTs in flight, ${o.seconds} s)`,
  );
  if (o.lost > 0 || o.duplicated > 0 || o.unacknowledged > 0 || o.kills < KILLS) isFailed = true;
}
console.log(isFailed ? "check:durability FAILED" : "check:durability passed: 0 lost, 0 duplicated");
process.exit(isFailed ? 1 : 0);
