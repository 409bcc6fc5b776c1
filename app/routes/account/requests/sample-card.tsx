/**
 * One request on My samples (docs/decisions/129): its company, status, products, shipment and
 * history, and the buttons that apply to it (Rate this sample, Request again) with why not.
 */
import { Form, Link, useNavigation } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";
import { FormAlert } from "~/components/form/fields";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { STATUS_LABELS } from "~/lib/request-status";
import type { MySample } from "~/models/accounts/my-samples.server";

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] };
/** A request as the page's loader data carries it (dates may arrive as strings). */
export type Sample = Omit<Serialized<MySample>, "history"> & {
  history: Serialized<MySample["history"][number]>[];
};

const SECONDARY_BUTTON_CLASS =
  "inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

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

function SampleActions({ request, error }: { request: Sample; error: string | undefined }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("requestId") === request.id
      ? navigation.formData.get("intent")
      : null;
  const label = `${request.companyName}, requested ${formatLongDate(request.requestedAt)}`;
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        {request.canRate ? (
          <Form method="post">
            <input type="hidden" name="requestId" value={request.id} />
            <button
              type="submit"
              name="intent"
              value="rate"
              className={SECONDARY_BUTTON_CLASS}
              disabled={busy !== null}
            >
              Rate this sample<span className="sr-only">: {label}</span>
            </button>
          </Form>
        ) : null}
        {request.again ? (
          <Form method="post">
            <input type="hidden" name="requestId" value={request.id} />
            <button
              type="submit"
              name="intent"
              value="again"
              className={PRIMARY_BUTTON_CLASS}
              disabled={busy !== null}
            >
              {busy === "again" ? "Submitting..." : "Request again"}
              <span className="sr-only">: {label}</span>
            </button>
          </Form>
        ) : null}
      </div>
      <AgainNote request={request} />
      <FormAlert>{error}</FormAlert>
    </div>
  );
}

function AgainNote({ request }: { request: Sample }) {
  if (request.isAwaitingAnswer) {
    return (
      <p className="text-sm text-slate-700">
        This request is waiting for the supplier's answer, so it cannot be sent again yet.
      </p>
    );
  }
  if (!request.again) {
    return (
      <p className="text-sm text-slate-700">
        {request.isCompanyListed
          ? "These products are not offered any more, so this request cannot be sent again."
          : "This company is no longer in the directory, so this request cannot be sent again."}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      Request again sends the same request with the details you gave then, and agrees to the{" "}
      <Link to="/terms" className="text-brand-700 underline">
        terms
      </Link>
      .
      {request.again.leftOut.length > 0
        ? ` Left out, as no longer offered: ${request.again.leftOut.join(", ")}.`
        : ""}
    </p>
  );
}
