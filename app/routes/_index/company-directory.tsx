import { Form, Link, useNavigation } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { CompanyCard, type CompanyCardData } from "~/components/company-card";
import { trackEvent } from "~/lib/analytics";
import { CATEGORIES, type Category } from "~/lib/catalogue";

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

/** The home page's Top Free Samples: Make Request to All, the category filter and the grid. */
export function CompanyDirectory({
  category,
  companies,
  error,
  onRequestAll,
  onClearSearch,
}: {
  category: Category | null;
  companies: CompanyCardData[];
  error: string | null;
  onRequestAll: () => void;
  onClearSearch: () => void;
}) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === "/";
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
            {companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
