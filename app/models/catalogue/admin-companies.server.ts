/**
 * The operators' companies (/admin/companies; the list: company-list.server.ts): one company
 * with every field, and creating, editing, switching and deleting, each with its audit entry in
 * the same transaction (docs/decisions/070-operator-console.md). The listing's own columns and
 * the logo go through the supplier editor's `saveListing`, so both save them the same way.
 */
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products, sampleRequests } from "~/db/schema";
import type { CompanyFlag } from "~/lib/company-flags";
import { changedFields, recordAudit, recordEdit } from "~/models/operations/audit-log.server";
import { uniqueViolation } from "~/models/reviews/review-outcome.server";
import { type ListingChanges, saveListing } from "./listing.server";
import { type CheckedUpload, saveUpload } from "./upload.server";

const {
  searchText: _searchText,
  nameSearchText: _nameSearchText,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  plan: _plan,
  trialEndsAt: _trialEndsAt,
  ...editedColumns
} = getTableColumns(companies);

/** The columns an operator edits, and what the audit log compares (all of them; no secrets). */
const AUDITED_FIELDS = Object.keys(editedColumns).filter((name) => name !== "id");

/** One company with every field the form edits, or null. */
export async function findAdminCompany(db: Database, companyId: string) {
  const [row] = await db
    .select({ ...editedColumns, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** How many products and sample requests a company has (its page's Delete section). */
export async function countCompanyRecords(db: Database, companyId: string) {
  const [row] = await db
    .select({
      products: sql<number>`(SELECT count(*) FROM ${products} WHERE ${products.companyId} = ${companyId})::int`,
      requests: sql<number>`(SELECT count(*) FROM ${sampleRequests} WHERE ${sampleRequests.companyId} = ${companyId})::int`,
    })
    .from(sql`(select 1) as one`);
  return { products: Number(row?.products ?? 0), requests: Number(row?.requests ?? 0) };
}

/** What only operators set, beside the listing's columns. */
export interface OperatorCompanyFields {
  name: string;
  brandName: string | null;
  leadEmail: string | null;
  featured: boolean;
  sponsored: boolean;
  verified: boolean;
  externalKey: string | null;
}

export type CompanyFields = ListingChanges & OperatorCompanyFields;

export const EXTERNAL_KEY_TAKEN = "Another company already has this external key.";

export type CompanySave =
  | { ok: true; companyId: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: { externalKey: string } };

/** A unique violation of the external key becomes the field's message (two saves at once). */
async function withKeyCheck(save: () => Promise<CompanySave>): Promise<CompanySave> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === "companies_external_key_idx") {
      return { ok: false, reason: "invalid", errors: { externalKey: EXTERNAL_KEY_TAKEN } };
    }
    throw error;
  }
}

/** Creates a company with its logo (stored as an upload of the new company) and its audit entry. */
export function createAdminCompany(
  db: Database,
  input: { actorId: string; fields: CompanyFields; logo: CheckedUpload | null | undefined },
): Promise<CompanySave> {
  return withKeyCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(companies).values(input.fields).returning({ id: companies.id });
      if (!row) throw new Error("Company was not stored");
      let logo: string | null = null;
      if (input.logo) {
        logo = (
          await saveUpload(tx, { ...input.logo, companyId: row.id, uploadedBy: input.actorId })
        ).url;
        await tx.update(companies).set({ logo }).where(eq(companies.id, row.id));
      }
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "company.created",
        entityType: "company",
        entityId: row.id,
        entityLabel: input.fields.name,
        companyId: row.id,
        changes: changedFields<Record<string, unknown>>(
          {},
          { ...input.fields, logo },
          AUDITED_FIELDS,
        ),
      });
      return { ok: true as const, companyId: row.id };
    }),
  );
}

/**
 * Saves every field of a company: the listing's columns and logo through `saveListing` (a new
 * file, null to remove it, undefined to keep it), the operators' own columns beside them, and
 * one audit entry with each changed field before → after (none when nothing changed).
 */
export function updateAdminCompany(
  db: Database,
  input: {
    actorId: string;
    companyId: string;
    fields: CompanyFields;
    logo: CheckedUpload | null | undefined;
  },
): Promise<CompanySave> {
  const { actorId, companyId, fields } = input;
  return withKeyCheck(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(editedColumns)
        .from(companies)
        .where(eq(companies.id, companyId))
        .for("update");
      if (!before) return { ok: false as const, reason: "not-found" as const };
      const { name, brandName, leadEmail, featured, sponsored, verified, externalKey, ...listing } =
        fields;
      await saveListing(tx, {
        companyId,
        uploadedBy: actorId,
        changes: listing,
        logo: input.logo,
        auditedByCaller: true,
      });
      await tx
        .update(companies)
        .set({ name, brandName, leadEmail, featured, sponsored, verified, externalKey })
        .where(eq(companies.id, companyId));
      const after = await findAdminCompany(tx, companyId);
      const changes = changedFields<Record<string, unknown>>(before, after ?? {}, AUDITED_FIELDS);
      await recordEdit(tx, {
        actorId,
        action: "company.updated",
        entityType: "company",
        entityId: companyId,
        entityLabel: name,
        companyId,
        changes,
      });
      return { ok: true as const, companyId };
    }),
  );
}

/** Turns one of the list's switches on or off; false when the company does not exist. */
export function setCompanyFlag(
  db: Database,
  input: { actorId: string; companyId: string; flag: CompanyFlag; value: boolean },
): Promise<{ name: string } | null> {
  const { actorId, companyId, flag, value } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: companies.name, value: companies[flag] })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!before) return null;
    if (before.value !== value) {
      await tx
        .update(companies)
        .set({ [flag]: value })
        .where(eq(companies.id, companyId));
      await recordAudit(tx, {
        actorId,
        action: "company.updated",
        entityType: "company",
        entityId: companyId,
        entityLabel: before.name,
        companyId,
        changes: { [flag]: { from: before.value, to: value } },
      });
    }
    return { name: before.name };
  });
}
