/**
 * Ratings after the sample (docs/decisions/092): what the requester's page, the supplier's
 * workspace, the company page and the operators' list share (no server code here).
 */

/** A rating is a whole number of stars, 1 (poor) to 5 (excellent), as the radio values. */
export const RATING_VALUES = ["1", "2", "3", "4", "5"] as const;

export const RATING_LABELS: Record<(typeof RATING_VALUES)[number], string> = {
  "1": "1 – Poor",
  "2": "2 – Fair",
  "3": "3 – Good",
  "4": "4 – Very good",
  "5": "5 – Excellent",
};

/** Ratings may be changed this many days after the request's first one; then they are read-only. */
export const RATING_EDIT_DAYS = 30;

/** The company page shows a product's average only from this many visible ratings. */
export const MIN_PUBLIC_RATINGS = 3;

/** How many of a company's newest ratings the workspace lists. */
export const WORKSPACE_RATINGS_LIMIT = 100;

/** Default days between a request's completion and the e-mail asking for a rating. */
export const DEFAULT_RATING_REQUEST_DELAY_DAYS = 7;

/** "4.3": the average with one decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** "1 rating", "3 ratings". */
export function ratingCount(count: number): string {
  return `${count} ${count === 1 ? "rating" : "ratings"}`;
}

/** The form names of one product's fields on the rating page. */
export const ratingFieldName = (productId: string) => `rating_${productId}`;
export const commentFieldName = (productId: string) => `comment_${productId}`;

/** What the rating page says after a save. */
export const RATINGS_SAVED = "Thank you! Your ratings are saved.";
