import { FilterForm, filterOptions } from "~/components/admin/filter-form";
import type { AuditFilterErrors, AuditFilters } from "~/models/operations/audit-log-query.server";

const all = (label: string, values: string[]) =>
  filterOptions(label, values, Object.fromEntries(values.map((v) => [v, v])));

/** The log's filters as a GET form, so a filtered view is a link. */
export function AuditFilterForm({
  filters,
  errors,
  choices,
}: {
  filters: Omit<AuditFilters, "before">;
  errors: AuditFilterErrors;
  choices: { actions: string[]; entityTypes: string[] };
}) {
  return (
    <FilterForm
      id="audit"
      className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      fields={[
        {
          name: "action",
          label: "Action",
          value: filters.action,
          options: all("All actions", choices.actions),
        },
        {
          name: "entityType",
          label: "Entity type",
          value: filters.entityType,
          options: all("All types", choices.entityTypes),
        },
        { name: "actor", label: "Actor (e-mail or user id)", value: filters.actor, className: "" },
        {
          name: "company",
          label: "Company (id or exact name)",
          value: filters.company,
          className: "",
        },
      ]}
    >
      <DateField name="from" label="From (UTC)" value={filters.from} error={errors.from} />
      <DateField name="to" label="To (UTC, included)" value={filters.to} error={errors.to} />
    </FilterForm>
  );
}

function DateField({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  const id = `audit-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
