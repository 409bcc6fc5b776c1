/**
 * npm run bench:search [-- --products N] — search speed on a large catalogue, on both backends.
 *
 * For each backend it makes a fresh database (PGlite in a temporary folder; a new database on the
 * PostgreSQL server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * dropped afterwards), migrates it, generates N products (default 100,000) and one company per
 * ten (scripts/lib/bench-catalogue.ts), then asks every query of scripts/lib/bench-search-queries.ts
 * (seven classes of ten, and phrases outside the mix) of the search page's loader and of the
 * dropdown's (GET /api/search), as a visitor's request reaches them, once to warm up and then
 * --rounds times (default 5). It prints p50/p95 over the mix ("all") and per class, for the page
 * and the dropdown, and the slowest queries.
 * Set BENCH_BACKENDS=pglite or =postgres to run one; BENCH_KEEP_DATABASE=1 keeps the PostgreSQL
 * database (for EXPLAIN ANALYZE; drop it yourself); BENCH_DATABASE=<name> measures such a kept
 * database again (migrated first, not refilled, kept).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/context.server";
import type { DatabaseHandle } from "~/db/client.server";
import { parseEnv } from "~/env.server";
import { loader as dropdownLoader } from "~/routes/resources/api.search";
import { loader as pageLoader } from "~/routes/site/search/route";
import { companiesFor, generateCatalogue, timed } from "./lib/bench-catalogue";
import {
  benchBackends,
  withKeptPostgresDatabase,
  withPgliteDatabase,
  withPostgresDatabase,
} from "./lib/bench-databases";
import {
  CLASS_NAMES,
  OUTSIDE_THE_MIX,
  QUERY_CLASSES,
  type QueryClass,
} from "./lib/bench-search-queries";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    rounds: { type: "string", default: "5" },
  },
});
const PRODUCTS = Number(args.products);
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(PRODUCTS) || PRODUCTS < 1 || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error("Usage: npm run bench:search -- [--products N] [--rounds N] (whole numbers ≥ 1)");
  process.exit(2);
}

const SITE = "http://localhost:3000";
type Endpoint = "page" | "dropdown";
const ENDPOINTS: Endpoint[] = ["page", "dropdown"];

/** What the two loaders read of the app context: the database and the configuration. */
function contextFor(handle: DatabaseHandle): RouterContextProvider {
  const context = new RouterContextProvider();
  const env = parseEnv({ NODE_ENV: "production", SITE_URL: SITE });
  context.set(appContext, { db: handle.db, env } as AppContext);
  return context;
}

/** Asks the endpoint's loader for `q` as a visitor's GET does; the matches it reports (-1: failed). */
async function ask(endpoint: Endpoint, q: string, context: RouterContextProvider): Promise<number> {
  const path = endpoint === "page" ? "/search" : "/api/search";
  const url = new URL(`${path}?q=${encodeURIComponent(q)}`, SITE);
  const args = { request: new Request(url), url, pattern: path, params: {}, context };
  if (endpoint === "dropdown") {
    const response = await dropdownLoader(args as never);
    const body = (await response.json()) as { total?: number };
    return response.status === 400 ? 0 : response.ok ? (body.total ?? 0) : -1;
  }
  const data = (await pageLoader(args as never)) as { state?: string; page?: { total: number } };
  return data.state === "empty" ? 0 : data.state === "done" ? (data.page?.total ?? 0) : -1;
}

interface Timing {
  endpoint: Endpoint;
  kind: QueryClass;
  q: string;
  ms: number;
  matches: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

function summary(list: Timing[]): string {
  const sorted = list.map((t) => t.ms).sort((a, b) => a - b);
  return `${fmt(percentile(sorted, 50))} ${fmt(percentile(sorted, 95))}`;
}

async function runQueries(handle: DatabaseHandle, label: string) {
  const context = contextFor(handle);
  const queries = CLASS_NAMES.flatMap((kind) => QUERY_CLASSES[kind].map((q) => ({ kind, q })));
  const timings: Timing[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const endpoint of ENDPOINTS) {
      for (const { kind, q } of queries) {
        const start = performance.now();
        const matches = await ask(endpoint, q, context);
        // Round 0 warms up.
        if (round > 0) timings.push({ endpoint, kind, q, ms: performance.now() - start, matches });
      }
    }
  }
  const failed = timings.filter((t) => t.matches < 0);
  console.log(`\n${label}: ${queries.length} queries × ${ROUNDS} rounds, p50 / p95 in ms`);
  console.log(
    `  ${"".padEnd(15)}${"page".padStart(15)}  ${"dropdown".padStart(15)}  matches (page)`,
  );
  const row = (name: string, of: Timing[]) => {
    const page = of.filter((t) => t.endpoint === "page");
    const totals = page.map((t) => t.matches);
    const cells = ENDPOINTS.map((e) => summary(of.filter((t) => t.endpoint === e))).join("  ");
    console.log(`  ${name.padEnd(15)}${cells}  ${Math.min(...totals)}–${Math.max(...totals)}`);
  };
  row(
    "all",
    timings.filter((t) => !OUTSIDE_THE_MIX.includes(t.kind)),
  );
  for (const kind of CLASS_NAMES) {
    if (kind === OUTSIDE_THE_MIX[0]) console.log("  outside the mix:");
    row(
      kind,
      timings.filter((t) => t.kind === kind),
    );
  }
  console.log("  slowest (median of the rounds):");
  const medians = ENDPOINTS.flatMap((endpoint) =>
    queries.map(({ kind, q }) => {
      const of = timings.filter((t) => t.endpoint === endpoint && t.q === q && t.kind === kind);
      return {
        endpoint,
        q,
        ms: percentile(
          of.map((t) => t.ms).sort((a, b) => a - b),
          50,
        ),
      };
    }),
  );
  for (const { endpoint, q, ms } of medians.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
    console.log(`    ${endpoint.padEnd(9)} ${JSON.stringify(q).padEnd(16)} ${fmt(ms)} ms`);
  }
  if (failed.length > 0) console.log(`  FAILED: ${failed.length} answers were errors`);
}

async function runBench(handle: DatabaseHandle, { isFilled = false } = {}) {
  await timed("migrate", () => handle.migrate());
  if (!isFilled) {
    const companies = companiesFor(PRODUCTS).toLocaleString("en-US");
    await timed(
      `generate ${companies} companies / ${PRODUCTS.toLocaleString("en-US")} products`,
      () => generateCatalogue(handle, PRODUCTS),
    );
  }
  const {
    rows: [counts],
  } = await handle.db.execute<{ version: string; products: string }>(
    sql`SELECT current_setting('server_version') AS version,
      (SELECT count(*) FROM products) AS products`,
  );
  const backend = handle.kind === "pglite" ? "PGlite" : `PostgreSQL ${counts?.version ?? ""}`;
  const products = Number(counts?.products ?? 0).toLocaleString("en-US");
  await timed("queries", () => runQueries(handle, `${backend}, ${products} products`));
}

const benchStart = performance.now();
const kept = process.env.BENCH_DATABASE;
const backends = benchBackends();
if (kept) await withKeptPostgresDatabase(kept, (handle) => runBench(handle, { isFilled: true }));
else {
  if (backends.includes("pglite")) await withPgliteDatabase(runBench);
  if (backends.includes("postgres")) await withPostgresDatabase("sampletray_bench", runBench);
}
console.log(`\nbench:search took ${((performance.now() - benchStart) / 60_000).toFixed(1)} min`);
