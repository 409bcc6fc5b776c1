/**
 * Subscribers (admins only, docs/decisions/072): the update list's addresses, newest first, searched
 * by e-mail and filtered by status, a page at a time; the same selection as a CSV download.
 */

import { CsvDownloadLink } from "~/components/analytics/csv-download-link";
import { Pill, type PillTone } from "~/components/pill";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { seo, siteFromMatches } from "~/lib/seo";
import { SUBSCRIBER_STATUS_LABELS } from "~/lib/subscriber-status";
import { getAdmin } from "~/models/accounts/user.server";
import {
  listSubscribers,
  subscriberFiltersFromUrl,
} from "~/models/subscribers/admin-subscribers.server";
import type { Route } from "./+types/subscribers";
import { AdminPage } from "./parts/admin-page";
import { FilterForm, filterOptions } from "./parts/filter-form";
import { CursorPages } from "./parts/list-pages";
import { type ListColumn, ListTable } from "./parts/list-table";

// Nothing here needs client code: GET filters, links and tables (decisions 082, 086).
export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Subscribers",
    description: "The update list's subscribers.",
    path: "/admin/subscribers",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const filters = subscriberFiltersFromUrl(new URL(request.url));
  const page = await listSubscribers(db, filters);
  return { ...page, q: filters.q, status: filters.status, isFirstPage: !filters.after };
}

const STATUS_OPTIONS = filterOptions("All statuses", SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS);

const TONES: Record<SubscriberStatus, PillTone> = {
  pending: "amber",
  active: "emerald",
  unsubscribed: "slate",
};

type Subscriber = Route.ComponentProps["loaderData"]["subscribers"][number];

const date = (d: Date | null) => (d ? formatLongDate(d) : "");

const COLUMNS: ListColumn<Subscriber>[] = [
  { header: "Email", className: "break-all", cell: (s) => s.email },
  {
    header: "Status",
    cell: (s) => <Pill tone={TONES[s.status]}>{SUBSCRIBER_STATUS_LABELS[s.status]}</Pill>,
  },
  { header: "Subscribed", className: "sm:whitespace-nowrap", cell: (s) => date(s.subscribedAt) },
  { header: "Confirmed", className: "sm:whitespace-nowrap", cell: (s) => date(s.confirmedAt) },
  {
    header: "Unsubscribed",
    className: "sm:whitespace-nowrap",
    cell: (s) => date(s.unsubscribedAt),
  },
];

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { subscribers, nextAfter, q, status, isFirstPage } = loaderData;
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  return (
    <AdminPage
      title="Subscribers"
      intro="Addresses on the update list, newest first. Only active ones (confirmed, not unsubscribed) receive updates."
      actions={
        <CsvDownloadLink href={`/admin/subscribers.csv${query.size ? `?${query}` : ""}`}>
          Export to CSV
        </CsvDownloadLink>
      }
    >
      <FilterForm
        id="subscriber"
        fields={[
          { name: "status", label: "Status", value: status, options: STATUS_OPTIONS },
          { name: "q", label: "Search by e-mail", value: q, isListSearch: true },
        ]}
      />
      {subscribers.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No subscribers match these filters." : "No more subscribers."}
        </p>
      ) : (
        <ListTable
          caption="Subscribers, newest first"
          columns={COLUMNS}
          rows={subscribers}
          rowTestId="subscriber-row"
        />
      )}
      <CursorPages
        label="Subscriber pages"
        search={{ q, status }}
        cursor={["after", nextAfter]}
        isFirstPage={isFirstPage}
        firstText="Newest subscribers"
        nextText="Older subscribers"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
