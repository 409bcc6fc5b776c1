/** A small rounded label in one of the site's tones (statuses, counts). */
const PILL_TONES = {
  slate: "bg-slate-100 text-slate-900",
  amber: "bg-amber-100 text-amber-900",
  sky: "bg-sky-100 text-sky-900",
  indigo: "bg-indigo-100 text-indigo-900",
  emerald: "bg-emerald-100 text-emerald-900",
  red: "bg-red-100 text-red-900",
} as const;

export type PillTone = keyof typeof PILL_TONES;

export function Pill({ tone, children }: { tone: PillTone; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${PILL_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
