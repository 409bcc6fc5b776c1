/**
 * Claims (admins only): every claim request, open ones first (pending, more information asked,
 * disputed), then the decided ones, each group newest first, filtered by status, a page at a time.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { CLAIM_STATUSES } from "~/lib/suppliers";
import { getAdmin } from "~/models/accounts/user.server";
import { listClaims, reviewFiltersFromUrl } from "~/models/reviews/review-lists.server";
import type { Route } from "./+types/claims";
import type { ListColumn } from "./parts/list-table";
import { CLAIM_PAGES } from "./parts/review-pages";
import { CONTACT_COLUMN, ReviewQueuePage } from "./parts/review-queue-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Claims",
    description: "Claim requests for company pages, open ones first.",
    path: "/admin/claims",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const filters = reviewFiltersFromUrl("claim", new URL(request.url));
  const { rows, nextAfter } = await listClaims(db, filters);
  return { claims: rows, nextAfter, status: filters.status, isFirstPage: !filters.after };
}

type Claim = Route.ComponentProps["loaderData"]["claims"][number];

const COLUMNS: ListColumn<Claim>[] = [CONTACT_COLUMN];

export default function ClaimsPage({ loaderData }: Route.ComponentProps) {
  const { claims, ...page } = loaderData;
  return (
    <ReviewQueuePage
      pages={CLAIM_PAGES}
      intro="Requests to claim a company page. Open claims come first: pending, more information asked, then disputed (the company already has an owner)."
      caption="Claim requests, open ones first"
      statuses={CLAIM_STATUSES}
      columns={COLUMNS}
      companyNote={(c) =>
        c.companyId ? null : <span className="block text-xs text-slate-700">Not listed</span>
      }
      rows={claims}
      {...page}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
