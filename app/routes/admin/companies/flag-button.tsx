/**
 * A one-click switch on a console list row (featured, sponsored, verified, samples available): a
 * small POST form whose button says the switch's name and whether it is on (aria-pressed), so
 * it works without JavaScript and reads as a toggle.
 */
import { Form } from "react-router";

export function FlagButton({
  companyId,
  companyName,
  flag,
  label,
  isOn,
}: {
  companyId: string;
  companyName: string;
  flag: string;
  label: string;
  isOn: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="companyId" value={companyId} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={isOn ? "off" : "on"} />
      <button
        type="submit"
        aria-pressed={isOn}
        className={`whitespace-nowrap rounded-md border px-2.5 py-1 text-xs font-semibold ${
          isOn
            ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
            : "border-slate-400 bg-white text-slate-800 hover:bg-slate-50"
        }`}
      >
        <span aria-hidden="true">{isOn ? "✓ " : ""}</span>
        {label}
        <span className="sr-only"> {companyName}</span>
      </button>
    </Form>
  );
}
