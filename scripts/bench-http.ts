/**
 * npm run bench:http — how fast the production server answers, demo catalogue vs large one.
 *
 * Needs the production build (`npm run build` first); builds nothing itself. For each backend
 * (BENCH_BACKENDS, default "pglite,postgres"; PostgreSQL only when TEST_DATABASE_URL's server is
 * reachable) and each catalogue (the demo one, then the demo one plus 10,000 companies and
 * 100,000 products from scripts/lib/bench-catalogue.ts) it prepares a fresh database (a temporary
 * DATA_DIR, or a new database on the server, dropped afterwards), starts server.js on
 * 127.0.0.1:BENCH_HTTP_PORT (default 4145) and loads it from a second process with autocannon
 * (BENCH_HTTP_CONNECTIONS, default 16, for BENCH_HTTP_SECONDS, default 3, per URL, in
 * BENCH_HTTP_ROUNDS rounds through all URLs, default 3, each URL's median round kept) as a browser
 * fetches: `Accept-Encoding: br, gzip`, no cookies. It prints req/s, p50 and p99 for one static
 * asset (the largest CSS file, also without compression), a company page, home, search, a blog
 * post and /privacy, each page's rate as a share of the static asset's in the same run, and the
 * demo and large figures side by side. Benchmarks print figures; nothing here passes or fails.
 *
 * And what the page cache cannot serve (issue 37 point 3): a search miss (every request a search
 * nobody made in the last minute) on both catalogues; on the large one, with 100,000 sample
 * requests in all (scripts/lib/bench-signed-in.ts), three pages signed in with a real session: a
 * professional's My samples (50 requests), a supplier's Leads (1,000 leads) and the console's
 * request list. And the floor under every rendered page: /privacy, which reads nothing, rendered
 * for each request (signed out with a query string nobody sent before, and signed in). With
 * Linux's /proc, each URL's CPU per request too: the server's main thread, its other threads
 * (garbage collection, compression) and PostgreSQL (scripts/lib/process-cpu.ts).
 * BENCH_HTTP_CATALOGUES ("demo,large") picks the catalogues.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openEmbedded, openPostgres } from "~/db/client.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from "../tests/helpers/postgres";
import { COMPANIES, generateCatalogue, PRODUCTS, timed } from "./lib/bench-catalogue";
import {
  ALL_REQUESTS,
  MY_REQUESTS,
  type SignedInPages,
  SUPPLIER_LEADS,
  seedSignedInPages,
} from "./lib/bench-signed-in";
import {
  AppServer,
  type Backend,
  loadEnv,
  positiveInt,
  requestedBackends,
  requireProductionBuild,
} from "./lib/crash-load";
import { autocannon, type Figures, rawGet, uniqueQuery } from "./lib/http-load";
import { type CpuReading, cpuPerRequest, readCpu } from "./lib/process-cpu";

const PORT = positiveInt("BENCH_HTTP_PORT", 4145);
const SECONDS = positiveInt("BENCH_HTTP_SECONDS", 3);
const ROUNDS = positiveInt("BENCH_HTTP_ROUNDS", 3);
const CONNECTIONS = positiveInt("BENCH_HTTP_CONNECTIONS", 16);
const COMPRESSED = { "accept-encoding": "br, gzip" };

type Catalogue = "demo" | "large";

interface Target {
  label: string;
  /** With `unique`, the prefix each request's unique search text is appended to. */
  path: string;
  headers: Record<string, string>;
  unique?: true;
}

function largestCss(): string {
  const dir = "build/client/assets";
  const css = readdirSync(dir)
    .filter((name) => name.endsWith(".css"))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)[0];
  if (!css) throw new Error("no CSS file in build/client/assets");
  return `/assets/${css.name}`;
}

function targets(pages: SignedInPages | null): Target[] {
  const asset = largestCss();
  // A post's slug is its file name (app/lib/blog/article.ts).
  const article = readdirSync("content/blog").sort()[0]?.replace(/\.md$/, "");
  return [
    { label: "static asset", path: asset, headers: COMPRESSED },
    { label: "static asset (identity)", path: asset, headers: {} },
    {
      label: "company page",
      path: "/company/lumina-dental/lumina-dental-materials-dental-samples",
      headers: COMPRESSED,
    },
    { label: "home", path: "/", headers: COMPRESSED },
    { label: "search (q=comp)", path: "/search?q=comp", headers: COMPRESSED },
    { label: "blog post", path: `/blog/${article ?? ""}`, headers: COMPRESSED },
    { label: "/privacy", path: "/privacy", headers: COMPRESSED },
    // What the page cache cannot serve (issue 37 point 3): a search nobody made in the last
    // minute, and pages signed in with a real session.
    { label: "search miss (unique q)", path: "/search?q=", headers: COMPRESSED, unique: true },
    // The floor of every rendered page: /privacy, which reads nothing, rendered for each request
    // (a query string nobody sent before misses the page cache), and signed in.
    { label: "/privacy rendered", path: "/privacy?v=", headers: COMPRESSED, unique: true },
    ...(pages
      ? [
          {
            label: "/privacy signed in",
            ...signedIn({ ...pages.professional, path: "/privacy" }),
          },
          { label: `My samples (${MY_REQUESTS})`, ...signedIn(pages.professional) },
          { label: `Leads (${SUPPLIER_LEADS.toLocaleString("en")})`, ...signedIn(pages.supplier) },
          { label: `console requests`, ...signedIn(pages.operator) },
        ]
      : []),
  ];
}

function signedIn(page: { cookie: string; path: string }) {
  return { path: page.path, headers: { ...COMPRESSED, cookie: page.cookie } };
}

/** The next unique search query's number: every request of the whole run asks a new one. */
let queries = 0;

function urlOf(site: string, target: Target): string {
  return target.unique
    ? `${site}${target.path}${encodeURIComponent(uniqueQuery(queries++))}`
    : `${site}${target.path}`;
}

interface Measured extends Figures {
  /** CPU milliseconds per request (Linux only). */
  cpu: CpuReading | null;
}

async function measure(server: AppServer, target: Target): Promise<Measured> {
  const site = server.site;
  // One look at what a client gets (and a warm-up of caches and JIT).
  const probe = await rawGet(urlOf(site, target), target.headers);
  if (probe.status !== 200) console.log(`  ${target.path} answered ${probe.status}`);
  for (let i = 0; i < 20; i++) await rawGet(urlOf(site, target), target.headers);
  const options = { connections: CONNECTIONS, seconds: SECONDS };
  const before = readCpu(server.pid);
  const figures = await autocannon(`${site}${target.path}`, target.headers, {
    ...options,
    ...(target.unique ? { unique: { prefix: target.path, offset: queries } } : {}),
  });
  const cpu = cpuPerRequest(before, readCpu(server.pid), figures.sent);
  if (target.unique) queries += figures.sent;
  return { ...figures, encoding: probe.encoding, kb: probe.bytes / 1024, cpu };
}

/** "main 3.1 + 1.2 other, PostgreSQL 0.4 ms/request", or "" without /proc. */
function cpuText(cpu: CpuReading | null): string {
  if (!cpu) return "";
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
  return `CPU ${ms(cpu.main)} main + ${ms(cpu.otherThreads)} other threads, PostgreSQL ${ms(cpu.postgres)} ms/request`;
}

interface PreparedDatabase {
  env: NodeJS.ProcessEnv;
  /** The signed-in pages (the large run only). */
  pages: SignedInPages | null;
  drop(): Promise<void>;
}

async function prepare(
  backend: Backend,
  catalogue: Catalogue,
  workDir: string,
): Promise<PreparedDatabase> {
  const env = loadEnv(PORT);
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (backend === "postgres") {
    const name = uniqueDatabaseName("sampletray_bench_http");
    await createDatabase(name);
    env.DATABASE_URL = databaseUrl(name);
    handle = await openPostgres(env.DATABASE_URL, 2);
    drop = () => dropDatabase(name).catch(() => {});
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(workDir, "data");
    handle = await openEmbedded(env.DATA_DIR);
  }
  let pages: SignedInPages | null = null;
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
    if (catalogue === "large") {
      await timed(`generate ${COMPANIES} companies / ${PRODUCTS} products`, () =>
        generateCatalogue(handle),
      );
      pages = await timed(`seed ${ALL_REQUESTS} requests and three signed-in accounts`, () =>
        seedSignedInPages(handle, String(env.AUTH_SECRET)),
      );
    }
  } finally {
    await handle.close();
  }
  return { env, pages, drop };
}

async function runOne(backend: Backend, catalogue: Catalogue): Promise<Map<string, Measured>> {
  console.log(`\n${backend}, ${catalogue} catalogue`);
  const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-bench-http-${backend}-`));
  const database = await prepare(backend, catalogue, workDir);
  const server = new AppServer(database.env, path.join(workDir, "server.log"));
  const results = new Map<string, Measured>();
  try {
    await server.start(Date.now() + 300_000);
    // The server's own start-up work (the first retention purge, the mail queue) settles and
    // every URL is warm before the first measurement, so the first URL is not the one penalised.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const all = targets(database.pages);
    for (const target of all)
      for (let i = 0; i < 10; i++) await rawGet(urlOf(server.site, target), target.headers);
    // Rounds through every URL, so a moment when the machine is busier falls on all of them
    // alike; each URL's figures are its median round by req/s.
    const rounds = new Map<string, Measured[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of all) {
        const figures = await measure(server, target);
        rounds.set(target.label, [...(rounds.get(target.label) ?? []), figures]);
        console.log(
          `  ${`${target.label} (${round}/${ROUNDS})`.padEnd(30)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  (${figures.encoding}, ${figures.kb.toFixed(1)} KB${figures.errors ? `, ${figures.errors} errors` : ""})  ${cpuText(figures.cpu)}`,
        );
      }
    }
    for (const [label, all] of rounds) {
      const sorted = [...all].sort((a, b) => a.rps - b.rps);
      const median = sorted[Math.floor(sorted.length / 2)];
      if (median) results.set(label, median);
    }
  } finally {
    await server.kill("SIGTERM");
    server.close();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
  return results;
}

function cell(figures: Figures | undefined, asset: Figures | undefined): string {
  if (!figures) return "".padEnd(34);
  const share = asset ? (100 * figures.rps) / asset.rps : null;
  // Below 10 % one decimal tells 0.4 % from 2 %.
  const ratio = share === null ? "" : `${share.toFixed(share < 10 ? 1 : 0)}%`;
  return `${figures.rps.toFixed(0).padStart(6)} ${`${figures.p50}/${figures.p99}`.padStart(9)} ${ratio.padStart(5)}`.padEnd(
    34,
  );
}

function printTable(backend: Backend, runs: Record<Catalogue, Map<string, Measured>>) {
  console.log(
    `\n${backend}: median req/s, p50/p99 ms and share of the static asset's rate (with br, gzip)`,
  );
  console.log(`${"".padEnd(26)}${"demo catalogue".padEnd(34)}large (10k companies)`);
  for (const label of new Set([...runs.demo.keys(), ...runs.large.keys()])) {
    const asset = label.startsWith("static asset") ? undefined : "static asset";
    const of = (c: Catalogue) => cell(runs[c].get(label), asset ? runs[c].get(asset) : undefined);
    console.log(`  ${label.padEnd(24)}${of("demo")}${of("large")}`);
  }
  for (const c of ["demo", "large"] as const) {
    const measured = [...runs[c]].filter(([, figures]) => figures.cpu);
    if (measured.length === 0) continue;
    console.log(
      `  ${c}: CPU per request in the median round (PostgreSQL: all its processes on this machine)`,
    );
    for (const [label, figures] of measured)
      console.log(`    ${label.padEnd(24)}${cpuText(figures.cpu)}`);
  }
  for (const c of ["demo", "large"] as const) {
    const withBr = runs[c].get("static asset");
    const identity = runs[c].get("static asset (identity)");
    if (withBr && identity) {
      console.log(
        `  ${c}: static asset with compression at ${((100 * withBr.rps) / identity.rps).toFixed(0)}% of its rate without`,
      );
    }
  }
}

requireProductionBuild("bench:http");
const backends = await requestedBackends();
console.log(
  `bench:http: ${CONNECTIONS} connections, ${SECONDS} s per URL and round, ${ROUNDS} rounds (medians), Accept-Encoding: br, gzip`,
);
const catalogues = (process.env.BENCH_HTTP_CATALOGUES ?? "demo,large").split(",");
const summary: [Backend, Record<Catalogue, Map<string, Measured>>][] = [];
for (const backend of backends) {
  const demo = catalogues.includes("demo") ? await runOne(backend, "demo") : new Map();
  const large = catalogues.includes("large") ? await runOne(backend, "large") : new Map();
  summary.push([backend, { demo, large }]);
}
for (const [backend, runs] of summary) printTable(backend, runs);
