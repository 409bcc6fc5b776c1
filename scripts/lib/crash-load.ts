/**
 * The crash load shared by check:durability and check:delivery: the production server (server.js)
 * on a fresh database, a stream of real sample-request form posts from concurrent clients, and
 * SIGKILLs of the server (each followed by a restart) while posts are in flight.
 *
 * Each request fetches the form's guard fields as the browser does (GET /api/form-guard: a fresh
 * idempotency key and signed start time, docs/decisions/045, 102) and posts the form with the key
 * also in the comments field. Every post not
 * acknowledged (the connection failed, or any answer but the confirmation) is sent again with the
 * same key and body until it is acknowledged or the deadline passes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openEmbedded, openPostgres } from "~/db/client.server";
import { GUARD_FIELDS } from "~/lib/form-guard";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  isPostgresReachable,
  uniqueDatabaseName,
} from "../../tests/helpers/postgres";

export type Backend = "postgres" | "pglite";

export const COMPANY = "lumina-dental";
export const PRODUCT = "lumina-flow-a2";

export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The acknowledgement counts at which to kill: `kills` points evenly spread over `requests`. */
export function killPoints(requests: number, kills: number): number[] {
  return Array.from({ length: kills }, (_, i) =>
    Math.max(1, Math.floor((requests * (i + 1)) / (kills + 1))),
  );
}

/** The backends to run on (BENCH_BACKENDS, default both; PostgreSQL only when reachable). */
export async function requestedBackends(): Promise<Backend[]> {
  const requested = (process.env.BENCH_BACKENDS ?? "pglite,postgres").split(",");
  const backends: Backend[] = [];
  if (requested.includes("pglite")) backends.push("pglite");
  if (requested.includes("postgres")) {
    if (await isPostgresReachable()) backends.push("postgres");
    else console.log("PostgreSQL is not reachable (TEST_DATABASE_URL): embedded database only.");
  }
  return backends;
}

export function requireProductionBuild(script: string) {
  if (!existsSync("build/server/index.js")) {
    console.error(
      `${script}: no production build (build/server/index.js): run \`npm run build\` first.`,
    );
    process.exit(2);
  }
}

/**
 * The server's environment for a load from one IP: form timing, duplicate suppression and rate
 * limits are off, so only idempotency keys (and what the caller checks) are under test.
 */
export function loadEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "durability-secret-durability-secret-0123",
    FORM_MIN_FILL_SECONDS: "0",
    FORM_DUPLICATE_WINDOW_SECONDS: "0",
    FORM_RATE_LIMIT_IP_MAX: "1000000000",
    FORM_RATE_LIMIT_EMAIL_MAX: "1000000000",
    EVENTS_RATE_LIMIT_IP_MAX: "1000000000",
    AUTH_RATE_LIMIT_IP_MAX: "1000000000",
  };
}

// ---------------------------------------------------------------------------
// A fresh database
// ---------------------------------------------------------------------------

export interface FreshDatabase {
  /** Opens the database from this process (PGlite: only while the server is not running). */
  open(): Promise<DatabaseHandle>;
  /** Drops the PostgreSQL database (the PGlite folder goes with the caller's work folder). */
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at TEST_DATABASE_URL (seeded), or a new PGlite DATA_DIR
 * in `workDir` (the app migrates and seeds it on first start). Sets DATABASE_URL or DATA_DIR in env.
 */
export async function prepareDatabase(
  backend: Backend,
  env: NodeJS.ProcessEnv,
  workDir: string,
  prefix: string,
): Promise<FreshDatabase> {
  if (backend === "postgres") {
    const name = uniqueDatabaseName(prefix);
    await createDatabase(name);
    env.DATABASE_URL = databaseUrl(name);
    await seed(env);
    return {
      open: () => openPostgres(databaseUrl(name), 2),
      drop: () => dropDatabase(name).catch(() => {}),
    };
  }
  delete env.DATABASE_URL;
  const dataDir = path.join(workDir, "data");
  env.DATA_DIR = dataDir;
  return { open: () => openEmbedded(dataDir), drop: async () => {} };
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

/** Counts stored sample requests per idempotency key (the comments field holds `mark` + key). */
export async function countStoredByKey(
  handle: DatabaseHandle,
  mark: string,
): Promise<Map<string, number>> {
  const result = await handle.db.execute<{ comments: string; n: number }>(
    sql`select comments, count(*)::int as n from sample_requests
        where comments like ${`${mark}%`} group by comments`,
  );
  return new Map(result.rows.map((r) => [r.comments.slice(mark.length), Number(r.n)]));
}

// ---------------------------------------------------------------------------
// The server under test
// ---------------------------------------------------------------------------

export class AppServer {
  private child: ChildProcess | null = null;
  private readonly log: ReturnType<typeof createWriteStream>;
  starts = 0;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly logPath: string,
    /** The checkout whose server.js and build run (check:views also runs an older one). */
    readonly cwd = process.cwd(),
  ) {
    this.log = createWriteStream(logPath, { flags: "a" });
  }

  get site(): string {
    return this.env.SITE_URL as string;
  }

  /** This instance's own address (SITE_URL may be a proxy's in front of several). */
  get origin(): string {
    return `http://${this.env.HOST}:${this.env.PORT}`;
  }

  get isRunning(): boolean {
    return this.child !== null;
  }

  /** The server process's id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(deadline: number) {
    this.starts++;
    this.log.write(`\n--- start ${this.starts} ---\n`);
    const child = spawn(process.execPath, ["server.js"], {
      cwd: this.cwd,
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
        const res = await fetch(`${this.origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not become healthy in time; see ${this.logPath}`);
  }

  /** Sends `signal` and answers the exit code once the server has exited (null: by a signal). */
  async kill(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      this.child = null;
      return child?.exitCode ?? null;
    }
    const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill(signal);
    const [code] = await exited;
    this.child = null;
    return code;
  }

  /** The last lines of the server's log (for a failure report). */
  tail(lines = 40): string {
    if (!existsSync(this.logPath)) return "";
    return readFileSync(this.logPath, "utf8").split("\n").slice(-lines).join("\n");
  }

  close() {
    this.log.end();
  }
}

// ---------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------

export interface LoadRequest {
  index: number;
  key: string | null;
  body: URLSearchParams | null;
  isAcknowledged: boolean;
  posts: number;
}

/** Where the load goes (`site`) and what a kill stops and starts again. */
export type LoadTarget = Pick<AppServer, "site" | "kill" | "start">;

export interface CrashLoadOptions {
  server: LoadTarget;
  /** Printed with each kill. */
  label: string;
  requests: number;
  clients: number;
  /** Kill the server with SIGKILL (and restart it) when this many requests are acknowledged. */
  killAt: number[];
  deadline: number;
  /** Prefixed to the key in the comments field, to find the rows again. */
  mark: string;
  /** The requester's address for request `index`: distinct, so these are not duplicates. */
  email: (index: number) => string;
  /** Clients take no further request once this answers true (default: work through them all). */
  isDone?: () => boolean;
}

export interface CrashLoadResult {
  requests: LoadRequest[];
  /** POSTs in flight at each kill. */
  inFlightAtKills: number[];
  /** Answers that failed: form-guard GETs and form POSTs (any answer but the confirmation). */
  failedGets: number;
  failedPosts: number;
}

/** A sample request's form body for request `index`, its key also in the comments field. */
export function formBody(
  options: Pick<CrashLoadOptions, "mark" | "email">,
  index: number,
  key: string,
  startedAt: string,
): URLSearchParams {
  return new URLSearchParams([
    ["companyId", COMPANY],
    ["productId", PRODUCT],
    ["firstName", "Dura"],
    ["lastName", `Bility ${index}`],
    ["email", options.email(index)],
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
    ["comments", `${options.mark}${key}`],
    ["agreedToTerms", "on"],
    [GUARD_FIELDS.key, key],
    [GUARD_FIELDS.startedAt, startedAt],
    [GUARD_FIELDS.honeypot, ""],
  ]);
}

/**
 * Runs the load: `clients` concurrent clients work through `requests` requests, each loading the
 * form and posting it until acknowledged; at each kill point the server is killed a few
 * milliseconds after the next POST goes out (so requests are in flight, some mid-transaction) and
 * started again on the same database. Resolves when every request is acknowledged or the deadline
 * passed, with the server running.
 */
export async function runCrashLoad(options: CrashLoadOptions): Promise<CrashLoadResult> {
  const { server, deadline } = options;
  const formUrl = `${server.site}/request-samples?company=${COMPANY}&product=${PRODUCT}`;
  const requests: LoadRequest[] = Array.from({ length: options.requests }, (_, index) => ({
    index,
    key: null,
    body: null,
    isAcknowledged: false,
    posts: 0,
  }));
  let acknowledged = 0;
  let killsDue = 0;
  let postsInFlight = 0;
  const inFlightAtKills: number[] = [];
  let failedGets = 0;
  let failedPosts = 0;
  let crash: Promise<void> = Promise.resolve();

  const onAck = () => {
    acknowledged++;
    if (options.killAt.includes(acknowledged)) killsDue++;
  };
  const onPostSent = () => {
    if (killsDue === 0) return;
    killsDue--;
    const at = acknowledged;
    crash = crash.then(async () => {
      await sleep(Math.random() * 30);
      const inFlight = postsInFlight;
      inFlightAtKills.push(inFlight);
      await server.kill("SIGKILL");
      process.stdout.write(
        `  ${options.label}: SIGKILL after ${at} acknowledged, ${inFlight} POSTs in flight\n`,
      );
      await server.start(deadline);
    });
  };

  /** Fetches the form's key and signed start time until the server answers. */
  const loadForm = async (request: LoadRequest) => {
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${server.site}/api/form-guard`, {
          signal: AbortSignal.timeout(20_000),
        });
        const { key, startedAt } = res.ok
          ? ((await res.json()) as { key?: string; startedAt?: string })
          : {};
        if (key && startedAt) {
          request.key = key;
          request.body = formBody(options, request.index, key, startedAt);
          return;
        }
        failedGets++;
      } catch {
        // server down: try again
        failedGets++;
      }
      await sleep(100 + Math.random() * 200);
    }
  };

  /** Posts the same body (same key) until the confirmation comes back. */
  const submitUntilAcknowledged = async (request: LoadRequest) => {
    while (request.body && Date.now() < deadline) {
      request.posts++;
      postsInFlight++;
      try {
        const sent = fetch(formUrl, {
          method: "POST",
          body: request.body,
          headers: { Origin: server.site, "Content-Type": "application/x-www-form-urlencoded" },
          redirect: "manual",
          signal: AbortSignal.timeout(20_000),
        });
        onPostSent();
        const res = await sent;
        const html = await res.text();
        postsInFlight--;
        if (res.status === 200 && html.includes("Request sent!")) {
          request.isAcknowledged = true;
          onAck();
          return;
        }
        failedPosts++;
        const retryAfter = Number(res.headers.get("retry-after") ?? "0");
        if (retryAfter > 0) await sleep(Math.min(retryAfter, 5) * 1000);
      } catch {
        // connection refused or reset (the server was killed): unacknowledged, send again
        postsInFlight--;
        failedPosts++;
      }
      await sleep(100 + Math.random() * 200);
    }
  };

  let next = 0;
  const client = async () => {
    for (;;) {
      if (options.isDone?.()) return;
      const request = requests[next++];
      if (!request) return;
      await loadForm(request);
      await submitUntilAcknowledged(request);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  await crash;
  return { requests, inFlightAtKills, failedGets, failedPosts };
}
