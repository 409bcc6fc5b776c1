/**
 * A labelled select in an analytics page's GET filter form. Keyed by its value, so it shows the
 * URL's value again after a navigation.
 */
export function SelectFilter({
  id,
  name,
  label,
  value,
  options,
  describedBy,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The id of a hint that says more about the choice. */
  describedBy?: string;
}) {
  return (
    <div className="max-w-full">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={value}
        aria-describedby={describedBy}
        className="mt-1 max-w-full rounded-md border border-slate-400 px-3 py-2"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
