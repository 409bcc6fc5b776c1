/**
 * search_words (migration 0018, docs/decisions/121): the words spelling correction and the 'No
 * results found' suggestions look up, kept exact by triggers through every kind of catalogue
 * write, so every instance corrects against the catalogue as it is now.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { searchCatalogue, suggestSearches } from "~/models/catalogue/search.server";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct } from "../helpers/factories";

/** The table, and the same words counted from scratch from the catalogue as it is. */
async function wordsStoredAndCounted(db: Database) {
  const { rows: stored } = await db.execute<{ word: string; uses: number }>(
    sql`SELECT word, uses FROM search_words ORDER BY word COLLATE "C"`,
  );
  const { rows: counted } = await db.execute<{ word: string; uses: number }>(
    sql`SELECT w AS word, count(*)::int AS uses FROM (
        SELECT catalogue_words(c.name || ' ' || coalesce(c.brand_name, '') || ' '
          || array_to_string(c.categories, ' ')) AS w FROM companies c
        UNION ALL SELECT catalogue_words(p.name || ' ' || p.category) FROM products p
      ) s GROUP BY w ORDER BY w COLLATE "C"`,
  );
  return { stored, counted };
}

const corrected = async (db: Database, query: string) =>
  (await searchCatalogue(db, query, { correctSpelling: true })).correctedFrom === query;

describe(`search words (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("holds the catalogue's words through inserts, renames, deletes and a company's removal", async () => {
    const before = await wordsStoredAndCounted(t.db);
    expect(before.stored.length).toBeGreaterThan(20);
    expect(before.stored).toEqual(before.counted);
    await createCompany(t.db, {
      id: "words-co",
      name: "Quillon Dental",
      brandName: "Quillonex",
      categories: ["Endodontics"],
    });
    await createProduct(t.db, "words-co", { id: "words-1", name: "Zirkonite Primer" });
    await createProduct(t.db, "words-co", { id: "words-2", name: "Zirkonite Etch Gel" });
    await t.db.update(products).set({ availability: false }).where(eq(products.id, "words-1"));
    await t.db.update(products).set({ name: "Basaltor Primer" }).where(eq(products.id, "words-2"));
    await t.db.update(companies).set({ brandName: null }).where(eq(companies.id, "words-co"));
    const during = await wordsStoredAndCounted(t.db);
    expect(during.stored).toEqual(during.counted);
    expect(during.stored).toContainEqual({ word: "zirkonite", uses: 1 });
    expect(during.stored.map((w) => w.word)).not.toContain("quillonex");
    // The company's products go with it (the foreign key's cascade).
    await t.db.delete(companies).where(eq(companies.id, "words-co"));
    expect(await wordsStoredAndCounted(t.db)).toEqual(before);
  });

  it("corrects to a product's new name at once, and no more to its old one", async () => {
    await createCompany(t.db, { id: "rename-co", name: "Rename Dental" });
    await createProduct(t.db, "rename-co", { id: "rename-1", name: "Marbelite Liner" });
    expect(await corrected(t.db, "marbellite")).toBe(true);
    expect((await suggestSearches(t.db, "marbellite")).spellings).toContain("Marbelite Liner");
    await t.db.update(products).set({ name: "Obsidex Liner" }).where(eq(products.id, "rename-1"));
    expect(await corrected(t.db, "marbellite")).toBe(false);
    expect((await suggestSearches(t.db, "marbellite")).spellings).toEqual([]);
    expect(await corrected(t.db, "obsiddex")).toBe(true);
  });

  it("counts again after a TRUNCATE", async () => {
    await t.db.execute(sql`TRUNCATE products CASCADE`);
    const after = await wordsStoredAndCounted(t.db);
    expect(after.stored).toEqual(after.counted);
    expect(after.stored.map((w) => w.word)).not.toContain("obsidex");
    expect(after.stored.map((w) => w.word)).toContain("rename");
  });
});
