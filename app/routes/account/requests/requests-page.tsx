/**
 * My samples' content (docs/decisions/129): one card per request, newest first, with its status,
 * history and shipment, and the buttons that apply (Rate this sample, Request again).
 */
import { Link } from "react-router";
import { SampleRequestConfirmation } from "~/components/sample-request/sample-request-confirmation";
import type { RequestedSummary } from "~/forms/sample-request";
import { ALREADY_RECEIVED } from "~/lib/form-guard";
import { type Sample, SampleCard } from "./sample-card";

export interface MySamplesActionData {
  ok: boolean;
  requestId?: string;
  formError?: string;
  summary?: RequestedSummary;
  alreadyReceived?: boolean;
}

export function MySamplesPage({
  email,
  requests,
  isCut,
  limit,
  actionData,
}: {
  email: string;
  requests: Sample[];
  isCut: boolean;
  limit: number;
  actionData?: MySamplesActionData | undefined;
}) {
  const sent = actionData?.ok && actionData.summary ? actionData : null;
  return (
    <section aria-labelledby="my-samples-title">
      <h1 id="my-samples-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        My samples
      </h1>
      <p className="mt-2 break-words text-slate-700">
        Every sample request made with <strong>{email}</strong>, also those sent before you had an
        account, newest first.
      </p>
      {/* A duplicate says once that nothing was sent, not "Request sent!" beside it. */}
      {sent?.alreadyReceived ? (
        <p role="status" className="mt-6 rounded-lg border border-slate-300 bg-slate-50 p-4">
          {ALREADY_RECEIVED}
        </p>
      ) : sent?.summary ? (
        <div className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
          <SampleRequestConfirmation summary={sent.summary} />
        </div>
      ) : null}
      {requests.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No sample requests yet.{" "}
          <Link to="/" className="font-semibold text-brand-700 underline">
            Browse companies
          </Link>
        </p>
      ) : (
        <ol className="mt-6 space-y-6">
          {requests.map((request) => (
            <SampleCard
              key={request.id}
              request={request}
              error={
                actionData && !actionData.ok && actionData.requestId === request.id
                  ? actionData.formError
                  : undefined
              }
            />
          ))}
        </ol>
      )}
      {isCut ? (
        <p className="mt-6 text-sm text-slate-700">Showing your {limit} newest requests.</p>
      ) : null}
    </section>
  );
}
