import { FilterInput } from "~/components/analytics/filter-input";
import type { AuditFilterErrors, AuditFilters } from "~/models/operations/audit-log-query.server";
import { FilterForm, filterOptions } from "~/routes/admin/parts/filter-form";

const all = (label: string, values: string[]) =>
  filterOptions(label, values, Object.fromEntries(values.map((v) => [v, v])));

const DATE_FIELDS = [
  { name: "from", label: "From (UTC)" },
  { name: "to", label: "To (UTC, included)" },
] as const;

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
      {DATE_FIELDS.map(({ name, label }) => (
        <FilterInput
          key={name}
          id={`audit-${name}`}
          type="date"
          name={name}
          label={label}
          value={filters[name]}
          error={errors[name]}
        />
      ))}
    </FilterForm>
  );
}
