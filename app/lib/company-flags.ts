/** The one-click switches on the companies list, each a column of `companies`. */
export const COMPANY_FLAGS = ["featured", "sponsored", "verified", "samplesAvailable"] as const;
export type CompanyFlag = (typeof COMPANY_FLAGS)[number];

export const COMPANY_FLAG_LABELS: Record<CompanyFlag, string> = {
  featured: "Featured",
  sponsored: "Sponsored",
  verified: "Verified",
  samplesAvailable: "Samples available",
};
