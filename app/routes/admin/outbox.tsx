/**
 * Outbox (admins only): every e-mail the site sent or would send, so a newcomer without SMTP sees
 * what would go out and an operator sees what failed (docs/decisions/050).
 */
import { Link } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { DataTable } from "~/components/analytics/data-table";
import { StatusFilterForm } from "~/components/analytics/select-filter";
import { OutboxStatusBadge } from "~/components/outbox-status-badge";
import { PageLinks } from "~/components/page-links";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formatLongDate } from "~/lib/dates";
import { seo, siteFromMatches } from "~/lib/seo";
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES } from "~/mail/outbox-status";
import { listOutboxMessages, outboxFiltersFromUrl } from "~/models/outbox.server";
import { getAdmin } from "~/models/user.server";
import type { Route } from "./+types/outbox";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Outbox",
    description: "Every e-mail the site sent or would send.",
    path: "/admin/outbox",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db, env } = getAppContext(context);
  const filters = outboxFiltersFromUrl(new URL(request.url));
  const page = await listOutboxMessages(db, filters);
  return {
    ...page,
    status: filters.status,
    isFirstPage: !filters.before,
    smtp: Boolean(env.SMTP_URL),
  };
}

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s] })),
];

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { messages, nextBefore, status, isFirstPage, smtp } = loaderData;
  const olderParams = new URLSearchParams();
  if (status) olderParams.set("status", status);
  if (nextBefore) olderParams.set("before", nextBefore);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="outbox-title">
      <AdminNav className="mb-6" />
      <h1 id="outbox-title" className="text-3xl font-bold tracking-tight">
        Outbox
      </h1>
      <p className="mt-2 text-slate-700">
        {smtp
          ? "Every e-mail the site sends, newest first, with its tries and the last error."
          : "SMTP is not configured (SMTP_URL), so nothing is sent: each message is kept here as it would go out."}
      </p>
      <StatusFilterForm id="outbox-status" value={status} options={STATUS_OPTIONS} />
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No messages yet." : "No older messages."}
        </p>
      ) : (
        <DataTable
          className="mt-6"
          caption="Outbox messages, newest first"
          columns={["Created", "To", "Subject", "Status", "Tries", "Last error"]}
        >
          {messages.map((m) => (
            <tr key={m.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2">{formatLongDate(m.createdAt)}</td>
              <td className="min-w-48 px-3 py-2 break-words">{m.recipient}</td>
              <td className="min-w-64 px-3 py-2">
                <Link
                  to={`/admin/outbox/${m.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {m.subject}
                </Link>
              </td>
              <td className="min-w-40 px-3 py-2">
                <OutboxStatusBadge status={m.status} />
              </td>
              <td className="px-3 py-2">{m.tries}</td>
              <td className="min-w-48 px-3 py-2 break-words">{m.lastError ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageLinks
        label="Outbox pages"
        firstHref={isFirstPage ? null : status ? `?status=${status}` : "."}
        nextHref={nextBefore ? `?${olderParams}` : null}
        firstText="Newest messages"
        nextText="Older messages"
      />
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
