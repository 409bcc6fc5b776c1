export type SearchResultType = "company" | "product";
export type SearchFilter = "all" | "companies" | "products";

/** A search result (spec §3 "Search result"). */
export interface SearchResult {
  type: SearchResultType;
  id: string;
  name: string;
  description: string;
  categories: string[];
  logo: string | null;
  category: string | null;
  companyId: string;
  companyName: string;
  /** The product-decisions relevance (tenths divided by 10). */
  relevance: number;
}

/** What GET /api/search answers. */
export interface SearchSuggestResponse {
  query: string;
  /** Matches counted; a lower bound when isTotalCapped (shown as "500+"). */
  total: number;
  isTotalCapped: boolean;
  results: SearchResult[];
}
