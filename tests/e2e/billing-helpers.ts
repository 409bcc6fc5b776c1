/** What the billing browser specs share: a company on a plan, and where it stands on the home page. */

import type { Page } from "@playwright/test";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { now } from "~/lib/clock";
import { topSamplesCondition } from "~/models/billing/billing-sql.server";
import { startTrial } from "~/models/billing/trial.server";
import { publicCompany } from "~/models/catalogue/visibility.server";
import { addCompanyMember, createCompany, createProduct, uniqueTag } from "../helpers/factories";

/** A published company with `products` products, on `plan`'s trial from now (null: no plan). */
export async function companyOnPlan(
  db: Database,
  plan: "basic" | "featured" | null,
  { products = 1, ownerId }: { products?: number; ownerId?: string } = {},
) {
  const company = await createCompany(db, {
    name: `Billing Dental ${uniqueTag()}`,
    description: "Composites and bonding agents.",
  });
  for (let i = 0; i < products; i++) {
    await createProduct(db, company.id, { position: i, name: `${company.name} product ${i + 1}` });
  }
  if (plan) await startTrial(db, company.id, plan, now(), null);
  if (ownerId) await addCompanyMember(db, company.id, ownerId, "owner");
  return company;
}

/** How many companies Top Free Samples shows first (the switch, or the Featured plan), at `at`. */
export async function countPlaced(db: Database, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(topSamplesCondition(at), publicCompany()));
  return row?.n ?? 0;
}

/** The company's place among the home page's Top Free Samples cards (-1: not on the page). */
export async function placeOnHome(page: Page, name: string): Promise<number> {
  await page.goto("/");
  const names = await page.locator("#top-free article h3").allTextContents();
  return names.map((n) => n.trim()).indexOf(name);
}

export { eq };
