/**
 * Every committed change to the catalogue reaches every listener (migration 0012's triggers and
 * server/catalogue-changes.ts): what empties the page cache on every instance (docs/decisions/080).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, products } from "~/db/schema";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { listenForCatalogueChanges } from "../../server/catalogue-changes";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createProduct } from "../helpers/factories";

async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
}

describe(`catalogue changes are heard (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("after a company or product is added, changed or removed", async () => {
    let heard = 0;
    const stop = await listenForCatalogueChanges(t.handle, () => {
      heard++;
    });
    try {
      // Opening a PostgreSQL listener counts as a change (anything may have been missed).
      await until(() => heard > 0, 500);
      const changes = [
        () => createCompany(t.db, { id: "heard-co", name: "Heard Dental" }),
        () => createProduct(t.db, "heard-co"),
        () =>
          t.db.update(products).set({ name: "Renamed" }).where(eq(products.companyId, "heard-co")),
        () => t.db.delete(companies).where(eq(companies.id, "heard-co")),
      ];
      for (const change of changes) {
        const before = heard;
        await change();
        expect(await until(() => heard > before)).toBe(true);
      }
    } finally {
      await stop();
    }
  });

  it("a rolled-back change is not heard", async () => {
    let heard = 0;
    const stop = await listenForCatalogueChanges(t.handle, () => {
      heard++;
    });
    try {
      await new Promise((r) => setTimeout(r, 300));
      const before = heard;
      await t.db
        .transaction(async (tx) => {
          await tx.insert(companies).values({ id: "rolled-back", name: "Rolled Back Dental" });
          throw new Error("roll back");
        })
        .catch(() => {});
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toBe(before);
    } finally {
      await stop();
    }
  });
});
