import type { AuditFieldChange } from "~/db/schema";

interface Entry {
  id: number;
  at: Date | string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  entityLabel: string;
  companyId: string | null;
  companyName: string | null;
  changes: Record<string, AuditFieldChange>;
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "medium",
  timeZone: "UTC",
});

/** `decisionMessage` → "Decision message". */
function fieldName(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A stored value as a reader wants it: empty as "(empty)", booleans as Yes/No, lists joined. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map(readableValue).join(", ") : "(empty)";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function actorText(entry: Entry): string {
  if (entry.actorId === null) return "System";
  return entry.actorEmail ?? `Deleted user ${entry.actorId}`;
}

/** One entry: when, who, what, and the edited fields before → after. */
export function AuditEntryItem({ entry }: { entry: Entry }) {
  const changes = Object.entries(entry.changes);
  const at = new Date(entry.at);
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-mono text-sm font-semibold break-all">{entry.action}</p>
        <time dateTime={at.toISOString()} className="text-sm text-slate-700">
          {dateTime.format(at)} UTC
        </time>
      </div>
      <p className="mt-1 text-sm break-words">
        <span className="text-slate-700">By</span> {actorText(entry)}
        <span className="text-slate-700"> · {entry.entityType}</span>{" "}
        {entry.entityLabel ? <span className="font-medium">{entry.entityLabel}</span> : null}{" "}
        <span className="font-mono text-xs break-all text-slate-700">{entry.entityId}</span>
      </p>
      {entry.companyId ? (
        <p className="text-sm break-words">
          <span className="text-slate-700">Company</span> {entry.companyName ?? entry.companyId}
        </p>
      ) : null}
      {changes.length > 0 ? (
        <dl className="mt-2 space-y-1 text-sm">
          {changes.map(([field, change]) => (
            <div key={field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-700">{fieldName(field)}</dt>
              <dd className="break-words whitespace-pre-line">
                <span className="text-slate-700 line-through decoration-slate-400">
                  {readableValue(change.from)}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <span className="font-medium">{readableValue(change.to)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
