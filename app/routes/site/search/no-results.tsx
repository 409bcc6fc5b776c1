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
        <Suggestions title="Did you mean" label="Similar spellings" terms={suggestions.spellings} />
      ) : null}
      <Suggestions
        title="Browse a category"
        label="Categories"
        terms={suggestions?.categories ?? []}
      />
    </div>
  );
}

/** A titled list of searches to run instead, each a link to /search?q=. */
function Suggestions({ title, label, terms }: { title: string; label: string; terms: string[] }) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
        {terms.map((term) => (
          <li key={term}>
            <Link
              to={`/search?q=${encodeURIComponent(term)}`}
              className="inline-block rounded-2xl border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
