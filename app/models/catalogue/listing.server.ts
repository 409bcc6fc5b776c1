/**
 * A company's listing as its team edits it (/supplier/{companyId}/listing): the public details
 * and the products, hidden ones included, in the supplier's order (products.position), with
 * their facts and documents. Every save writes its audit entry (before → after) in its own
 * transaction (app/models/operations/audit-log.server.ts).
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import type { Category } from "~/lib/catalogue";
import { changedFields, recordEdit } from "~/models/operations/audit-log.server";
import { type CheckedUpload, deleteUploads, saveUpload } from "./upload.server";

/** The company's fields the listing editor changes (and the name, for the audit log). */
const listingColumns = {
  name: companies.name,
  description: companies.description,
  shortDescription: companies.shortDescription,
  website: companies.website,
  responseTime: companies.responseTime,
  categories: companies.categories,
  treatmentTypes: companies.treatmentTypes,
  samplesAvailable: companies.samplesAvailable,
  logo: companies.logo,
};

/** The fields the listing editor shows. */
export async function findListing(db: Database, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, ...listingColumns, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export interface ListingChanges {
  description: string;
  shortDescription: string;
  website: string | null;
  responseTime: string | null;
  categories: Category[];
  treatmentTypes: string[];
  samplesAvailable: boolean;
}

/** What the audit log keeps of a listing save (the logo as its address). */
const LISTING_AUDITED = [
  "description",
  "shortDescription",
  "website",
  "responseTime",
  "categories",
  "treatmentTypes",
  "samplesAvailable",
  "logo",
] as const;

/**
 * Saves the listing and, in the same transaction, its logo: a new file (stored as an upload), null
 * to remove it, undefined to keep it. A replaced or removed logo's upload is deleted (nothing
 * shows it any more). False when the company does not exist.
 */
export async function saveListing(
  db: Database,
  listing: {
    companyId: string;
    uploadedBy: string;
    changes: ListingChanges;
    logo: CheckedUpload | null | undefined;
    /** The caller writes one audit entry for its whole change (the operators' company editor). */
    auditedByCaller?: boolean;
  },
): Promise<boolean> {
  const { companyId, changes, logo } = listing;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(listingColumns)
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!current) return false;
    const logoUrl =
      logo === undefined || logo === null
        ? logo
        : (await saveUpload(tx, { ...logo, companyId, uploadedBy: listing.uploadedBy })).url;
    const after = { ...changes, ...(logoUrl === undefined ? {} : { logo: logoUrl }) };
    await tx.update(companies).set(after).where(eq(companies.id, companyId));
    if (logoUrl !== undefined && current.logo && current.logo !== logoUrl) {
      await deleteUploads(tx, companyId, [current.logo]);
    }
    const audited = changedFields<typeof current>(current, after, LISTING_AUDITED);
    if (!listing.auditedByCaller) {
      await recordEdit(tx, {
        actorId: listing.uploadedBy,
        action: "company.listing_updated",
        entityType: "company",
        entityId: companyId,
        entityLabel: current.name,
        companyId,
        changes: audited,
      });
    }
    return true;
  });
}
