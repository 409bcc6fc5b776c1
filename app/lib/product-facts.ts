/** A product's regulatory and handling facts, documents and ratings (clinical trust). */

/** The documents a product may carry, one of each: Safety Data Sheet, Instructions for Use. */
export const DOCUMENT_KINDS = ["sds", "ifu"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  sds: "Safety Data Sheet",
  ifu: "Instructions for Use",
};

/** Longest shelf-life or storage-temperature text. */
export const PRODUCT_FACT_LENGTH = 100;

/** Longest comment on a rating. */
export const RATING_COMMENT_LENGTH = 1000;

/** An FDA 510(k) clearance number: K and six digits (stored upper-case, e.g. K123456). */
export const FDA_510K_PATTERN = /^K\d{6}$/;
export const INVALID_FDA_510K = "Please enter a 510(k) number as K followed by 6 digits";

/** The yes/no facts; each may also be unstated (null). */
export const PRODUCT_FACT_FLAGS = ["ceMarked", "latexFree", "containsFluoride"] as const;
export type ProductFactFlag = (typeof PRODUCT_FACT_FLAGS)[number];

export const PRODUCT_FACT_FLAG_LABELS: Record<ProductFactFlag, string> = {
  ceMarked: "CE mark",
  latexFree: "Latex-free",
  containsFluoride: "Contains fluoride",
};
