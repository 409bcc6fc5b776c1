/**
 * The plan's product limit (docs/decisions/135). Adding or showing a product beyond it is refused
 * (`checkProductRoom`); products a company already has beyond it (a lapsed Featured plan, a
 * downgrade) are kept but hidden from the public (`planHidden`), the first ones by the company
 * page's order (position, then name) staying, and shown again when the plan allows.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { entitlements, PRODUCT_LIMIT_MESSAGE, productLimitMessage } from "~/lib/billing";
import { now as clockNow } from "~/lib/clock";

/**
 * Marks the company's available products beyond `limit` (in page order) hidden by the plan, and
 * all others not; null: no limit. Touches only rows whose mark changes.
 */
export async function syncProductLimit(
  db: Database,
  companyId: string,
  limit: number | null,
): Promise<void> {
  if (limit === null) {
    await db
      .update(products)
      .set({ planHidden: false })
      .where(and(eq(products.companyId, companyId), eq(products.planHidden, true)));
    return;
  }
  // Beyond: an available product ranked past the limit in page order (position, then name).
  await db.execute(sql`UPDATE products p SET plan_hidden = ranked.beyond
    FROM (SELECT id, availability AND row_number() OVER (
            PARTITION BY availability ORDER BY position, name, id) > ${limit} AS beyond
          FROM products WHERE company_id = ${companyId}) ranked
    WHERE p.id = ranked.id AND p.plan_hidden <> ranked.beyond`);
}

/** Hides or shows the company's products beyond its plan's limit as the plan is now. */
export async function refreshProductLimit(
  db: Database,
  companyId: string,
  now: Date = clockNow(),
): Promise<void> {
  await syncProductLimit(db, companyId, await productLimitOf(db, companyId, now));
}

/** The product limit the company's plan sets now (app/lib/billing.ts): 10 for Basic or lapsed. */
export async function productLimitOf(
  db: Database,
  companyId: string,
  now: Date = clockNow(),
): Promise<number | null> {
  return (await planLimitOf(db, companyId, now)).limit;
}

/** The plan's product limit now and, when there is one, the words a refusal gives. */
export async function planLimitOf(
  db: Database,
  companyId: string,
  now: Date = clockNow(),
  { lock = false } = {},
): Promise<{ limit: number | null; message: string }> {
  const query = db
    .select({
      plan: companies.plan,
      billingStatus: companies.billingStatus,
      trialEndsAt: companies.trialEndsAt,
      paidUntil: companies.paidUntil,
      pastDueSince: companies.pastDueSince,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  // Locked by a write that checks the limit: two adds at once queue up here.
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return { limit: null, message: PRODUCT_LIMIT_MESSAGE };
  return {
    limit: entitlements(row, now).productLimit,
    message: productLimitMessage(row, now) ?? PRODUCT_LIMIT_MESSAGE,
  };
}

/**
 * The plan's refusal, in its words (`planMessage`: Basic's, or a lapsed Featured plan's); `about`
 * (e.g. the companies of an import) goes before them.
 */
export class ProductLimitError extends Error {
  constructor(
    readonly planMessage: string = PRODUCT_LIMIT_MESSAGE,
    about?: string,
  ) {
    super(about ? `${about}. ${planMessage}` : planMessage);
  }
}

/**
 * Refuses (ProductLimitError) when the company may not list `adding` more visible products: its
 * plan's limit minus the available products it has. Call inside the write's transaction.
 */
export async function checkProductRoom(
  db: Database,
  companyId: string,
  adding = 1,
  now: Date = clockNow(),
): Promise<void> {
  const { limit, message } = await planLimitOf(db, companyId, now, { lock: true });
  if (limit === null || adding <= 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.availability, true)));
  if ((row?.n ?? 0) + adding > limit) throw new ProductLimitError(message);
}
