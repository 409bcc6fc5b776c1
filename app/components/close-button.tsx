/** A square button with a cross (×) that closes or dismisses what it sits in; `label` names it. */
export function CloseButton({
  label,
  onClick,
  hoverClass,
}: {
  label: string;
  onClick: () => void;
  /** The background on hover, to suit the surface it sits on. */
  hoverClass: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded p-1 text-slate-700 ${hoverClass}`}
      aria-label={label}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
        <path stroke="currentColor" strokeWidth="2" d="m5 5 10 10M15 5 5 15" />
      </svg>
    </button>
  );
}
