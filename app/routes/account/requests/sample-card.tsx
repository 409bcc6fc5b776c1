/**
 * One request on My samples (docs/decisions/129): its company, status, products, shipment and
 * history, and the buttons that apply to it (Rate this sample, Request again) with why not.
 */
import { Link } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { STATUS_LABELS } from "~/lib/request-status";
import { type Sample, SampleActions } from "./sample-actions";

export type { Sample };

export function SampleCard({ request, error }: { request: Sample; error: string | undefined }) {
  const headingId = `request-${request.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-slate-200 p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-xl font-semibold break-words">
            {request.isCompanyListed ? (
              <Link
                to={companyPath({ id: request.companyId, name: request.companyName })}
                className="text-brand-700 underline"
              >
                {request.companyName}
              </Link>
            ) : (
              request.companyName
            )}
          </h2>
          <p>
            <span className="sr-only">Status: </span>
            <StatusBadge status={request.status} />
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          Requested{" "}
          <time dateTime={new Date(request.requestedAt).toISOString()}>
            {formatLongDate(request.requestedAt)}
          </time>
        </p>
        <p className="mt-2 break-words">
          {request.products.length > 0
            ? request.products.join(", ")
            : "Samples of the company's choice"}
        </p>
        {request.shipment ? <Shipment shipment={request.shipment} /> : null}
        <h3 className="mt-3 text-sm font-semibold">History</h3>
        <ol className="mt-1 space-y-0.5 text-sm text-slate-800">
          {request.history.map((entry) => (
            <li key={`${entry.status}-${String(entry.changedAt)}`}>
              <span className="font-medium">{STATUS_LABELS[entry.status]}</span>
              {" · "}
              <time dateTime={new Date(entry.changedAt).toISOString()}>
                {formatLongDate(entry.changedAt)}
              </time>
            </li>
          ))}
        </ol>
        <SampleActions request={request} error={error} />
      </article>
    </li>
  );
}

function Shipment({ shipment }: { shipment: NonNullable<Sample["shipment"]> }) {
  if (!shipment.carrier && !shipment.trackingNumber) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 text-sm">
      {shipment.carrier ? (
        <>
          <dt className="font-medium">Carrier</dt>
          <dd className="break-words">{shipment.carrier}</dd>
        </>
      ) : null}
      {shipment.trackingNumber ? (
        <>
          <dt className="font-medium">Tracking number</dt>
          <dd className="break-all">
            {shipment.link ? (
              <a
                href={shipment.link.url}
                rel="noreferrer noopener"
                className="text-brand-700 underline"
              >
                {shipment.trackingNumber}
                <span className="sr-only"> (track on {shipment.link.carrier}'s website)</span>
              </a>
            ) : (
              shipment.trackingNumber
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
