/** The weekly digest's and the alerts' shared shapes and limits (docs/decisions/169, 170). */

/** The digest's cron in UTC when DIGEST_CRON is unset: Mondays at 14:00. */
export const DEFAULT_DIGEST_CRON = "0 14 * * 1";

/** Messages per second the digest and alerts are sent at when DIGEST_RATE is unset. */
export const DEFAULT_DIGEST_RATE = 10;

/** Most alerts one professional keeps. */
export const ALERTS_MAX = 20;

/** The first run looks this far back. */
export const FIRST_DIGEST_DAYS = 7;

/** Most products and companies a digest names; the rest are counted ("and 12 more"). */
export const DIGEST_PRODUCTS_MAX = 40;
export const DIGEST_COMPANIES_MAX = 20;

export type DigestProduct = {
  id: string;
  name: string;
  category: string;
  companyId: string;
  companyName: string;
};

export type DigestCompany = {
  id: string;
  name: string;
  shortDescription: string;
};

/** What one run's digest names, fixed when the run starts. */
export interface DigestContent {
  products: DigestProduct[];
  companies: DigestCompany[];
  moreProducts: number;
  moreCompanies: number;
}

export function isDigestEmpty(content: DigestContent): boolean {
  return content.products.length === 0 && content.companies.length === 0;
}

/** An alert as people read it: `"rotary files" in Endodontics`, `Endodontics`, `"rotary files"`. */
export function alertLabel(alert: { category: string | null; words: string | null }): string {
  const words = alert.words ? `"${alert.words}"` : null;
  if (words && alert.category) return `${words} in ${alert.category}`;
  return words ?? alert.category ?? "";
}
