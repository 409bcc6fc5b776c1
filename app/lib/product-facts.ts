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
