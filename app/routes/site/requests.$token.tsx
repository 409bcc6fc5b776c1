/**
 * The requester's private status page (docs/decisions/051): reached only through the link in
 * their e-mails, no sign-in. Shows each request's company, products, status and its history;
 * the supplier's contact once a request is approved. Never indexed; the token is not repeated in
 * canonical or social tags.
 */

import { StatusBadge } from "~/components/analytics/status-badge";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formatLongDate } from "~/lib/dates";
import { notFound } from "~/lib/http-errors";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { formatRequestedProducts, historyEntryLabel } from "~/lib/request-status";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  findRequestsByStatusToken,
  type StatusPageChange,
  type StatusPageRequest,
} from "~/models/leads/request-status-link.server";
import type { Route } from "./+types/requests.$token";

const LINK_NOT_VALID =
  "This status link is not valid or has expired. Use the newest link from your e-mails.";
const SUPPLIER_CONTACT_STATUSES = new Set(["approved", "shipped", "completed"]);

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Your sample request",
    description: "The status of your sample request.",
    path: "/requests",
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const requests = await findRequestsByStatusToken(db, params.token);
  if (!requests) notFound(LINK_NOT_VALID);
  return {
    requests: requests.map(({ companyWebsite, companyLeadEmail, ...request }) => ({
      ...request,
      // The supplier's contact is the requester's to see once the request is approved.
      supplierContact: SUPPLIER_CONTACT_STATUSES.has(request.status)
        ? { website: companyWebsite, email: companyLeadEmail }
        : null,
    })),
  };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export default function RequestStatusPage({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="status-title">
      <h1 id="status-title" className="text-3xl font-bold tracking-tight">
        {requests.length === 1 ? "Your sample request" : "Your sample requests"}
      </h1>
      <p className="mt-2 text-slate-700">
        This page is private to you: anyone with its link can see it, so keep the link to yourself.
      </p>
      <ul className="mt-8 space-y-6">
        {requests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

type CardRequest = Omit<StatusPageRequest, "companyWebsite" | "companyLeadEmail"> & {
  requestedAt: Date | string;
  history: (Omit<StatusPageChange, "changedAt"> & { changedAt: Date | string })[];
  supplierContact: { website: string | null; email: string | null } | null;
};

function RequestCard({ request }: { request: CardRequest }) {
  const headingId = `request-${request.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold">
            {request.companyName}
          </h2>
          <StatusBadge status={request.status} />
        </div>
        <p className="mt-2 text-slate-700">
          {request.requestedProducts.length > 0
            ? formatRequestedProducts(request.requestedProducts)
            : "Samples of the company's choice"}
        </p>
        <h3 className="mt-4 font-semibold">History</h3>
        <ol className="mt-2 space-y-1">
          {request.history.map((entry, i) => (
            <li key={`${entry.status}-${String(entry.changedAt)}`} className="text-slate-800">
              <span className="font-medium">
                {historyEntryLabel(entry.status, request.history[i - 1]?.status ?? null)}
              </span>
              {" · "}
              <time dateTime={new Date(entry.changedAt).toISOString()}>
                {formatLongDate(entry.changedAt)}
              </time>
              <ChangeDetails entry={entry} />
            </li>
          ))}
        </ol>
        {request.supplierContact ? <SupplierContact contact={request.supplierContact} /> : null}
      </article>
    </li>
  );
}

/** What the supplier said with a change: how the samples travel, why it was rejected, a note. */
function ChangeDetails({ entry }: { entry: CardRequest["history"][number] }) {
  const rows = [
    ["Carrier", entry.carrier],
    ["Tracking number", entry.trackingNumber],
    ["Reason", entry.reason],
    ["Note", entry.note],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <dl className="mt-1 ml-4 text-sm text-slate-700">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="inline font-medium">{label}: </dt>
          <dd className="inline break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SupplierContact({
  contact,
}: {
  contact: { website: string | null; email: string | null };
}) {
  if (!contact.website && !contact.email) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold">Supplier contact</h3>
      <ul className="mt-1 space-y-1">
        {contact.email ? (
          <li>
            <a href={`mailto:${contact.email}`} className="text-brand-700 underline">
              {contact.email}
            </a>
          </li>
        ) : null}
        {contact.website ? (
          <li>
            <a
              href={contact.website}
              rel="noreferrer noopener"
              className="text-brand-700 underline"
            >
              {contact.website}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

const NOT_FOUND = {
  title: "Status link not valid",
  back: {
    to: "/",
    label: "Back to Home",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
