import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { trackEvent } from "~/lib/analytics";
import { CATEGORIES, type Category, DIRECTORY_PAGE_SIZE } from "~/lib/catalogue";
import { CompanyCard, type CompanyCardData } from "~/routes/site/parts/company-card";

/** A category filter button: submits `category` (none for All), pressed when it is the filter. */
function CategoryChip({
  value,
  isPressed,
  children,
}: {
  value?: Category;
  isPressed: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name={value ? "category" : undefined}
      value={value}
      aria-pressed={isPressed}
      className="rounded-full border px-4 py-1.5 text-sm font-medium transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

/** The home page at a page of the grid, under the category filter. */
function directoryHref(category: Category | null, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/${query ? `?${query}` : ""}#top-free`;
}

/**
 * The pages 'Show more' appended to the grid (loaded from the home loader, ?index). The page and
 * filter are part of the directory's key: another one starts with nothing appended.
 */
function useMorePages(category: Category | null) {
  const fetcher = useFetcher<{ companies?: CompanyCardData[] }>();
  const [loaded, setLoaded] = useState<CompanyCardData[][]>([]);
  useEffect(() => {
    const next = fetcher.data?.companies;
    if (next) setLoaded((pages) => [...pages, next]);
  }, [fetcher.data]);
  return {
    companies: loaded.flat(),
    pages: loaded.length,
    isLoading: fetcher.state !== "idle",
    load(next: number) {
      if (fetcher.state !== "idle") return;
      const params = new URLSearchParams({ index: "", page: String(next) });
      if (category) params.set("category", category);
      void fetcher.load(`/?${params}`);
    },
  };
}

/** The home page's Top Free Samples: Make Request to All, the category filter and the grid. */
export function CompanyDirectory({
  category,
  page,
  companyCount,
  companies,
  error,
  onRequestAll,
  onClearSearch,
}: {
  category: Category | null;
  /** The grid's page (`?page=`, from 1) and how many companies the filter holds in all. */
  page: number;
  companyCount: number;
  companies: CompanyCardData[];
  error: string | null;
  onRequestAll: () => void;
  onClearSearch: () => void;
}) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/";
  const more = useMorePages(category);
  const shown = [...companies, ...more.companies];
  const lastPage = page + more.pages;
  const hasMore = lastPage * DIRECTORY_PAGE_SIZE < companyCount;
  const firstShown = (page - 1) * DIRECTORY_PAGE_SIZE + 1;
  return (
    <section
      id="top-free"
      aria-labelledby="top-free-title"
      className="mx-auto max-w-6xl px-4 py-12"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="top-free-title" className="text-2xl font-bold">
          Top Free Samples
        </h2>
        <ButtonLink
          // Under a filter it goes to the companies the filter shows.
          to={`/request-samples?company=all${category ? `&category=${encodeURIComponent(category)}` : ""}`}
          onClick={(event) => {
            event.preventDefault();
            trackEvent({
              name: "select_content",
              contentType: "button",
              contentId: "request_all",
            });
            onRequestAll();
          }}
        >
          Make Request to All
        </ButtonLink>
      </div>
      <Form
        method="get"
        preventScrollReset
        className="mt-6 flex flex-wrap items-center gap-2"
        aria-label="Filter by category"
      >
        <CategoryChip isPressed={category === null}>All</CategoryChip>
        {CATEGORIES.map((c) => (
          <CategoryChip key={c} value={c} isPressed={category === c}>
            {c}
          </CategoryChip>
        ))}
        <Link
          to="/"
          preventScrollReset
          onClick={onClearSearch}
          className="ml-auto text-sm font-medium text-brand-800 underline"
        >
          Clear search
        </Link>
      </Form>
      <div aria-live="polite" aria-busy={isLoading} className="mt-6">
        {isLoading ? <p className="mb-4 text-slate-700">Loading companies...</p> : null}
        {error ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            Error loading companies: {error}
          </p>
        ) : companies.length === 0 ? (
          <p className="text-slate-700">No companies in this category yet.</p>
        ) : (
          <ul
            className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${isLoading ? "opacity-60" : ""}`}
            aria-label="Companies"
          >
            {shown.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!error && shown.length > 0 ? (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-700">
            Showing {firstShown}–{firstShown + shown.length - 1} of {companyCount} companies
            {page > 1 ? (
              <>
                {" · "}
                <Link
                  to={directoryHref(category, 1)}
                  className="font-medium text-brand-800 underline"
                >
                  Back to the first companies
                </Link>
              </>
            ) : null}
          </p>
          {hasMore ? (
            <Link
              // Without JavaScript: the next page of the grid. With it: appended here.
              to={directoryHref(category, lastPage + 1)}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                more.load(lastPage + 1);
              }}
              aria-disabled={more.isLoading || undefined}
              className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
            >
              {more.isLoading ? "Loading more..." : "Show more"}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
