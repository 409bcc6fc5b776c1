/**
 * A dry run's or an apply's report: the counts, then a table of what each row does (created,
 * updated with the changed columns, unchanged, rejected with line, column and message), and the
 * form that applies a checked file.
 */
import { Form } from "react-router";
import { SubmitButton } from "~/components/form/fields";
import type { ReportRow, RowOutcome } from "~/models/catalogue/catalogue-import-plan.server";
import { type ListColumn, ListTable } from "~/routes/admin/parts/list-table";
import type { CatalogueResult } from "./catalogue-result";

/** What a row did (applied) or, in a dry run, will do. */
const OUTCOME_LABELS: Record<Report["stage"], Record<RowOutcome, string>> = {
  applied: { created: "Created", updated: "Updated", unchanged: "Unchanged", rejected: "Rejected" },
  checked: {
    created: "Will create",
    updated: "Will update",
    unchanged: "Unchanged",
    rejected: "Rejected",
  },
};

const OUTCOME_CLASSES: Record<RowOutcome, string> = {
  created: "bg-green-100 text-green-900",
  updated: "bg-blue-100 text-blue-900",
  unchanged: "bg-slate-100 text-slate-800",
  rejected: "bg-red-100 text-red-900",
};

type Report = Extract<CatalogueResult, { report: unknown }>;

function summary({ stage, report }: Report): string {
  const { created, updated, unchanged, rejected } = report.counts;
  const done = `${created} created, ${updated} updated, ${unchanged} unchanged`;
  const skipped = `${rejected} rejected ${rejected === 1 ? "row" : "rows"}`;
  return stage === "applied"
    ? `Import applied: ${done}; ${skipped} skipped.`
    : `Check finished, nothing changed yet: ${created} to create, ${updated} to update, ${unchanged} unchanged, ${skipped}.`;
}

function OutcomeBadge({ outcome, stage }: { outcome: RowOutcome; stage: Report["stage"] }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_CLASSES[outcome]}`}
    >
      {OUTCOME_LABELS[stage][outcome]}
    </span>
  );
}

function Details({ row }: { row: ReportRow }) {
  if (row.problems.length > 0) {
    return (
      <ul className="space-y-1">
        {row.problems.map((p) => (
          <li key={`${p.column}:${p.message}`}>
            {p.column ? <code className="font-semibold">{p.column}</code> : null}
            {p.column ? ": " : ""}
            {p.message}
          </li>
        ))}
      </ul>
    );
  }
  if (row.changed.length > 0) return <>Changes {row.changed.join(", ")}</>;
  return null;
}

const columns = (stage: Report["stage"]): ListColumn<ReportRow>[] => [
  {
    header: "Line",
    className: "tabular-nums",
    isNamedOnCard: true,
    cell: (row) => row.line,
  },
  {
    header: "Result",
    cell: (row) => <OutcomeBadge outcome={row.outcome} stage={stage} />,
  },
  { header: "Key", className: "break-all sm:max-w-48", cell: (row) => row.key },
  { header: "Name", className: "break-words sm:min-w-40", cell: (row) => row.name },
  {
    header: "Details",
    className: "break-words sm:min-w-64",
    cell: (row) => <Details row={row} />,
  },
];

export function ImportReportView({ result, isApplying }: { result: Report; isApplying: boolean }) {
  const { report, stage, importId, totalRows } = result;
  const hiddenRows = totalRows - report.rows.length;
  const caption = `What each row of the ${report.kind} file ${stage === "applied" ? "did" : "will do"}`;
  return (
    <div className="mt-4 space-y-4">
      <p
        role="status"
        className={`rounded-md border px-4 py-3 text-sm ${
          stage === "applied"
            ? "border-green-300 bg-green-50 text-green-900"
            : "border-slate-300 bg-slate-50 text-slate-900"
        }`}
      >
        {result.fileName ? <span className="font-semibold">{result.fileName}: </span> : null}
        {summary(result)}
      </p>
      {stage === "checked" ? (
        importId ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="kind" value={report.kind} />
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="importId" value={importId} />
            <input type="hidden" name="fileName" value={result.fileName} />
            <SubmitButton isBusy={isApplying} busyText="Applying...">
              Apply import
            </SubmitButton>
            <p className="text-sm text-slate-700">
              Rejected rows are skipped; the rest is applied in one step.
            </p>
          </Form>
        ) : (
          <p className="text-sm text-slate-700">
            Nothing to apply: every row is unchanged or rejected.
          </p>
        )
      ) : null}
      {report.rows.length > 0 ? (
        <ListTable
          caption={caption}
          columns={columns(stage)}
          rows={report.rows.map((row) => ({ ...row, id: String(row.line) }))}
        />
      ) : null}
      {hiddenRows > 0 ? (
        <p className="text-sm text-slate-700">
          {hiddenRows} more {hiddenRows === 1 ? "row is" : "rows are"} counted above but not listed.
        </p>
      ) : null}
    </div>
  );
}
