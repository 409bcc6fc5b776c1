/**
 * A console list's filters: one GET form (a filtered view is a link; it works without JavaScript)
 * with its selects and search boxes in the order given, any further fields, and the button.
 * A list search (`isListSearch`) asks for three characters at least and, when the URL's is
 * shorter, says under the box that it was not run (app/lib/admin-search.ts).
 */
import { Form } from "react-router";
import { FilterInput } from "~/components/analytics/filter-input";
import { SelectFilter } from "~/components/analytics/select-filter";
import { ADMIN_SEARCH_MIN_LENGTH, adminSearchNote } from "~/lib/admin-search";

/** A select: its query parameter, label, the URL's value and the choices. */
export interface FilterSelect {
  name: string;
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
}

/** A search box: its query parameter, label and the URL's value. */
export interface FilterText {
  name: string;
  label: string;
  value: string;
  isListSearch?: boolean;
  /** The box's width (default: grows to fill the row). */
  className?: string;
}

export type FilterField = FilterSelect | FilterText;

export function FilterForm({
  id,
  fields,
  submitLabel = "Apply filters",
  className = "mt-6 flex flex-wrap items-end gap-3",
  children,
}: {
  /** The fields' ids start with it: "outbox" gives "outbox-status". */
  id: string;
  fields: readonly FilterField[];
  submitLabel?: "Apply" | "Apply filters" | "Search";
  className?: string;
  /** Fields of another kind, after the others (e.g. dates). */
  children?: React.ReactNode;
}) {
  return (
    <Form method="get" role="search" className={className}>
      {fields.map((field) =>
        "options" in field ? (
          <SelectFilter
            key={field.name}
            id={`${id}-${field.name}`}
            name={field.name}
            label={field.label}
            value={field.value ?? ""}
            options={field.options}
          />
        ) : (
          <FilterInput
            key={field.name}
            id={`${id}-${field.name}`}
            name={field.name}
            label={field.label}
            value={field.value}
            className={field.className ?? "min-w-64 flex-1"}
            maxLength={100}
            minLength={field.isListSearch ? ADMIN_SEARCH_MIN_LENGTH : undefined}
            note={field.isListSearch ? adminSearchNote(field.value) : null}
          />
        ),
      )}
      {children}
      <div className="flex items-end">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** The choices of a select: "All …" first, then each value with its label. */
export function filterOptions<Value extends string>(
  all: string,
  values: readonly Value[],
  labels: Record<Value, string>,
) {
  return [{ value: "", label: all }, ...values.map((value) => ({ value, label: labels[value] }))];
}
