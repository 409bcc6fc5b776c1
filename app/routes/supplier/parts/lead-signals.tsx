/**
 * A lead's signals (docs/decisions/090) as the supplier reads them: short labels on the leads
 * list, and each with its sentence on the lead's page. The words carry the meaning; the tone only
 * repeats it.
 */

import { Pill, type PillTone } from "~/components/pill";
import type { LeadSignal, SignalTone } from "~/lib/lead-signals";

const TONES: Record<SignalTone, PillTone> = { good: "emerald", caution: "amber", neutral: "slate" };
const EDGES: Record<SignalTone, string> = {
  good: "border-l-emerald-600",
  caution: "border-l-amber-500",
  neutral: "border-l-slate-300",
};

/** The labels on a lead's card. */
export function LeadSignalPills({ signals }: { signals: readonly LeadSignal[] }) {
  return (
    <ul aria-label="Signals" className="mt-2 flex flex-wrap gap-1.5">
      {signals.map((signal) => (
        <li key={signal.key}>
          <Pill tone={TONES[signal.tone]}>{signal.label}</Pill>
        </li>
      ))}
    </ul>
  );
}

/** Each signal with what it means, on the lead's page. */
export function LeadSignalDetails({ signals }: { signals: readonly LeadSignal[] }) {
  return (
    <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {signals.map((signal) => (
        <div
          key={signal.key}
          className={`grid gap-1 border-l-4 px-4 py-2 sm:grid-cols-[14rem_1fr] ${EDGES[signal.tone]}`}
        >
          <dt className="text-sm font-semibold text-slate-900">{signal.label}</dt>
          <dd className="break-words text-slate-900">{signal.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
