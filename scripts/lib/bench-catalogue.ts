/**
 * The large catalogue the benchmarks share (bench:search, bench:http): by default 10,000
 * companies and 100,000 products (any number of products, one company per ten), inserted with
 * generate_series, words drawn from a fixed dental vocabulary; product descriptions also hold the
 * stop words real ones do ("for", "the", "and", "with").
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { CATEGORIES } from "~/lib/catalogue";

export const COMPANIES = 10_000;
export const PRODUCTS = 100_000;

/** The companies that go with `products` products: one per ten, as by default. */
export function companiesFor(products: number): number {
  return Math.max(1, Math.round(products / 10));
}

/** The generated catalogue's vocabulary (names, descriptions); bench:http searches with it too. */
export const CATALOGUE_WORDS = [
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

const arrayLiteral = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/**
 * Inserts the catalogue with set-based SQL. The catalogue tables' secondary indexes (the trigram
 * ones above all) are dropped first and built again afterwards: one bulk build is much faster
 * than updating a GIN index row by row, especially on PGlite. On PostgreSQL the indexes are built
 * on two connections at once (the benchmarks' pool), with more memory each. VACUUM then sets the
 * visibility map and hint bits as autovacuum would, so the first searches do not write.
 */
export async function generateCatalogue(handle: DatabaseHandle, products = PRODUCTS) {
  const { rows: indexes } = await handle.db.execute<{ name: string; definition: string }>(
    sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ('companies', 'products')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await handle.db.execute(sql.raw(`DROP INDEX "${name}"`));
  await timed("insert rows", () => insertCatalogue(handle, products));
  await timed(`build ${indexes.length} indexes`, () =>
    buildIndexes(
      handle,
      indexes.map((i) => i.definition),
    ),
  );
  await timed("vacuum and analyze", () =>
    handle.db.execute(sql`VACUUM (ANALYZE) companies, products, search_words`),
  );
}

/** Runs the CREATE INDEX statements, on PostgreSQL two at a time (each in its own transaction). */
async function buildIndexes(handle: DatabaseHandle, definitions: string[]) {
  if (handle.kind === "pglite") {
    await handle.db.execute(sql`SET maintenance_work_mem = '128MB'`);
    for (const definition of definitions) await handle.db.execute(sql.raw(definition));
    return;
  }
  const queue = [...definitions];
  const worker = async () => {
    for (let definition = queue.shift(); definition; definition = queue.shift()) {
      const statement = definition;
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
        await tx.execute(sql.raw(statement));
      });
    }
  };
  await Promise.all([worker(), worker()]);
}

async function insertCatalogue(handle: DatabaseHandle, products: number) {
  const companies = companiesFor(products);
  const w = arrayLiteral(CATALOGUE_WORDS);
  const n = CATALOGUE_WORDS.length;
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
    FROM generate_series(1, ${companies}) AS i, (SELECT ${w} AS words) w`);
  await handle.db.execute(sql`
    INSERT INTO products (id, company_id, name, description, category, treatment_type)
    SELECT 'bench-p-' || i, 'bench-c-' || (1 + i % ${companies}),
      ${words("i", 3)} || ' ' || (i % 10000),
      ${words("i * 3", 8)} || ' for the ' || ${words("i * 5", 8)} || ' and ' || ${words("i * 7", 5)}
        || ' with ' || ${words("i * 11", 4)}
        || CASE WHEN i % 4999 = 0 THEN ' novaquartz' ELSE '' END,
      (${arrayLiteral(CATEGORIES)})[1 + i % ${CATEGORIES.length}],
      ${words("i + 5", 2)}
    FROM generate_series(1, ${products}) AS i, (SELECT ${w} AS words) w`);
}

export async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}
