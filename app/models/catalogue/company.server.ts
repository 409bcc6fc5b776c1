import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, products } from "~/db/schema";
import { type Category, DIRECTORY_PAGE_SIZE } from "~/lib/catalogue";
import { now as clockNow } from "~/lib/clock";
import { sponsorCondition, topSamplesCondition } from "~/models/billing/billing-sql.server";
import { publicCompany, publicProduct } from "./visibility.server";

export const companyCardColumns = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  /**
   * The Verified badge (product decisions, "Verified"; docs/decisions/148): the stored
   * `verified` fact, set when an owner's claim or registration is approved or by an admin's
   * switch (both recorded), and read as it is by every page, the console included.
   */
  verified: companies.verified,
  shortDescription: companies.shortDescription,
  categories: companies.categories,
  samplesAvailable: companies.samplesAvailable,
  responseTime: companies.responseTime,
  /**
   * The card's 'N samples': the company's public products, counted in the same query (one
   * index lookup per company on products_company_listed_idx), not one query per card.
   */
  // Qualified by hand: in the subquery drizzle's bare column names would read the product's id.
  availableProducts: sql<number>`(SELECT count(*) FROM ${products} AS ap
    WHERE ap.company_id = "companies"."id" AND ${publicProduct("ap")})::int`.mapWith(Number),
};

/** The public companies ('Make Request to All' addresses them), optionally in one category. */
export function directoryCompanies(category: Category | null | undefined) {
  return and(
    publicCompany(),
    category ? arrayContains(companies.categories, [category]) : undefined,
  );
}

/**
 * Companies for the directory grid (Top Free Samples), optionally in one category: the featured
 * ones first (the Featured switch, or the Featured plan while paid or in trial: docs/decisions/134),
 * then the rest by name
 * (then id, so pages never overlap): one page of `pageSize` when `page` (from 1) is given, else all.
 */
export function listCompanies(
  db: Database,
  {
    category,
    page,
    pageSize = DIRECTORY_PAGE_SIZE,
  }: { category?: Category | null; page?: number; pageSize?: number } = {},
  now: Date = clockNow(),
) {
  const query = db
    .select(companyCardColumns)
    .from(companies)
    .where(directoryCompanies(category))
    .orderBy(desc(topSamplesCondition(now)), asc(companies.name), asc(companies.id));
  return page === undefined ? query : query.limit(pageSize).offset((page - 1) * pageSize);
}

async function countCompaniesWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(where);
  return row?.n ?? 0;
}

/** How many companies the directory lists, optionally in one category. */
export function countCompanies(
  db: Database,
  { category }: { category?: Category | null | undefined } = {},
): Promise<number> {
  return countCompaniesWhere(db, directoryCompanies(category));
}

/**
 * The companies 'Make Request to All' addresses: those in the category (when one is given) with
 * at least one available product. A company with none has nothing to send (issue 23 point 7).
 */
export function requestAllCompanies(category?: Category | null) {
  const hasAvailableProduct = exists(
    sql`(SELECT 1 FROM ${products} AS ap
      WHERE ap.company_id = "companies"."id" AND ${publicProduct("ap")})`,
  );
  return and(directoryCompanies(category), hasAvailableProduct);
}

/** How many companies 'Make Request to All' addresses (optionally in one category). */
export function countRequestAllCompanies(
  db: Database,
  { category }: { category?: Category | null | undefined } = {},
): Promise<number> {
  return countCompaniesWhere(db, requestAllCompanies(category));
}

/** The sponsors block: sponsored companies (the switch, or the Featured plan) by name. */

export function listSponsoredCompanies(db: Database, now: Date = clockNow()) {
  return db
    .select({ id: companies.id, name: companies.name, logo: companies.logo })
    .from(companies)
    .where(and(sponsorCondition(now), publicCompany()))
    .orderBy(asc(companies.name));
}

/** A few featured companies by name: the suggestions on a 404 page. */
export function listFeaturedCompanies(db: Database, limit = 4) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      shortDescription: companies.shortDescription,
    })
    .from(companies)
    .where(and(topSamplesCondition(clockNow()), publicCompany()))
    .orderBy(asc(companies.name))
    .limit(limit);
}

const FEATURED_MAX_AGE_MS = 60_000;
const featuredCache = new WeakMap<Database, { at: number; companies: FeaturedCompany[] }>();

type FeaturedCompany = Awaited<ReturnType<typeof listFeaturedCompanies>>[number];

/**
 * The 404 suggestions as the root loader offers them on every page: read at most once a minute
 * per process, not once per page view (a failed read is not kept).
 */
export async function recentFeaturedCompanies(
  db: Database,
  now = Date.now(),
): Promise<FeaturedCompany[]> {
  const cached = featuredCache.get(db);
  if (cached && now - cached.at < FEATURED_MAX_AGE_MS) return cached.companies;
  const companies = await listFeaturedCompanies(db);
  featuredCache.set(db, { at: now, companies });
  return companies;
}

/** A company's own fields, without the search index's stored text. */
const {
  searchText: _searchText,
  nameSearchText: _nameSearchText,
  ...companyColumns
} = getTableColumns(companies);

export async function findCompany(db: Database, id: string) {
  const [company] = await db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return company ?? null;
}

/** A company's id and name; `{ isPublic: true }`: only a published one (a request's target). */
export async function findCompanyName(db: Database, id: string, { isPublic = false } = {}) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), isPublic ? publicCompany() : undefined))
    .limit(1);
  return company ?? null;
}

/**
 * The supplier's order of a company's products (products.position, set in the listing editor),
 * then by name: the company page, the request form and the editor all list them so.
 */
export const productOrder = [asc(products.position), asc(products.name), asc(products.id)];

/** A product's regulatory and handling facts (docs/decisions/091-product-facts-and-documents.md). */
export const productFactColumns = {
  fda510k: products.fda510k,
  ceMarked: products.ceMarked,
  latexFree: products.latexFree,
  containsFluoride: products.containsFluoride,
  shelfLife: products.shelfLife,
  storageTemperature: products.storageTemperature,
};

/** What the public pages show of a product. */
const publicProductColumns = {
  id: products.id,
  companyId: products.companyId,
  availability: products.availability,
  name: products.name,
  description: products.description,
  category: products.category,
  treatmentType: products.treatmentType,
  images: products.images,
  sampleType: products.sampleType,
  quantity: products.quantity,
  ...productFactColumns,
};

/**
 * Products shown on a company page: that company's public products, in the supplier's order; a
 * draft's preview (`isDraftPreview`, its team and admins only) lists those it will show.
 */
export function listAvailableProducts(
  db: Database,
  companyId: string,
  { isDraftPreview = false } = {},
) {
  return db
    .select(publicProductColumns)
    .from(products)
    .where(and(eq(products.companyId, companyId), publicProduct(undefined, { isDraftPreview })))
    .orderBy(...productOrder);
}

/** A product's own page: one public product of that company, or null. */
export async function findAvailableProduct(db: Database, companyId: string, productId: string) {
  const [product] = await db
    .select({ ...publicProductColumns, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId), publicProduct()))
    .limit(1);
  return product ?? null;
}

/** The named products, when they are public products of that company (others are left out). */
export function findAvailableProducts(db: Database, companyId: string, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(eq(products.companyId, companyId), publicProduct(), inArray(products.id, productIds)),
    )
    .orderBy(...productOrder);
}
