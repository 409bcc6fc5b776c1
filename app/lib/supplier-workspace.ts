/**
 * What the supplier workspace's pages and their server models share (the pages cannot import
 * *.server modules): the leads filters and their query string, and the Performance period.
 */
import type { RequestStatus } from "./catalogue";
import type { LeadSort, SignalFilter } from "./lead-signals";

export interface LeadFilters {
  status: RequestStatus | null;
  /** Free text matched in the name, e-mail and practice; "" for none. */
  q: string;
  /** First and last day (YYYY-MM-DD, UTC) of the requests shown; null for no bound. */
  from: string | null;
  to: string | null;
  /** Only leads with this signal (docs/decisions/090); null for all. */
  signal: SignalFilter | null;
  /** Newest first (default), or most identity signals first. */
  sort: LeadSort;
}

/** The longest search text the leads page takes (the admin search's cap, likePattern). */
export const LEAD_SEARCH_MAX_LENGTH = 100;

/** The filters as a query string (without the cursor), for links to the next page and the CSV. */
export function leadFiltersQuery(filters: LeadFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.q) query.set("q", filters.q);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (filters.signal) query.set("signal", filters.signal);
  if (filters.sort !== "newest") query.set("sort", filters.sort);
  return query;
}

/** How many ISO weeks the Performance page shows, the current one last. */
export const PERFORMANCE_WEEKS = 12;
