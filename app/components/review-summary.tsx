/**
 * The parts of an admin review page that need no form kit: the last decision's message and the
 * fields under review. Apart from review-form.tsx (which re-exports them), so that a page whose
 * decision forms load on its first interaction (docs/decisions/086) does not load the kit with
 * them.
 */

/** The last decision's message (role=status, so screen readers announce it). */
export function DecisionStatus({
  actionData,
}: {
  actionData: { ok: true; message: string } | { ok: false } | null | undefined;
}) {
  return (
    <div role="status" className="empty:hidden">
      {actionData?.ok ? (
        <p className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">
          {actionData.message}
        </p>
      ) : null}
    </div>
  );
}

/** A definition list of a claim's or registration's fields. */
export function FieldList({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="mb-2 whitespace-pre-wrap break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
