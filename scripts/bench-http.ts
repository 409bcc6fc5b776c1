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
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { get } from "node:http";
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
  AppServer,
  type Backend,
  loadEnv,
  positiveInt,
  requestedBackends,
  requireProductionBuild,
} from "./lib/crash-load";

const PORT = positiveInt("BENCH_HTTP_PORT", 4145);
const SECONDS = positiveInt("BENCH_HTTP_SECONDS", 3);
const ROUNDS = positiveInt("BENCH_HTTP_ROUNDS", 3);
const CONNECTIONS = positiveInt("BENCH_HTTP_CONNECTIONS", 16);
const COMPRESSED = { "accept-encoding": "br, gzip" };

type Catalogue = "demo" | "large";

interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  encoding: string;
  kb: number;
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

function targets(): Target[] {
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
  ];
}

/** Runs autocannon in its own process (the load must not share the server's event loop). */
function autocannon(url: string, headers: Record<string, string>): Promise<Figures> {
  const script = `
    import autocannon from "autocannon";
    const [url, headers, connections, duration] = JSON.parse(process.argv[1]);
    const result = await autocannon({ url, headers, connections, duration });
    process.stdout.write(JSON.stringify({
      rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    }));`;
  const args = JSON.stringify([url, headers, CONNECTIONS, SECONDS]);
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve({ ...JSON.parse(output), encoding: "", kb: 0 })
        : reject(new Error(`autocannon exited with ${code}`)),
    ),
  );
}

/** One GET as sent on the wire (fetch would ask for and undo compression itself). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          bytes,
        }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

async function measure(site: string, target: Target): Promise<Figures> {
  const url = `${site}${target.path}`;
  // One look at what a client gets (and a warm-up of caches and JIT).
  const probe = await rawGet(url, target.headers);
  if (probe.status !== 200) console.log(`  ${target.path} answered ${probe.status}`);
  for (let i = 0; i < 20; i++) await rawGet(url, target.headers);
  const figures = await autocannon(url, target.headers);
  return { ...figures, encoding: probe.encoding, kb: probe.bytes / 1024 };
}

interface PreparedDatabase {
  env: NodeJS.ProcessEnv;
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
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
    if (catalogue === "large") {
      await timed(`generate ${COMPANIES} companies / ${PRODUCTS} products`, () =>
        generateCatalogue(handle),
      );
    }
  } finally {
    await handle.close();
  }
  return { env, drop };
}

async function runOne(backend: Backend, catalogue: Catalogue): Promise<Map<string, Figures>> {
  console.log(`\n${backend}, ${catalogue} catalogue`);
  const workDir = mkdtempSync(path.join(tmpdir(), `sampletray-bench-http-${backend}-`));
  const database = await prepare(backend, catalogue, workDir);
  const server = new AppServer(database.env, path.join(workDir, "server.log"));
  const results = new Map<string, Figures>();
  try {
    await server.start(Date.now() + 300_000);
    // The server's own start-up work (the first retention purge, the mail queue) settles and
    // every URL is warm before the first measurement, so the first URL is not the one penalised.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const target of targets())
      for (let i = 0; i < 10; i++) await rawGet(`${server.site}${target.path}`, target.headers);
    // Rounds through every URL, so a moment when the machine is busier falls on all of them
    // alike; each URL's figures are its median round by req/s.
    const rounds = new Map<string, Figures[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets()) {
        const figures = await measure(server.site, target);
        rounds.set(target.label, [...(rounds.get(target.label) ?? []), figures]);
        console.log(
          `  ${`${target.label} (${round}/${ROUNDS})`.padEnd(30)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  (${figures.encoding}, ${figures.kb.toFixed(1)} KB${figures.errors ? `, ${figures.errors} errors` : ""})`,
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
  const ratio = asset ? `${((100 * figures.rps) / asset.rps).toFixed(0)}%` : "";
  return `${figures.rps.toFixed(0).padStart(6)} ${`${figures.p50}/${figures.p99}`.padStart(9)} ${ratio.padStart(5)}`.padEnd(
    34,
  );
}

function printTable(backend: Backend, runs: Record<Catalogue, Map<string, Figures>>) {
  console.log(
    `\n${backend}: median req/s, p50/p99 ms and share of the static asset's rate (with br, gzip)`,
  );
  console.log(`${"".padEnd(26)}${"demo catalogue".padEnd(34)}large (10k companies)`);
  for (const { label } of targets()) {
    const asset = label.startsWith("static asset") ? undefined : "static asset";
    const of = (c: Catalogue) => cell(runs[c].get(label), asset ? runs[c].get(asset) : undefined);
    console.log(`  ${label.padEnd(24)}${of("demo")}${of("large")}`);
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
const summary: [Backend, Record<Catalogue, Map<string, Figures>>][] = [];
for (const backend of backends) {
  const demo = await runOne(backend, "demo");
  const large = await runOne(backend, "large");
  summary.push([backend, { demo, large }]);
}
for (const [backend, runs] of summary) printTable(backend, runs);
