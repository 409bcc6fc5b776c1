/**
 * npm run bench:import — the catalogue import (docs/decisions/071) with 10,000 products, on both
 * backends.
 *
 * For each backend it makes a fresh database (PGlite in a temporary folder; a new database on the
 * PostgreSQL server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * dropped afterwards), migrates it, generates a CSV of 500 companies and one of 10,000 products,
 * and times, through the same functions the admin page calls: the dry run and the apply of each
 * file, then the dry run of the products file again (every row unchanged) and of a copy with
 * every tenth product edited, and its apply. BENCH_BACKENDS=pglite or =postgres runs one;
 * BENCH_PRODUCTS sets the number of products.
 */
import type { DatabaseHandle } from "~/db/client.server";
import { users } from "~/db/schema";
import { CATEGORIES } from "~/lib/catalogue";
import { csvRow } from "~/lib/csv";
import {
  applyCatalogueImport,
  checkCatalogueFile,
} from "~/models/catalogue/catalogue-import.server";
import type { ImportKind } from "~/models/catalogue/catalogue-import-columns.server";
import { benchBackends, withPgliteDatabase, withPostgresDatabase } from "./lib/bench-databases";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const COMPANIES = Math.max(1, Math.round(PRODUCTS / 20));

const WORDS = ["composite", "bond", "varnish", "sealer", "cement", "gel", "paste", "etch", "liner"];
const word = (i: number) => WORDS[i % WORDS.length];

function companiesCsv(): string {
  let text = csvRow([
    "external_key",
    "name",
    "description",
    "categories",
    "treatment_types",
    "featured",
    "website",
  ]);
  for (let i = 1; i <= COMPANIES; i++) {
    text += csvRow([
      `bench-co-${i}`,
      `Bench ${word(i)} Dental ${i}`,
      `Supplier ${i} of ${word(i)} and ${word(i + 3)} for clinics, with free samples.`,
      `${CATEGORIES[i % CATEGORIES.length]}|${CATEGORIES[(i + 2) % CATEGORIES.length]}`,
      `Fillings|${word(i)} care`,
      i % 50 === 0 ? "yes" : "no",
      `https://bench-${i}.example`,
    ]);
  }
  return text;
}

function productsCsv(edited = 0): string {
  let text = csvRow([
    "external_key",
    "company_key",
    "name",
    "description",
    "category",
    "treatment_type",
    "quantity",
    "availability",
    "fda510k",
    "latex_free",
    "shelf_life",
  ]);
  for (let i = 1; i <= PRODUCTS; i++) {
    const isEdited = edited > 0 && i % edited === 0;
    text += csvRow([
      `bench-p-${i}`,
      `bench-co-${1 + (i % COMPANIES)}`,
      `${word(i)} ${word(i + 1)} ${i}`,
      `A ${word(i + 2)} ${word(i + 4)} sample${isEdited ? " (new formula)" : ""}, ${i}.`,
      CATEGORIES[i % CATEGORIES.length] ?? "Restorative",
      `${word(i + 5)} work`,
      "2 syringes",
      i % 7 === 0 ? "no" : "yes",
      `K${String(100000 + (i % 900000)).padStart(6, "0")}`,
      i % 3 === 0 ? "" : i % 3 === 1 ? "yes" : "no",
      "24 months",
    ]);
  }
  return text;
}

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`  ${what}: ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return result;
}

async function importOnce(
  handle: DatabaseHandle,
  actorId: string,
  kind: ImportKind,
  text: string,
  label: string,
) {
  const bytes = new TextEncoder().encode(text);
  const check = await timed(
    `${label}: dry run (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB)`,
    () =>
      checkCatalogueFile(handle.db, { kind, fileName: `${kind}.csv`, bytes, uploadedBy: actorId }),
  );
  if (!check.ok) throw new Error(check.message);
  const { created, updated, unchanged, rejected } = check.report.counts;
  console.log(
    `    ${created} to create, ${updated} to update, ${unchanged} unchanged, ${rejected} rejected`,
  );
  if (!check.importId) return;
  const importId = check.importId;
  const applied = await timed(`${label}: apply`, () =>
    applyCatalogueImport(handle.db, importId, actorId),
  );
  if (!applied.ok) throw new Error(applied.message);
}

async function run(handle: DatabaseHandle, label: string) {
  await timed("migrate", () => handle.migrate());
  const [actor] = await handle.db
    .insert(users)
    .values({ id: "bench-admin", email: "bench-admin@example.com", isAdmin: true })
    .returning({ id: users.id });
  if (!actor) throw new Error("no admin");
  console.log(`${label}: ${COMPANIES} companies, ${PRODUCTS} products`);
  const started = performance.now();
  await importOnce(handle, actor.id, "companies", companiesCsv(), "companies");
  await importOnce(handle, actor.id, "products", productsCsv(), "products");
  console.log(
    `  total for both files (dry run + apply): ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  await importOnce(handle, actor.id, "products", productsCsv(), "products again");
  await importOnce(handle, actor.id, "products", productsCsv(10), "products, every 10th edited");
}

const backends = benchBackends();
if (backends.includes("pglite")) await withPgliteDatabase((handle) => run(handle, "PGlite"));
if (backends.includes("postgres")) {
  await withPostgresDatabase("sampletray_bench_import", (handle) => run(handle, "PostgreSQL"));
}
