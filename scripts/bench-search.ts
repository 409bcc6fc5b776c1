/**
 * npm run bench:search — search speed on a large catalogue, on both backends.
 *
 * For each backend it makes a fresh database (PGlite in a temporary folder; a new database on the
 * PostgreSQL server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * dropped afterwards), migrates it, generates 10,000 companies and 100,000 products with
 * generate_series, runs a fixed mix of 200 queries (2-character, common word, rare word, no
 * match) through searchCatalogue, and prints p50/p95 per backend and per kind of query.
 * Set BENCH_BACKENDS=pglite or =postgres to run one; BENCH_KEEP_DATABASE=1 keeps the PostgreSQL
 * database (for EXPLAIN ANALYZE; drop it yourself).
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { CATEGORIES } from "~/lib/catalogue";
import { searchCatalogue } from "~/models/search.server";
import { benchBackends, withPgliteDatabase, withPostgresDatabase } from "./lib/bench-databases";

const COMPANIES = 10_000;
const PRODUCTS = 100_000;
const PAGE_SIZE = 50;

const WORDS = [
  "composite",
  "bond",
  "adhesive",
  "etch",
  "primer",
  "cement",
  "varnish",
  "fluoride",
  "sealant",
  "impression",
  "putty",
  "polyether",
  "whitening",
  "peroxide",
  "gel",
  "tray",
  "file",
  "rotary",
  "sealer",
  "irrigant",
  "bracket",
  "aligner",
  "elastic",
  "ligature",
  "polish",
  "paste",
  "crown",
  "veneer",
  "liner",
  "flowable",
  "universal",
  "posterior",
  "anterior",
  "shade",
  "light-cure",
  "dual-cure",
  "glass",
  "ionomer",
  "resin",
  "ceramic",
  "zirconia",
  "matrix",
  "wedge",
  "retainer",
  "desensitizer",
  "prophy",
  "endodontic",
  "orthodontic",
  "restorative",
  "preventive",
  "clinic",
  "patient",
  "enamel",
  "dentin",
  "margin",
  "strength",
  "viscosity",
  "radiopaque",
  "fast-set",
];
const PREFIXES = [
  "Nova",
  "Apex",
  "Clear",
  "Bright",
  "Prime",
  "Vita",
  "Astra",
  "Orion",
  "Delta",
  "Summit",
];
const SUFFIXES = ["Dental", "Labs", "Materials", "Supply", "Systems", "Ortho", "Endo", "Care"];

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

const arrayLiteral = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/**
 * Inserts the catalogue with set-based SQL. The catalogue tables' secondary indexes (the trigram
 * ones above all) are dropped first and built again afterwards: one bulk build is much faster
 * than updating a GIN index row by row, especially on PGlite.
 */
async function generateCatalogue(handle: DatabaseHandle) {
  const { rows: indexes } = await handle.db.execute<{ name: string; definition: string }>(
    sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ('companies', 'products')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await handle.db.execute(sql.raw(`DROP INDEX "${name}"`));
  await timed("insert rows", () => insertCatalogue(handle));
  await timed(`build ${indexes.length} indexes`, async () => {
    await handle.db.execute(sql`SET maintenance_work_mem = '128MB'`);
    for (const { definition } of indexes) await handle.db.execute(sql.raw(definition));
  });
  await timed("analyze", () => handle.db.execute(sql`ANALYZE`));
}

async function insertCatalogue(handle: DatabaseHandle) {
  const w = arrayLiteral(WORDS);
  const n = WORDS.length;
  const words = (seed: string, count: number) =>
    sql.raw(
      Array.from(
        { length: count },
        (_, k) => `(${arrayName})[1 + ((${seed}) * ${7 + 2 * k} + ${k * 13}) % ${n}]`,
      ).join(" || ' ' || "),
    );
  const arrayName = "w.words";
  await handle.db.execute(sql`
    INSERT INTO companies (id, name, brand_name, description, short_description, categories, treatment_types, verified, sponsored)
    SELECT 'bench-c-' || i,
      (${arrayLiteral(PREFIXES)})[1 + i % ${PREFIXES.length}] || ' ' || i || ' ' || (${arrayLiteral(SUFFIXES)})[1 + (i / 7) % ${SUFFIXES.length}],
      CASE WHEN i % 3 = 0 THEN 'Brand' || i END,
      ${words("i", 30)} || CASE WHEN i % 997 = 0 THEN ' quasarite lumenstone' ELSE '' END,
      ${words("i + 1", 10)},
      ARRAY[(${arrayLiteral(CATEGORIES)})[1 + i % ${CATEGORIES.length}], (${arrayLiteral(CATEGORIES)})[1 + (i / 3) % ${CATEGORIES.length}]],
      ARRAY[${words("i + 2", 2)}, ${words("i + 3", 2)}],
      i % 4 = 0, i % 500 = 0
    FROM generate_series(1, ${COMPANIES}) AS i, (SELECT ${w} AS words) w`);
  await handle.db.execute(sql`
    INSERT INTO products (id, company_id, name, description, category, treatment_type)
    SELECT 'bench-p-' || i, 'bench-c-' || (1 + i % ${COMPANIES}),
      ${words("i", 3)} || ' ' || (i % 10000),
      ${words("i * 3", 25)} || CASE WHEN i % 4999 = 0 THEN ' novaquartz' ELSE '' END,
      (${arrayLiteral(CATEGORIES)})[1 + i % ${CATEGORIES.length}],
      ${words("i + 5", 2)}
    FROM generate_series(1, ${PRODUCTS}) AS i, (SELECT ${w} AS words) w`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function runMix(handle: DatabaseHandle, label: string) {
  const mix = queryMix();
  for (const { q } of mix.slice(0, 20)) await searchCatalogue(handle.db, q, { limit: PAGE_SIZE });
  const times: { kind: string; ms: number; total: number; capped: boolean }[] = [];
  for (const { kind, q } of mix) {
    const start = performance.now();
    const page = await searchCatalogue(handle.db, q, { limit: PAGE_SIZE });
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

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function runBench(handle: DatabaseHandle) {
  await timed("migrate", () => handle.migrate());
  await timed("generate 10k companies / 100k products", () => generateCatalogue(handle));
  const {
    rows: [version],
  } = await handle.db.execute<{ server_version: string }>(sql`SHOW server_version`);
  await runMix(
    handle,
    handle.kind === "pglite" ? "PGlite" : `PostgreSQL ${version?.server_version ?? ""}`,
  );
}

const backends = benchBackends();
if (backends.includes("pglite")) await withPgliteDatabase(runBench);
if (backends.includes("postgres")) await withPostgresDatabase("sampletray_bench", runBench);
