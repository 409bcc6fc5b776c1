/**
 * A labelled search box in a list page's GET filter form. Keyed by its value, so it shows the
 * URL's value again after a navigation. `minLength` asks the browser for that many characters
 * (the server decides anyway); `note`, e.g. why a search was not run, is shown under the box.
 */
export function SearchField({
  id,
  label,
  value,
  name = "q",
  className = "min-w-64 flex-1",
  minLength,
  note = null,
}: {
  id: string;
  label: string;
  value: string;
  name?: string;
  className?: string;
  minLength?: number;
  note?: string | null;
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
        minLength={minLength}
        maxLength={100}
        aria-describedby={note ? `${id}-note` : undefined}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {note ? <SearchNote id={`${id}-note`}>{note}</SearchNote> : null}
    </div>
  );
}

/** A note under a search box (e.g. a search too short to run). */
export function SearchNote({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="status" className="mt-1 text-sm text-amber-900">
      {children}
    </p>
  );
}
