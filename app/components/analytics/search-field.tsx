/**
 * A labelled search box in a list page's GET filter form. Keyed by its value, so it shows the
 * URL's value again after a navigation.
 */
export function SearchField({
  id,
  label,
  value,
  name = "q",
  className = "min-w-64 flex-1",
}: {
  id: string;
  label: string;
  value: string;
  name?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        defaultValue={value}
        key={value}
        maxLength={100}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
      />
    </div>
  );
}

/** The filter form's submit button. */
export function ApplyFiltersButton() {
  return (
    <button
      type="submit"
      className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      Apply filters
    </button>
  );
}
