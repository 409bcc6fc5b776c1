/** Catalogue constants shared by the server and the browser (docs/product.md). */

export const CATEGORIES = [
  "Restorative",
  "Adhesives",
  "Impressions",
  "Whitening",
  "Preventive",
  "Endodontics",
  "Orthodontics",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category named in a URL, or null when it names none (an unknown one filters nothing). */
export function parseCategory(value: string | null): Category | null {
  return (CATEGORIES as readonly string[]).includes(value ?? "") ? (value as Category) : null;
}

export const PRACTICE_TYPES = [
  "General Dentistry",
  "Orthodontics",
  "Oral Surgery",
  "Periodontics",
  "Endodontics",
  "Prosthodontics",
  "Pediatric Dentistry",
  "Oral Pathology",
  "Other",
] as const;
export type PracticeType = (typeof PRACTICE_TYPES)[number];

export const YEARS_IN_PRACTICE = ["1-5 years", "6-10 years", "11-20 years", "20+ years"] as const;
export type YearsInPractice = (typeof YEARS_IN_PRACTICE)[number];

export const HOW_HEARD_OPTIONS = [
  "Search Engine",
  "Social Media",
  "Colleague Referral",
  "Dental Conference",
  "Professional Association",
  "Email Newsletter",
  "Other",
] as const;
export type HowHeard = (typeof HOW_HEARD_OPTIONS)[number];

export const REQUEST_STATUSES = [
  "pending",
  "approved",
  "shipped",
  "completed",
  "rejected",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The update list: pending until the confirmation link is followed (double opt-in). */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const PLAN_TYPES = ["basic", "featured"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const DEFAULT_RESPONSE_TIME = "1-2 business days";
export const DEFAULT_QUANTITY = "Standard sample";
export const DEFAULT_LOGO = "/images/default-logo.svg";
export const DEFAULT_PRODUCT_IMAGE = "/images/default-product.svg";

/** The company name lower-cased, punctuation removed, spaces turned into hyphens. */
export function slugifyCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** Cards per page of the home grid ('Show more' loads the next page, `?page=`). */
export const DIRECTORY_PAGE_SIZE = 24;

/** The canonical company URL, `/company/{id}/{slug}-dental-samples` (docs/product.md#directory). */
export function companyPath(company: { id: string; name: string }): string {
  return `/company/${encodeURIComponent(company.id)}/${slugifyCompanyName(company.name)}-dental-samples`;
}

/**
 * The canonical product URL, `/company/{companyId}/products/{productId}/{slug}` (docs/decisions/121):
 * ids make it stable, the product's name makes it readable.
 */
export function productPath(product: { companyId: string; id: string; name: string }): string {
  return `/company/${encodeURIComponent(product.companyId)}/products/${encodeURIComponent(product.id)}/${productSlug(product.name)}`;
}

/** The product name as a URL segment ("sample" for a name without letters or digits). */
export function productSlug(name: string): string {
  return slugifyCompanyName(name) || "sample";
}
