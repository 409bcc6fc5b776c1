/**
 * Supplier registrations (admins only): every registration from the pricing page, pending ones
 * first, then the decided ones, each group newest first, filtered by status, a page at a time.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { findPlan } from "~/lib/plans";
import { seo, siteFromMatches } from "~/lib/seo";
import { REGISTRATION_STATUSES } from "~/lib/suppliers";
import { getAdmin } from "~/models/accounts/user.server";
import { listRegistrations, reviewFiltersFromUrl } from "~/models/reviews/review-lists.server";
import type { Route } from "./+types/registrations";
import type { ListColumn } from "./parts/list-table";
import { REGISTRATION_PAGES } from "./parts/review-pages";
import { CONTACT_COLUMN, ReviewQueuePage } from "./parts/review-queue-page";

// Nothing here needs client code: GET filters, links and tables (decisions 082, 086).
export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Registrations",
    description: "Supplier registrations from the pricing page, pending ones first.",
    path: "/admin/registrations",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const filters = reviewFiltersFromUrl("registration", new URL(request.url));
  const { rows, nextAfter } = await listRegistrations(db, filters);
  return { registrations: rows, nextAfter, status: filters.status, isFirstPage: !filters.after };
}

type Registration = Route.ComponentProps["loaderData"]["registrations"][number];

const COLUMNS: ListColumn<Registration>[] = [
  { header: "Plan", cell: (r) => findPlan(r.planType).name },
  CONTACT_COLUMN,
];

export default function RegistrationsPage({ loaderData }: Route.ComponentProps) {
  const { registrations, ...page } = loaderData;
  return (
    <ReviewQueuePage
      pages={REGISTRATION_PAGES}
      intro="Suppliers who registered for a plan. Approving one creates its company page, starts its free month and invites the registrant as owner."
      caption="Supplier registrations, pending ones first"
      statuses={REGISTRATION_STATUSES}
      columns={COLUMNS}
      rows={registrations}
      {...page}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
