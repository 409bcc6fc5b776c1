/**
 * What is new for a digest run (docs/decisions/169): the products and companies that became
 * public between two times. A product counts from when it was created or its company was
 * published, whichever is later; only what the one visibility rule shows now is named.
 */
import { desc, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { digestRuns } from "~/db/schema";
import {
  DIGEST_COMPANIES_MAX,
  DIGEST_PRODUCTS_MAX,
  type DigestCompany,
  type DigestContent,
  type DigestProduct,
  FIRST_DIGEST_DAYS,
} from "~/lib/digest";
import { publicCompany, publicProduct } from "~/models/catalogue/visibility.server";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** When product row `p` became public: its creation, or its company's publication if later. */
function publishedAt(p: string): SQL {
  return sql.raw(`greatest(${p}.created_at,
    (SELECT pc.published_at FROM companies pc WHERE pc.id = ${p}.company_id))`);
}

/** Product row `p` is public and became so in (since, until]. */
export function newProduct(p: string, since: Date, until: Date): SQL {
  return sql`(${publicProduct(p)} AND ${publishedAt(p)} > ${at(since)}
    AND ${publishedAt(p)} <= ${at(until)})`;
}

/** The window the next run covers: from the last run's end (or FIRST_DIGEST_DAYS back) to now. */
export async function nextWindow(db: Database, now = new Date()) {
  const [last] = await db
    .select({ until: digestRuns.until })
    .from(digestRuns)
    .where(isNotNull(digestRuns.finishedAt))
    .orderBy(desc(digestRuns.until))
    .limit(1);
  const since = last?.until ?? new Date(now.getTime() - FIRST_DIGEST_DAYS * 24 * 3600 * 1000);
  return { since, until: now };
}

/** Every product new in the window (the alerts match among them), newest first. */
export async function findNewProducts(
  db: Database,
  since: Date,
  until: Date,
  limit = 100_000,
): Promise<DigestProduct[]> {
  const { rows } = await db.execute<DigestProduct>(
    sql`SELECT p.id, p.name, p.category, p.company_id AS "companyId", c.name AS "companyName"
      FROM products p JOIN companies c ON c.id = p.company_id
      WHERE ${newProduct("p", since, until)}
      ORDER BY ${publishedAt("p")} DESC, p.name, p.id LIMIT ${limit}`,
  );
  return rows;
}

async function countNewProducts(db: Database, since: Date, until: Date) {
  const { rows } = await db.execute<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM products p WHERE ${newProduct("p", since, until)}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The window's digest: its newest products and companies, and how many more there are. */
export async function findDigestContent(
  db: Database,
  since: Date,
  until: Date,
): Promise<DigestContent> {
  const products = await findNewProducts(db, since, until, DIGEST_PRODUCTS_MAX);
  const productCount =
    products.length < DIGEST_PRODUCTS_MAX
      ? products.length
      : await countNewProducts(db, since, until);
  const { rows: companies } = await db.execute<DigestCompany & { total: number | string }>(
    sql`SELECT c.id, c.name, c.short_description AS "shortDescription", count(*) OVER () AS total
      FROM companies c
      WHERE ${publicCompany("c")} AND c.published_at > ${at(since)} AND c.published_at <= ${at(until)}
      ORDER BY c.published_at DESC, c.name, c.id LIMIT ${DIGEST_COMPANIES_MAX}`,
  );
  return {
    products,
    companies: companies.map(({ id, name, shortDescription }) => ({ id, name, shortDescription })),
    moreProducts: productCount - products.length,
    moreCompanies: Number(companies[0]?.total ?? 0) - companies.length,
  };
}
