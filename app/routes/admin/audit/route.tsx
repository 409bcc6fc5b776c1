/**
 * Audit log (admins only, docs/decisions/072): every admin and supplier change, newest first, with
 * who made it, what it concerned and each edited field before → after; filtered by action, entity
 * type, actor, company and dates, a page at a time.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import {
  auditFiltersFromUrl,
  listAuditChoices,
  listAuditEntries,
} from "~/models/operations/audit-log-query.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import { CursorPages } from "~/routes/admin/parts/list-pages";
import type { Route } from "./+types/route";
import { AuditEntryItem } from "./audit-entry";
import { AuditFilterForm } from "./audit-filters";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Audit log",
    description: "Every admin and supplier change: who, what, when, before and after.",
    path: "/admin/audit",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const { filters, errors } = auditFiltersFromUrl(new URL(request.url));
  const page = await listAuditEntries(db, filters, errors);
  const choices = await listAuditChoices(db);
  const { before, ...shown } = filters;
  return { ...page, filters: shown, errors, choices, isFirstPage: !before };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, nextBefore, filters, errors, choices, isFirstPage } = loaderData;
  return (
    <AdminPage
      title="Audit log"
      intro="Every admin and supplier change, newest first: who made it, when, and what each edited field was before and after. Entries are never changed or deleted."
    >
      <AuditFilterForm filters={filters} errors={errors} choices={choices} />
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No entries match these filters." : "No older entries."}
        </p>
      ) : (
        <ol className="mt-6 space-y-3" aria-label="Audit entries, newest first">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <CursorPages
        label="Audit log pages"
        search={filters}
        cursor={["before", nextBefore]}
        isFirstPage={isFirstPage}
        firstText="Newest entries"
        nextText="Older entries"
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
