/**
 * A sample request as its reader needs it (the supplier's lead page, the admin's request page):
 * everything the requester gave, and the status history with who changed it and what they said.
 */

import { TitledSection } from "~/components/titled-section";
import type { sampleRequests } from "~/db/schema";
import type { RequestStatus } from "~/lib/catalogue";
import { RETURNING_PROFESSIONAL } from "~/lib/lead-signals";
import { formatRequestedProducts, historyEntryLabel } from "~/lib/request-status";

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "October 15, 2025 at 3:04 PM UTC". */
export const formatWhen = (value: Date | string) => `${dateTime.format(new Date(value))} UTC`;

/** What the requester gave, as the sample_requests row holds it. */
type RequestFields = Pick<
  typeof sampleRequests.$inferSelect,
  | "email"
  | "phone"
  | "licenseNumber"
  | "npi"
  | "practiceName"
  | "practiceType"
  | "yearsInPractice"
  | "street"
  | "city"
  | "state"
  | "zipCode"
  | "requestedProducts"
  | "specificRequests"
  | "comments"
  | "howHeardAbout"
  | "allowMarketing"
  | "subscribeUpdates"
>;

export function RequestDetails({
  request,
}: {
  request: RequestFields & { isReturningProfessional?: boolean };
}) {
  const rows: [string, React.ReactNode][] = [
    [
      "Email",
      <a key="email" href={`mailto:${request.email}`} className="text-brand-700 underline">
        {request.email}
      </a>,
    ],
    ["Phone", request.phone],
    ["License number", request.licenseNumber || "—"],
    ["NPI", request.npi || "—"],
    ["Practice", request.practiceName],
    ["Practice type", request.practiceType],
    ["Years in practice", request.yearsInPractice],
    ["Address", `${request.street}, ${request.city}, ${request.state} ${request.zipCode}`],
    [
      "Products",
      request.requestedProducts.length > 0
        ? formatRequestedProducts(request.requestedProducts)
        : "Samples of the company's choice",
    ],
    ["Specific requests", request.specificRequests || "—"],
    ["Comments", request.comments || "—"],
    ["How they heard of us", request.howHeardAbout],
    ["Marketing e-mails allowed", request.allowMarketing ? "Yes" : "No"],
    ["Subscribed to updates", request.subscribeUpdates ? "Yes" : "No"],
  ];
  // The lead signal of docs/decisions/130, for the admin's page too (the supplier's lists it).
  if (request.isReturningProfessional !== undefined) {
    rows.push([
      RETURNING_PROFESSIONAL,
      request.isReturningProfessional
        ? "Yes: sent from an account with this confirmed address and a practice profile"
        : "No",
    ]);
  }
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

/**
 * The "Request" and "Status history" sections of a request's page; their headings' ids are
 * `{idPrefix}-details` and `{idPrefix}-history`.
 */
export function RequestSections({
  idPrefix,
  request,
  history,
}: {
  idPrefix: string;
  request: RequestFields & { requestedAt: Date | string; isReturningProfessional?: boolean };
  history: readonly HistoryEntry[];
}) {
  return (
    <>
      <TitledSection id={`${idPrefix}-details`} title="Request" heading="minor">
        <RequestDetails request={request} />
      </TitledSection>
      <TitledSection id={`${idPrefix}-history`} title="Status history" heading="minor">
        <StatusHistory requestedAt={request.requestedAt} history={history} />
      </TitledSection>
    </>
  );
}

interface HistoryEntry {
  id: string | number;
  status: RequestStatus;
  changedAt: Date | string;
  changedBy: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  reason: string | null;
  note?: string | null;
}

/** The request's status changes after it was made, oldest first. */
export function StatusHistory({
  requestedAt,
  history,
}: {
  requestedAt: Date | string;
  history: readonly HistoryEntry[];
}) {
  return (
    <ol className="mt-2 space-y-3 border-l-2 border-slate-200 pl-4">
      <li>
        <span className="font-medium">Requested</span>
        {" · "}
        <time dateTime={new Date(requestedAt).toISOString()}>{formatWhen(requestedAt)}</time>
      </li>
      {history.map((change, i) => (
        <li key={change.id}>
          <span className="font-medium">
            {historyEntryLabel(change.status, history[i - 1]?.status ?? null)}
          </span>
          {" · "}
          <time dateTime={new Date(change.changedAt).toISOString()}>
            {formatWhen(change.changedAt)}
          </time>
          {" · by "}
          {change.changedBy === null
            ? "a deleted account"
            : change.changedBy || "a user without a name"}
          <ChangeDetails change={change} />
        </li>
      ))}
    </ol>
  );
}

function ChangeDetails({ change }: { change: HistoryEntry }) {
  const rows = [
    ["Carrier", change.carrier],
    ["Tracking number", change.trackingNumber],
    ["Reason", change.reason],
    ["Note", change.note],
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
