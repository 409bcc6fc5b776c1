/** Loads the demo catalogue and demo sample requests. */
import { count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, productDocuments, products, sampleRequests } from "~/db/schema";
import { demoCompanies } from "~/db/seed/companies";
import { buildDemoPdf } from "~/db/seed/demo-pdf";
import { demoProductFacts, demoSafetyDataSheets } from "~/db/seed/product-facts";
import { demoProducts } from "~/db/seed/products";
import { buildDemoSampleRequests } from "~/db/seed/sample-requests";
import { DOCUMENT_KIND_LABELS } from "~/lib/product-facts";
import { saveUpload } from "~/models/catalogue/upload.server";

export interface SeedResult {
  companies: number;
  products: number;
  sampleRequests: number;
}

/** Inserts the demo data in one transaction; rows that already exist are left as they are. */
export async function seedDemoData(db: Database, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const insertedCompanies = await tx
      .insert(companies)
      .values(demoCompanies)
      .onConflictDoNothing()
      .returning({ id: companies.id });
    const insertedProducts = await tx
      .insert(products)
      .values(demoProducts.map((p) => ({ ...p, ...demoProductFacts[p.id] })))
      .onConflictDoNothing()
      .returning({ id: products.id, companyId: products.companyId, name: products.name });
    // A small generated Safety Data Sheet for a few of the products just added.
    for (const product of insertedProducts) {
      const lines = demoSafetyDataSheets[product.id];
      if (!lines) continue;
      const upload = await saveUpload(tx, {
        bytes: buildDemoPdf(`${DOCUMENT_KIND_LABELS.sds}: ${product.name}`, lines),
        contentType: "application/pdf",
        companyId: product.companyId,
        uploadedBy: null,
      });
      await tx
        .insert(productDocuments)
        .values({ productId: product.id, kind: "sds", uploadId: upload.id });
    }
    // Demo leads only go into a catalogue that was empty, so a re-seed never duplicates them.
    const requests =
      insertedCompanies.length === demoCompanies.length ? buildDemoSampleRequests(now) : [];
    if (requests.length > 0) await tx.insert(sampleRequests).values(requests);
    return {
      companies: insertedCompanies.length,
      products: insertedProducts.length,
      sampleRequests: requests.length,
    };
  });
}

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}
