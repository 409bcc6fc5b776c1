/**
 * Deleting a company from the console (/admin/companies/{id}/delete): refused while sample
 * requests reference it, else with its products, documents and uploads, audited.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, productDocuments, products, uploads } from "~/db/schema";
import { plural } from "~/lib/plural";
import { recordAudit } from "~/models/operations/audit-log.server";
import { countCompanyRecords } from "./admin-companies.server";

export type CompanyDeletion =
  | { ok: true; name: string; products: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "has-requests"; name: string; requests: number };

/**
 * Deletes a company with its products, their documents and its uploads, unless sample requests
 * reference it: those are leads its requesters and the records keep, so the company stays and
 * the operator is told how many (turning samples off stops new ones instead).
 */
export function deleteAdminCompany(
  db: Database,
  input: { actorId: string; companyId: string },
): Promise<CompanyDeletion> {
  const { actorId, companyId } = input;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) return { ok: false as const, reason: "not-found" as const };
    const counts = await countCompanyRecords(tx, companyId);
    if (counts.requests > 0) {
      return {
        ok: false as const,
        reason: "has-requests" as const,
        name: company.name,
        requests: counts.requests,
      };
    }
    // A product's documents point at uploads that refuse deletion while referenced: go first.
    const productIds = tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.companyId, companyId));
    await tx.delete(productDocuments).where(inArray(productDocuments.productId, productIds));
    await tx.delete(uploads).where(eq(uploads.companyId, companyId));
    await tx.delete(companies).where(eq(companies.id, companyId));
    await recordAudit(tx, {
      actorId,
      action: "company.deleted",
      entityType: "company",
      entityId: companyId,
      entityLabel: company.name,
      companyId,
      changes: {},
    });
    return { ok: true as const, name: company.name, products: counts.products };
  });
}

/** Why a company with sample requests stays, and what the operator can do instead. */
export function deletionRefusedMessage(name: string, requests: number): string {
  return `${name} cannot be deleted: ${plural(requests, "sample request references", "sample requests reference")} it, and they stay for the requesters and the lead records. To stop new requests, turn "Samples available" off instead.`;
}
