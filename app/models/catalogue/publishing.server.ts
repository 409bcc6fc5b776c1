/**
 * Drafts and publishing (docs/decisions/117): an approved registration's company starts as a
 * draft, seen by its team and admins only; an owner or an admin publishes it once it has a
 * description and at least one available product. Publishing updates `companies`, so every app
 * instance drops its cached public pages (the catalogue-change trigger, migration 0013).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { recordAudit } from "~/models/operations/audit-log.server";

/** What a company lacks before it may be published, in the words the page shows. */
export const PUBLISH_REQUIREMENTS = {
  description: "a description (About, on the Listing page)",
  product: "at least one available product",
} as const;

export type PublishRequirement = keyof typeof PUBLISH_REQUIREMENTS;

export interface DraftStatus {
  id: string;
  name: string;
  isDraft: boolean;
  /** What is still missing to publish; empty when it may be published. */
  missing: PublishRequirement[];
}

/** Whether the company is a draft and what it lacks to be published; null when it does not exist. */
export async function findDraftStatus(
  db: Database,
  companyId: string,
): Promise<DraftStatus | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      publishedAt: companies.publishedAt,
      hasDescription: sql<boolean>`length(btrim(${companies.description})) > 0`,
      hasProduct: sql<boolean>`EXISTS (SELECT 1 FROM ${products} AS ap
        WHERE ap.company_id = "companies"."id" AND ap.availability)`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  const missing: PublishRequirement[] = [];
  if (!row.hasDescription) missing.push("description");
  if (!row.hasProduct) missing.push("product");
  return { id: row.id, name: row.name, isDraft: row.publishedAt === null, missing };
}

export type PublishOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The refusal naming what is missing. */
export function publishRefusal(missing: readonly PublishRequirement[]): string {
  const list = missing.map((key) => PUBLISH_REQUIREMENTS[key]).join(" and ");
  return `Not published yet: the page needs ${list} first.`;
}

/**
 * Publishes a draft when it has a description and an available product, with an audit entry;
 * refuses with what is missing. Publishing a published company changes nothing.
 */
export async function publishCompany(
  db: Database,
  { companyId, actorId }: { companyId: string; actorId: string },
  now = new Date(),
): Promise<PublishOutcome | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!locked) return null;
    const status = await findDraftStatus(tx, companyId);
    if (!status) return null;
    if (!status.isDraft) return { ok: true, message: `${status.name} is already published.` };
    if (status.missing.length > 0) return { ok: false, message: publishRefusal(status.missing) };
    await tx
      .update(companies)
      .set({ publishedAt: now, updatedAt: now })
      .where(and(eq(companies.id, companyId), isNull(companies.publishedAt)));
    await recordAudit(tx, {
      actorId,
      action: "company.published",
      entityType: "company",
      entityId: companyId,
      entityLabel: status.name,
      companyId,
    });
    return {
      ok: true,
      message: `${status.name} is published: it shows on the home page, in search and in the sitemap now.`,
    };
  });
}
