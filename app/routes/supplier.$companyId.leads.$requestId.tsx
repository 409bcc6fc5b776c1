/**
 * One lead in the supplier workspace: everything the requester gave, the status history (who,
 * when, what they said) and the status form. Each next status is its own small form (a shipment's
 * carrier and tracking number, a rejection's required reason), so it works without JavaScript.
 * A request of another company is "not found", never shown.
 */
import { Form, Link, useNavigation } from "react-router";
import { StatusBadge } from "~/components/analytics/status-badge";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/form/fields";
import { LeadSignalDetails } from "~/components/lead-signals";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { getAppContext } from "~/context.server";
import { failureReply, parseSubmission } from "~/forms/parse-submission.server";
import { type StatusChangeActionData, statusChangeSchema } from "~/forms/status-change";
import { useForm } from "~/forms/use-form";
import type { RequestStatus } from "~/lib/catalogue";
import { notFound } from "~/lib/http-errors";
import { formatRequestedProducts, NEXT_STATUSES, STATUS_LABELS } from "~/lib/request-status";
import { seo, siteFromMatches } from "~/lib/seo";
import { requireCompanyAccess } from "~/models/membership.server";
import { changeRequestStatus } from "~/models/request-status.server";
import { findLead, findLeadSignals, listLeadHistory } from "~/models/supplier-leads.server";
import type { Route } from "./+types/supplier.$companyId.leads.$requestId";

const LEAD_NOT_FOUND = "This lead does not exist, or belongs to another company.";

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Lead",
    description: "A sample request and its status.",
    path: location.pathname,
    noindex: true,
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { company } = await requireCompanyAccess(request, context, params.companyId);
  const { db } = getAppContext(context);
  const lead = await findLead(db, company.id, params.requestId);
  if (!lead) notFound(LEAD_NOT_FOUND);
  const [history, signals] = await Promise.all([
    listLeadHistory(db, lead.id),
    findLeadSignals(db, company.id, lead.id),
  ]);
  return { company, lead, history, signals, next: NEXT_STATUSES[lead.status] };
}

const DONE: Partial<Record<RequestStatus, string>> = {
  approved: "Marked approved.",
  shipped: "Marked shipped.",
  completed: "Marked completed.",
  rejected: "Rejected.",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, company } = await requireCompanyAccess(request, context, params.companyId);
  const { db, outbox } = getAppContext(context);
  const lead = await findLead(db, company.id, params.requestId);
  if (!lead) notFound(LEAD_NOT_FOUND);
  const submission = await parseSubmission(request, statusChangeSchema);
  if (!submission.ok) {
    return failureReply(submission.failure, 400, { status: submission.failure.values.status });
  }
  const { status, ...details } = submission.data;
  const result = await changeRequestStatus(db, lead.id, status, user.id, outbox, details);
  if (result.ok) {
    return {
      ok: true as const,
      message: `${DONE[status] ?? "Status changed."} We e-mailed the requester.`,
    };
  }
  // Someone else changed it first, or the status does not follow the current one.
  return failureReply(
    {
      ok: false,
      errors: {},
      values: submission.values,
      formError:
        result.reason === "not-found"
          ? LEAD_NOT_FOUND
          : `The lead cannot be marked ${STATUS_LABELS[status].toLowerCase()} now: its status has changed. The page shows its current status.`,
    },
    result.reason === "not-found" ? 404 : 409,
    { status },
  );
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});
const when = (value: Date | string) => `${dateTime.format(new Date(value))} UTC`;

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, lead, history, signals, next } = loaderData;
  const result = actionData as StatusChangeActionData | undefined;
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <article aria-labelledby="lead-title">
      <Link
        to={`/supplier/${encodeURIComponent(company.id)}/leads`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        All leads
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="lead-title" className="text-2xl font-bold tracking-tight">
          {name}
        </h1>
        <StatusBadge status={lead.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {lead.practiceName} · requested {when(lead.requestedAt)}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="lead-signals">
            <h2 id="lead-signals" className="text-lg font-semibold">
              Lead signals
            </h2>
            <LeadSignalDetails signals={signals} />
          </section>
          <section aria-labelledby="lead-details">
            <h2 id="lead-details" className="text-lg font-semibold">
              Request
            </h2>
            <LeadDetails lead={lead} />
          </section>
          <section aria-labelledby="lead-history">
            <h2 id="lead-history" className="text-lg font-semibold">
              Status history
            </h2>
            <ol className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
              <li>
                <span className="font-medium">Requested</span>
                {" · "}
                <time dateTime={new Date(lead.requestedAt).toISOString()}>
                  {when(lead.requestedAt)}
                </time>
              </li>
              {history.map((change) => (
                <li key={change.id}>
                  <span className="font-medium">{STATUS_LABELS[change.status]}</span>
                  {" · "}
                  <time dateTime={new Date(change.changedAt).toISOString()}>
                    {when(change.changedAt)}
                  </time>
                  {" · by "}
                  {change.changedBy === null
                    ? "a deleted account"
                    : change.changedBy || "a user without a name"}
                  <ChangeDetails change={change} />
                </li>
              ))}
            </ol>
          </section>
        </div>
        <section aria-labelledby="lead-status" className="rounded-lg border border-slate-200 p-4">
          <h2 id="lead-status" className="text-lg font-semibold">
            Change status
          </h2>
          <SuccessStatus message={result?.ok ? result.message : undefined} />
          {next.length === 0 ? (
            <p className="mt-3 text-slate-700">
              {STATUS_LABELS[lead.status]} is final: the status no longer changes.
            </p>
          ) : (
            <div className="mt-3 space-y-4">
              {next.map((status) => (
                <StatusForm
                  key={`${lead.status}-${status}`}
                  status={status}
                  result={result && !result.ok && result.status === status ? result : undefined}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </article>
  );
}

type Lead = Route.ComponentProps["loaderData"]["lead"];

function LeadDetails({ lead }: { lead: Lead }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Email",
      <a key="email" href={`mailto:${lead.email}`} className="text-brand-700 underline">
        {lead.email}
      </a>,
    ],
    ["Phone", lead.phone],
    ["License number", lead.licenseNumber || "—"],
    ["NPI", lead.npi || "—"],
    ["Practice", lead.practiceName],
    ["Practice type", lead.practiceType],
    ["Years in practice", lead.yearsInPractice],
    ["Address", `${lead.street}, ${lead.city}, ${lead.state} ${lead.zipCode}`],
    [
      "Products",
      lead.requestedProducts.length > 0
        ? formatRequestedProducts(lead.requestedProducts)
        : "Samples of the company's choice",
    ],
    ["Specific requests", lead.specificRequests || "—"],
    ["Comments", lead.comments || "—"],
    ["How they heard of us", lead.howHeardAbout],
    ["Marketing e-mails allowed", lead.allowMarketing ? "Yes" : "No"],
    ["Subscribed to updates", lead.subscribeUpdates ? "Yes" : "No"],
  ];
  return (
    <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChangeDetails({
  change,
}: {
  change: { carrier: string | null; trackingNumber: string | null; reason: string | null };
}) {
  const rows = [
    ["Carrier", change.carrier],
    ["Tracking number", change.trackingNumber],
    ["Reason", change.reason],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <dl className="mt-1 text-sm text-slate-700">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="inline font-medium">{label}: </dt>
          <dd className="inline break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const BUTTON_LABELS: Record<RequestStatus, string> = {
  pending: "Mark pending",
  approved: "Mark approved",
  shipped: "Mark shipped",
  completed: "Mark completed",
  rejected: "Reject",
};

/** One next status: its button, with the fields that status carries. */
function StatusForm({
  status,
  result,
}: {
  status: RequestStatus;
  result: StatusChangeActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("status") === status;
  const failure = result && !result.ok ? result : undefined;
  const { field, formError, props } = useForm(statusChangeSchema, failure);
  const isReject = status === "rejected";
  return (
    <Form
      {...props}
      method="post"
      className={
        status === "shipped" || isReject ? "space-y-3 rounded-md bg-slate-50 p-3" : undefined
      }
    >
      <FormAlert>{formError}</FormAlert>
      <input type="hidden" name="status" value={status} />
      {status === "shipped" ? (
        <>
          <TextField {...field("carrier")} label="Carrier" hint="Optional, e.g. UPS." />
          <TextField
            {...field("trackingNumber")}
            label="Tracking number"
            hint="Optional. The requester sees it in their e-mail and status page."
          />
        </>
      ) : null}
      {isReject ? (
        <TextAreaField
          {...field("reason")}
          required
          label="Reason"
          hint="The requester reads it in their e-mail and status page."
        />
      ) : null}
      <SubmitButton isBusy={isBusy} busyText="Saving...">
        {BUTTON_LABELS[status]}
      </SubmitButton>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{ title: "Lead not found", back: { to: "..", label: "Back to leads" } }}
    />
  );
}
