/**
 * A labelled box in a list page's GET filter form: a search (the default) or a date. Keyed by its
 * value, so a new value from the URL (back, a link) replaces what the box shows. `minLength` asks
 * the browser for that many characters (the server decides anyway). Under the box, `note` (e.g.
 * why a search was not run) is a status, and `error` (e.g. a date it cannot read) an alert that
 * also marks the box invalid.
 */
export function FilterInput({
  id,
  label,
  value,
  className,
  note = null,
  error = null,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  /** The query parameter; default "q". */
  name?: string;
  type?: "search" | "date";
  className?: string;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  note?: string | null;
  error?: string | null | undefined;
}) {
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        type="search"
        name="q"
        {...input}
        id={id}
        defaultValue={value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {note ? (
        <p id={noteId} role="status" className="mt-1 text-sm text-amber-900">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
