export type SearchResultType = "company" | "product";
export type SearchFilter = "all" | "companies" | "products";

/** A search result: a company or a product, with its company and relevance. */
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
  /** The relevance of docs/product.md#search (tenths divided by 10). */
  relevance: number;
  /** A company's card figures (company results only): its available products, its response time. */
  availableProducts?: number;
  responseTime?: string | null;
  /** A product card's key facts (product results only): latex-free, has a Safety Data Sheet. */
  latexFree?: boolean | null;
  hasSds?: boolean;
  /** A product's average rating and count, only from 3 visible ratings (product results only). */
  rating?: { average: number; count: number } | null;
}

/** What GET /api/search answers (200): the first results of a page and its total. */
export type SearchSuggestResponse = Pick<
  SearchPage,
  "query" | "total" | "isTotalCapped" | "results"
>;

/** One page of search results with the counts per type (searchCatalogue). */
export interface SearchPage {
  query: string;
  results: SearchResult[];
  /** companyCount + productCount; at least that many when isTotalCapped. */
  total: number;
  companyCount: number;
  productCount: number;
  /** More than the rank limit companies match: companyCount is that limit, shown as "500+". */
  isCompanyCountCapped: boolean;
  isProductCountCapped: boolean;
  /** Either count is capped, so total is a lower bound. */
  isTotalCapped: boolean;
  /** The query as typed, when it found nothing and `query` is its spelling correction. */
  correctedFrom?: string;
}
