/**
 * The plan's product limit in a products import (docs/decisions/135): every way a row can make a
 * product visible at a company counts (a new visible product, a hidden one shown, one moved to
 * another company), net of the rows that hide or move products away from it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  checkProductRoom,
  ProductLimitError,
  refreshProductLimit,
} from "~/models/billing/product-limit.server";
import type { ImportPlan } from "./catalogue-import-plan.server";

type Stored = {
  id: string;
  company_id: string;
  availability: boolean;
};

/**
 * Visible products each company the plan touches gains (or loses, below 0) when it is written;
 * 0 for a company whose products only change in place.
 */
async function visibleChange(db: Database, plan: ImportPlan): Promise<Map<string, number>> {
  const change = new Map<string, number>();
  const add = (companyId: string, by: number) =>
    change.set(companyId, (change.get(companyId) ?? 0) + by);
  for (const row of plan.creates) {
    const companyId = row.values.company_id;
    if (typeof companyId === "string") add(companyId, row.values.availability === false ? 0 : 1);
  }
  const ids = plan.updates.flatMap((row) => (row.id ? [row.id] : []));
  if (ids.length === 0) return change;
  // One parameter however many rows: the ids as a JSON array.
  const stored = await db.execute<Stored>(sql`SELECT id, company_id, availability
    FROM products WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  const before = new Map(stored.rows.map((row) => [row.id, row]));
  for (const row of plan.updates) {
    const was = row.id ? before.get(row.id) : undefined;
    if (!was) continue;
    const companyId =
      typeof row.values.company_id === "string" ? row.values.company_id : was.company_id;
    const visible =
      typeof row.values.availability === "boolean" ? row.values.availability : was.availability;
    add(was.company_id, was.availability ? -1 : 0);
    add(companyId, visible ? 1 : 0);
  }
  return change;
}

/**
 * Refuses (ProductLimitError, naming the companies) when the plan would take a company past its
 * plan's limit; returns the companies whose products it touches. Call inside the import's
 * transaction, before writing.
 */
export async function checkImportedProductRoom(db: Database, plan: ImportPlan): Promise<string[]> {
  const change = await visibleChange(db, plan);
  const refused: string[] = [];
  let planMessage: string | undefined;
  for (const [companyId, gained] of change) {
    try {
      await checkProductRoom(db, companyId, gained);
    } catch (error) {
      if (!(error instanceof ProductLimitError)) throw error;
      refused.push(companyId);
      planMessage ??= error.planMessage;
    }
  }
  if (refused.length > 0) {
    const names = await db.execute<{ name: string }>(sql`SELECT name FROM companies
      WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(refused)}::jsonb))
      ORDER BY name`);
    throw new ProductLimitError(
      planMessage,
      `Too many products for ${names.rows.map((r) => r.name).join(", ")}`,
    );
  }
  return [...change.keys()];
}

/** After the write: each touched company's products beyond its limit hidden, the others shown. */
export async function refreshImportedProductLimits(db: Database, companyIds: string[]) {
  for (const companyId of companyIds) await refreshProductLimit(db, companyId);
}
