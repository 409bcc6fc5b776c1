/**
 * npm run check:durability — sample requests survive a crash: none lost, none stored twice.
 *
 * Needs the production build (`npm run build` first); builds nothing itself. For each backend
 * (DURABILITY_BACKENDS, default "postgres,pglite") it starts the production server (server.js) on
 * a fresh database: a new database on the PostgreSQL server at TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; migrated and seeded, dropped afterwards), or a new
 * temporary DATA_DIR for the embedded PGlite (removed afterwards). Then DURABILITY_REQUESTS
 * (default 1,000) sample requests go out from DURABILITY_CLIENTS (default 20) concurrent clients,
 * each loading the form (which carries a fresh idempotency key, docs/decisions/045) and posting
 * it, with the key also in the comments field. DURABILITY_KILLS times (default 3, evenly spread
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
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openEmbedded, openPostgres } from "~/db/client.server";
import { GUARD_FIELDS } from "~/lib/form-guard";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from "../tests/helpers/postgres";

type Backend = "postgres" | "pglite";

const REQUESTS = positiveInt("DURABILITY_REQUESTS", 1000);
const CLIENTS = positiveInt("DURABILITY_CLIENTS", 20);
const PORT = positiveInt("DURABILITY_PORT", 4550);
const TIMEOUT_MS = positiveInt("DURABILITY_TIMEOUT_SECONDS", 600) * 1000;
const KILLS = positiveInt("DURABILITY_KILLS", 3);
/** The server is killed when this many requests have been acknowledged (evenly spread). */
const KILL_AT = Array.from({ length: KILLS }, (_, i) =>
  Math.max(1, Math.floor((REQUESTS * (i + 1)) / (KILLS + 1))),
);
const BACKENDS = (process.env.DURABILITY_BACKENDS ?? "postgres,pglite")
  .split(",")
  .map((b) => b.trim())
  .filter((b): b is Backend => b === "postgres" || b === "pglite");

const SITE = `http://127.0.0.1:${PORT}`;
const COMPANY = "lumina-dental";
const PRODUCT = "lumina-flow-a2";
const MARK = "durability:";

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------
// The server under test
// ---------------------------------------------------------------------------

class Server {
  private child: ChildProcess | null = null;
  private readonly log: ReturnType<typeof createWriteStream>;
  starts = 0;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly logPath: string,
  ) {
    this.log = createWriteStream(logPath, { flags: "a" });
  }

  async start(deadline: number) {
    this.starts++;
    this.log.write(`\n--- start ${this.starts} ---\n`);
    const child = spawn(process.execPath, ["server.js"], {
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    let exited = false;
    child.once("exit", () => {
      exited = true;
    });
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the server exited while starting; see ${this.logPath}`);
      try {
        const res = await fetch(`${SITE}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not become healthy in time; see ${this.logPath}`);
  }

  async kill(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill(signal);
    await exited;
    this.child = null;
  }

  close() {
    this.log.end();
  }
}

// ---------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------

interface Attempted {
  index: number;
  key: string | null;
  body: URLSearchParams | null;
  isAcknowledged: boolean;
  posts: number;
}

function formBody(index: number, key: string, startedAt: string): URLSearchParams {
  return new URLSearchParams([
    ["companyId", COMPANY],
    ["productId", PRODUCT],
    ["firstName", "Dura"],
    ["lastName", `Bility ${index}`],
    // A distinct address per request: these are different requests, not duplicates.
    ["email", `durability-${index}@example.com`],
    ["phone", "+1 555 010 2000"],
    ["licenseNumber", ""],
    ["practiceName", "Crash Test Dental"],
    ["practiceType", "General Dentistry"],
    ["yearsInPractice", "6-10 years"],
    ["street", "1 Main St"],
    ["city", "Springfield"],
    ["state", "IL"],
    ["zipCode", "62701"],
    ["howHeardAbout", "Colleague Referral"],
    ["specificRequests", ""],
    ["comments", `${MARK}${key}`],
    ["agreedToTerms", "on"],
    [GUARD_FIELDS.key, key],
    [GUARD_FIELDS.startedAt, startedAt],
    [GUARD_FIELDS.honeypot, ""],
  ]);
}

function hiddenValue(html: string, name: string): string | null {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

const formUrl = `${SITE}/request-samples?company=${COMPANY}&product=${PRODUCT}`;

/** Loads the form until the server answers; the key and signed time come from the page. */
async function loadForm(request: Attempted, deadline: number) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(formUrl, { signal: AbortSignal.timeout(20_000) });
      const html = await res.text();
      const key = hiddenValue(html, GUARD_FIELDS.key);
      const startedAt = hiddenValue(html, GUARD_FIELDS.startedAt);
      if (res.ok && key && startedAt) {
        request.key = key;
        request.body = formBody(request.index, key, startedAt);
        return;
      }
    } catch {
      // server down: try again
    }
    await sleep(100 + Math.random() * 200);
  }
}

/** POSTs sent and not yet answered (or failed), across all clients. */
let postsInFlight = 0;

/** Posts the same body (same key) until the confirmation comes back. */
async function submitUntilAcknowledged(
  request: Attempted,
  deadline: number,
  events: { onAck: () => void; onPostSent: () => void },
) {
  while (request.body && Date.now() < deadline) {
    request.posts++;
    postsInFlight++;
    try {
      const sent = fetch(formUrl, {
        method: "POST",
        body: request.body,
        headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
        redirect: "manual",
        signal: AbortSignal.timeout(20_000),
      });
      events.onPostSent();
      const res = await sent;
      const html = await res.text();
      postsInFlight--;
      if (res.status === 200 && html.includes("Request sent!")) {
        request.isAcknowledged = true;
        events.onAck();
        return;
      }
      const retryAfter = Number(res.headers.get("retry-after") ?? "0");
      if (retryAfter > 0) await sleep(Math.min(retryAfter, 5) * 1000);
    } catch {
      // connection refused or reset (the server was killed): unacknowledged, send again
      postsInFlight--;
    }
    await sleep(100 + Math.random() * 200);
  }
}

// ---------------------------------------------------------------------------
// One backend
// ---------------------------------------------------------------------------

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

function seed(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["node_modules/.bin/tsx", "scripts/db-seed.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise<void>((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error("seeding failed")))),
  );
}

async function countStored(handle: DatabaseHandle) {
  const result = await handle.db.execute<{ comments: string; n: number }>(
    sql`select comments, count(*)::int as n from sample_requests
        where comments like ${`${MARK}%`} group by comments`,
  );
  return new Map(result.rows.map((r) => [r.comments.slice(MARK.length), Number(r.n)]));
}

async function runBackend(backend: Backend): Promise<Outcome> {
  const started = Date.now();
  const deadline = started + TIMEOUT_MS;
  const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-durability-${backend}-`));
  const databaseName = uniqueDatabaseName("sampletray_durability");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: SITE,
    AUTH_SECRET: "durability-secret-durability-secret-0123",
    // The clients fill forms in at once, all from one IP: only the idempotency keys are under
    // test here, so duplicate suppression (which would also catch a retry) is off as well.
    FORM_MIN_FILL_SECONDS: "0",
    FORM_DUPLICATE_WINDOW_SECONDS: "0",
    FORM_RATE_LIMIT_IP_MAX: "1000000000",
    FORM_RATE_LIMIT_EMAIL_MAX: "1000000000",
    EVENTS_RATE_LIMIT_IP_MAX: "1000000000",
    AUTH_RATE_LIMIT_IP_MAX: "1000000000",
  };
  if (backend === "postgres") {
    await createDatabase(databaseName);
    env.DATABASE_URL = databaseUrl(databaseName);
    await seed(env);
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(workDir, "data");
  }
  const server = new Server(env, path.join(workDir, "server.log"));
  try {
    await server.start(deadline);
    const requests: Attempted[] = Array.from({ length: REQUESTS }, (_, index) => ({
      index,
      key: null,
      body: null,
      isAcknowledged: false,
      posts: 0,
    }));
    let acknowledged = 0;
    let killsDue = 0;
    const inFlightAtKills: number[] = [];
    let crash: Promise<void> = Promise.resolve();
    const events = {
      onAck: () => {
        acknowledged++;
        if (KILL_AT.includes(acknowledged)) killsDue++;
      },
      // A kill falls due at an acknowledgement and happens a few milliseconds after the next
      // POST goes out, so that requests are in flight (some mid-transaction) when it lands.
      onPostSent: () => {
        if (killsDue === 0) return;
        killsDue--;
        const at = acknowledged;
        crash = crash.then(async () => {
          await sleep(Math.random() * 30);
          inFlightAtKills.push(postsInFlight);
          const inFlight = postsInFlight;
          await server.kill("SIGKILL");
          process.stdout.write(
            `  ${backend}: SIGKILL after ${at} acknowledged, ${inFlight} POSTs in flight\n`,
          );
          await server.start(deadline);
        });
      },
    };
    let next = 0;
    const client = async () => {
      for (;;) {
        const request = requests[next++];
        if (!request) return;
        await loadForm(request, deadline);
        await submitUntilAcknowledged(request, deadline, events);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await crash;
    await server.kill("SIGTERM");

    const handle =
      backend === "postgres"
        ? await openPostgres(databaseUrl(databaseName), 2)
        : await openEmbedded(env.DATA_DIR as string);
    let stored: Map<string, number>;
    try {
      stored = await countStored(handle);
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
    if (existsSync(server.logPath)) {
      console.error(readFileSync(server.logPath, "utf8").split("\n").slice(-40).join("\n"));
    }
    throw error;
  } finally {
    await server.kill("SIGKILL");
    server.close();
    if (backend === "postgres") await dropDatabase(databaseName).catch(() => {});
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}
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
