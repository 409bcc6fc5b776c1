/**
 * npm run bench:search — search speed on a large catalogue, on both backends.
 *
 * For each backend it makes a fresh database (PGlite in a temporary folder; a new database on the
 * PostgreSQL server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * dropped afterwards), migrates it, generates 10,000 companies and 100,000 products with
 * generate_series, runs a fixed mix of 200 queries (2-character, common word, rare word, no
 * match) through searchCatalogue, and prints p50/p95 per backend and per kind of query; then,
 * outside the mix, the median of a few worst cases (queries without a trigram for pg_trgm:
 * symbols only, two letters that match nothing).
 * Set BENCH_BACKENDS=pglite or =postgres to run one; BENCH_KEEP_DATABASE=1 keeps the PostgreSQL
 * database (for EXPLAIN ANALYZE; drop it yourself); BENCH_DATABASE=<name> measures such a kept
 * database again (migrated first, not refilled, kept).
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { searchCatalogue } from "~/models/catalogue/search.server";
import { generateCatalogue, timed } from "./lib/bench-catalogue";
import {
  benchBackends,
  withKeptPostgresDatabase,
  withPgliteDatabase,
  withPostgresDatabase,
} from "./lib/bench-databases";

const PAGE_SIZE = 50;
/** As the search page asks: a query that finds nothing is tried again, spelling corrected. */
const SEARCH_OPTIONS = { limit: PAGE_SIZE, correctSpelling: true };

const TWO_CHAR = ["co", "de", "bo", "se", "ge", "ra", "ni", "ar", "po", "en"];
const COMMON = [
  "composite",
  "bond",
  "varnish",
  "whitening",
  "sealer",
  "cement",
  "aligner",
  "polish",
  "Nova",
  "gel",
];
const RARE = [
  "quasarite",
  "Orion 4821",
  "Apex 7",
  "lumenstone",
  "9001",
  "Delta 1234",
  "novaquartz",
  "Summit 77",
  "4242",
  "Care 5555",
];
const NO_MATCH = [
  "xqzv",
  "blorptastic",
  "zzzyyy",
  "qwertyuiop",
  "no such thing",
  "%_%",
  "😀😀",
  '"quoted"',
  "jjkkll",
  "vvvwww",
];

/**
 * Worst cases, outside the mix: no trigram for the index to use (pg_trgm takes trigrams from
 * letters and digits only), matching nothing or a few rows.
 */
const PROBES = [
  { kind: "symbols only", q: "%_%" },
  { kind: "symbols only", q: "😀😀" },
  { kind: "symbols only", q: "--" },
  { kind: "symbols only", q: "()" },
  { kind: "quoted word", q: '"quoted"' },
  { kind: "letter + symbol", q: "x-" },
  { kind: "2 letters", q: "qz" },
  { kind: "2 digits", q: "09" },
];

function queryMix(): { kind: string; q: string }[] {
  const mix: { kind: string; q: string }[] = [];
  for (let round = 0; round < 5; round++) {
    for (const [kind, list] of [
      ["2-char", TWO_CHAR],
      ["common", COMMON],
      ["rare", RARE],
      ["no match", NO_MATCH],
    ] as const) {
      for (const q of list) mix.push({ kind, q });
    }
  }
  return mix; // 200 queries
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function runMix(handle: DatabaseHandle, label: string) {
  const mix = queryMix();
  for (const { q } of mix.slice(0, 20)) await searchCatalogue(handle.db, q, SEARCH_OPTIONS);
  const times: { kind: string; ms: number; total: number; capped: boolean }[] = [];
  for (const { kind, q } of mix) {
    const start = performance.now();
    const page = await searchCatalogue(handle.db, q, SEARCH_OPTIONS);
    times.push({
      kind,
      ms: performance.now() - start,
      total: page.total,
      capped: page.isTotalCapped,
    });
  }
  const summarize = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}`;
  };
  console.log(`\n${label}: ${times.length} queries — ${summarize(times.map((t) => t.ms))}`);
  for (const kind of ["2-char", "common", "rare", "no match"]) {
    const ofKind = times.filter((t) => t.kind === kind);
    const byTotal = [...ofKind].sort((a, b) => a.total - b.total);
    const count = (t: (typeof times)[number] | undefined) => `${t?.total}${t?.capped ? "+" : ""}`;
    console.log(
      `  ${kind.padEnd(9)} ${summarize(ofKind.map((t) => t.ms))} (matches per query ${count(byTotal[0])}–${count(byTotal.at(-1))})`,
    );
  }
}

/** Each probe five times: its median and its number of matches. */
async function runProbes(handle: DatabaseHandle) {
  console.log("  outside the mix, median of 5:");
  for (const { kind, q } of PROBES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 6; i++) {
      const start = performance.now();
      const page = await searchCatalogue(handle.db, q, SEARCH_OPTIONS);
      if (i > 0) times.push(performance.now() - start);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(16)} ${JSON.stringify(q).padEnd(12)} ${fmt(percentile(times, 50))} (${total} matches)`,
    );
  }
}

async function runBench(handle: DatabaseHandle, { isFilled = false } = {}) {
  await timed("migrate", () => handle.migrate());
  if (!isFilled) {
    await timed("generate 10k companies / 100k products", () => generateCatalogue(handle));
  }
  const {
    rows: [version],
  } = await handle.db.execute<{ server_version: string }>(sql`SHOW server_version`);
  await runMix(
    handle,
    handle.kind === "pglite" ? "PGlite" : `PostgreSQL ${version?.server_version ?? ""}`,
  );
  await runProbes(handle);
}

const kept = process.env.BENCH_DATABASE;
const backends = benchBackends();
if (kept) await withKeptPostgresDatabase(kept, (handle) => runBench(handle, { isFilled: true }));
else {
  if (backends.includes("pglite")) await withPgliteDatabase(runBench);
  if (backends.includes("postgres")) await withPostgresDatabase("sampletray_bench", runBench);
}
