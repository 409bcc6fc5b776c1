import { Link } from "react-router";

/** 'No results found', with close spellings and the categories to try instead. */
export function NoResults({
  query,
  suggestions,
}: {
  query: string;
  suggestions: { spellings: string[]; categories: string[] } | null;
}) {
  return (
    <div>
      <h2 className="text-xl font-semibold">No results found</h2>
      <p className="mt-2 text-slate-700">Nothing matches “{query}”. Try one of these:</p>
      {suggestions?.spellings.length ? (
        <div className="mt-4">
          <h3 className="font-semibold">Did you mean</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Similar spellings">
            {suggestions.spellings.map((term) => (
              <li key={term}>
                <Link
                  to={`/search?q=${encodeURIComponent(term)}`}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4">
        <h3 className="font-semibold">Browse a category</h3>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Categories">
          {suggestions?.categories.map((c) => (
            <li key={c}>
              <Link
                to={`/search?q=${encodeURIComponent(c)}`}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
