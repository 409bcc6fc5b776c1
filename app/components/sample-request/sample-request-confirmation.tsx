/** The sample request confirmation: names each company and the products asked for. */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { RequestedSummary } from "~/forms/sample-request";
import { trackEvent } from "~/lib/analytics";
import { ALREADY_RECEIVED } from "~/lib/form-guard";

/**
 * What happened, in the number it happened: one supplier or each of several, and where the
 * request's status can be followed (the private link in the confirmation e-mail).
 */
export function confirmationText(supplierCount: number): string {
  const sent =
    supplierCount === 1
      ? "Thank you. Your sample request was sent to this supplier. The supplier will contact you directly."
      : `Thank you. Your sample request was sent to ${supplierCount} suppliers. Each supplier will contact you directly.`;
  return `${sent} We have e-mailed you a confirmation with a private link where you can follow the status of your request.`;
}

/**
 * Shown after a request is stored; brings its heading into view and focuses it, and fires
 * generate_lead once.
 */
export function SampleRequestConfirmation({
  summary,
  alreadyReceived = false,
}: {
  summary: RequestedSummary;
  /** The same request came in before (docs/decisions/045): nothing new was sent. */
  alreadyReceived?: boolean | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    // The form was scrolled to its submit button: show the heading from the top. Its scroll
    // margin keeps it clear of the sticky modal (or site) header; focus alone scrolled it
    // just under that header.
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
    if (alreadyReceived) return;
    for (const company of summary.companies) {
      trackEvent({ name: "generate_lead", companyId: company.id, value: 1, currency: "USD" });
    }
  }, [summary, alreadyReceived]);
  return (
    <div role="status" className="space-y-3">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-semibold text-brand-900"
      >
        Request sent!
      </h3>
      {alreadyReceived ? <p>{ALREADY_RECEIVED}</p> : null}
      <p>{confirmationText(summary.companies.length)}</p>
      <ul className="space-y-2">
        {summary.companies.map((c) => (
          <li key={c.id} className="rounded border border-slate-200 p-3">
            <p className="font-semibold">{c.name}</p>
            <p className="text-sm text-slate-700">
              {c.products.length > 0 ? c.products.join(", ") : "General samples"}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/" className="inline-block text-brand-800 underline">
        Browse more companies
      </Link>
    </div>
  );
}
