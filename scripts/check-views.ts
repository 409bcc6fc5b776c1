/**
 * npm run check:views — what a flood of page views costs the database (issue 37 point 1,
 * docs/decisions/164). For each backend (VIEWS_BACKENDS, default "postgres,pglite"; PostgreSQL
 * only when TEST_DATABASE_URL's server is reachable) the production server (server.js, its build)
 * runs on a fresh database with the demo catalogue at 127.0.0.1:VIEWS_PORT (default 4620), and
 * gets two floods of VIEWS_REQUESTS (default 2,000) GETs of a company page as a browser sends
 * them, VIEWS_CONNECTIONS (default 32) at a time: from one visitor, then each from a visitor of
 * its own (X-Forwarded-For). Meanwhile /readyz (which asks the database) and /healthz are timed;
 * also on the quiet server first. It prints the rate, the rows in analytics_events while the
 * server still runs (PostgreSQL) and after it stopped with SIGTERM, and the probes' p50/p95.
 *
 * `-- --before <dir>`: first the same with another checkout's server (e.g. main's before this
 * change: `git archive <commit> | tar -x -C <dir>`, its node_modules linked, `npm run build`
 * there), printed beside this one. Fails when this checkout writes more than VIEWS_MAX_ROWS
 * (default 36) rows for the one-visitor flood, or not one view per visitor for the other.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openEmbedded, openPostgres } from "~/db/client.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from "../tests/helpers/postgres";
import { AppServer, type Backend, loadEnv, positiveInt, requestedBackends } from "./lib/crash-load";

const PORT = positiveInt("VIEWS_PORT", 4620);
const REQUESTS = positiveInt("VIEWS_REQUESTS", 2_000);
const CONNECTIONS = positiveInt("VIEWS_CONNECTIONS", 32);
const MAX_ROWS = positiveInt("VIEWS_MAX_ROWS", 36);
const PAGE = "/company/lumina-dental/lumina-dental-materials-dental-samples";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const DOCUMENT = { "User-Agent": BROWSER, "Sec-Fetch-Dest": "document", Accept: "text/html" };

interface Probe {
  p50: number;
  p95: number;
  failed: number;
}
interface Flood {
  rate: number;
  failed: number;
  rowsRunning: number | null;
  rowsStopped: number;
  readyz: Probe;
  healthz: Probe;
}
interface Run {
  app: string;
  backend: Backend;
  quiet: { readyz: Probe; healthz: Probe };
  floods: { label: string; flood: Flood }[];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Times GETs of `url`, one after another, until `isDone` answers true (at least `min` of them). */
async function probe(url: string, isDone: () => boolean, min = 1): Promise<Probe> {
  const times: number[] = [];
  let failed = 0;
  while (times.length + failed < min || !isDone()) {
    const start = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - start);
      else failed++;
    } catch {
      failed++;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), failed };
}

/** REQUESTS GETs of the page, CONNECTIONS at a time; the rate and the failures. */
async function flood(site: string, headers: (i: number) => Record<string, string>) {
  let next = 0;
  let failed = 0;
  const start = performance.now();
  const client = async () => {
    while (next < REQUESTS) {
      const i = next++;
      try {
        const res = await fetch(`${site}${PAGE}`, { headers: headers(i) });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return { rate: REQUESTS / ((performance.now() - start) / 1000), failed };
}

async function countRows(open: () => Promise<DatabaseHandle>): Promise<number> {
  const handle = await open();
  try {
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from analytics_events`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
}

async function runOne(app: string, backend: Backend): Promise<Run> {
  console.log(`\n${app === process.cwd() ? "this checkout" : app}, ${backend}`);
  const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-check-views-${backend}-`));
  const env: NodeJS.ProcessEnv = { ...loadEnv(PORT), TRUST_PROXY: "loopback", LOG_LEVEL: "warn" };
  let drop = async () => {};
  let open: () => Promise<DatabaseHandle>;
  if (backend === "postgres") {
    const name = uniqueDatabaseName("sampletray_check_views");
    await createDatabase(name);
    env.DATABASE_URL = databaseUrl(name);
    open = () => openPostgres(databaseUrl(name), 1);
    drop = () => dropDatabase(name).catch(() => {});
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(workDir, "data");
    open = () => openEmbedded(env.DATA_DIR as string);
  }
  const server = new AppServer(env, path.join(workDir, "server.log"), app);
  const run: Run = { app, backend, quiet: { readyz: none(), healthz: none() }, floods: [] };
  try {
    // The server migrates with its own migrations; the demo catalogue is then added (PostgreSQL;
    // the embedded database is seeded by the server itself).
    await server.start(Date.now() + 300_000);
    if (backend === "postgres") {
      const handle = await open();
      await seedDemoData(handle.db);
      await handle.close();
    }
    for (let i = 0; i < 20; i++) await (await fetch(`${server.site}${PAGE}`)).arrayBuffer();
    run.quiet = {
      readyz: await probe(`${server.site}/readyz`, () => true, 50),
      healthz: await probe(`${server.site}/healthz`, () => true, 50),
    };
    const visitors: [string, (i: number) => Record<string, string>][] = [
      ["one visitor", () => DOCUMENT],
      [
        `${REQUESTS} visitors`,
        (i) => ({
          ...DOCUMENT,
          "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        }),
      ],
    ];
    for (const [label, headers] of visitors) {
      if (!server.isRunning) await server.start(Date.now() + 300_000);
      let done = false;
      const probes = Promise.all([
        probe(`${server.site}/readyz`, () => done),
        probe(`${server.site}/healthz`, () => done),
      ]);
      const result = await flood(server.site, headers);
      done = true;
      const [readyz, healthz] = await probes;
      const rowsRunning = backend === "postgres" ? await countRows(open) : null;
      const code = await server.kill("SIGTERM");
      if (code !== 0) throw new Error(`the server exited with ${code}; see ${server.logPath}`);
      const rowsStopped = await countRows(open);
      run.floods.push({ label, flood: { ...result, rowsRunning, rowsStopped, readyz, healthz } });
      console.log(
        `  ${label}: ${result.rate.toFixed(0)} req/s, rows ${rowsRunning ?? "–"} running, ${rowsStopped} after SIGTERM; /readyz p95 ${readyz.p95.toFixed(0)} ms`,
      );
      // The next flood starts from an empty table.
      const handle = await open();
      await handle.db.execute(sql`delete from analytics_events`);
      await handle.close();
    }
  } catch (error) {
    console.error(`  failed: ${(error as Error).message}\n${server.tail()}`);
  } finally {
    await server.kill("SIGTERM");
    server.close();
    await drop();
    rmSync(workDir, { recursive: true, force: true });
  }
  return run;
}

function none(): Probe {
  return { p50: 0, p95: 0, failed: 0 };
}

const ms = (p: Probe) =>
  `${p.p50.toFixed(0)} / ${p.p95.toFixed(0)}${p.failed ? ` (${p.failed} failed)` : ""}`;

function print(runs: Run[]) {
  console.log(
    `\n${REQUESTS} GETs of ${PAGE}, ${CONNECTIONS} at a time; /readyz and /healthz p50 / p95 in ms\n`,
  );
  const header = [
    "server",
    "backend",
    "flood",
    "req/s",
    "failed",
    "rows running",
    "rows stopped",
    "/readyz quiet",
    "/readyz flood",
    "/healthz quiet",
    "/healthz flood",
  ];
  const rows = runs.flatMap((run) =>
    run.floods.map(({ label, flood }) => [
      run.app === process.cwd() ? "this checkout" : path.basename(run.app),
      run.backend,
      label,
      flood.rate.toFixed(0),
      String(flood.failed),
      flood.rowsRunning === null ? "–" : String(flood.rowsRunning),
      String(flood.rowsStopped),
      ms(run.quiet.readyz),
      ms(flood.readyz),
      ms(run.quiet.healthz),
      ms(flood.healthz),
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
  }
}

/** This checkout's figures pass: the one-visitor flood is a few rows, and every visitor counts. */
function failures(run: Run): string[] {
  const [one, many] = run.floods;
  const problems: string[] = [];
  if (!one || one.flood.rowsStopped > MAX_ROWS) {
    problems.push(`${run.backend}: one visitor's flood wrote ${one?.flood.rowsStopped} rows`);
  }
  if (!many || many.flood.rowsStopped !== REQUESTS) {
    problems.push(`${run.backend}: ${REQUESTS} visitors counted as ${many?.flood.rowsStopped}`);
  }
  return problems;
}

const beforeIndex = process.argv.indexOf("--before");
const before = beforeIndex > 0 ? path.resolve(process.argv[beforeIndex + 1] ?? "") : null;
const apps = [...(before ? [before] : []), process.cwd()];
for (const app of apps) {
  if (!existsSync(path.join(app, "build/server/index.js"))) {
    console.error(`check:views: no production build in ${app}: run \`npm run build\` there first.`);
    process.exit(2);
  }
}
process.env.BENCH_BACKENDS = process.env.VIEWS_BACKENDS ?? "postgres,pglite";
const backends = await requestedBackends();
const runs: Run[] = [];
for (const backend of backends) for (const app of apps) runs.push(await runOne(app, backend));
print(runs);
const problems = runs.filter((r) => r.app === process.cwd()).flatMap(failures);
for (const problem of problems) console.log(`FAILED: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
