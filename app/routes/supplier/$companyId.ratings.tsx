/**
 * Ratings (members only): what requesters said after their samples (docs/decisions/092). Each
 * product's average of its visible ratings, and the newest ratings with their comments; a rating
 * the operators hid is listed as hidden, without its comment, and counts in no average.
 */

import { RatingCard } from "~/components/rating-card";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { formatAverage, MIN_PUBLIC_RATINGS, WORKSPACE_RATINGS_LIMIT } from "~/lib/ratings";
import { workspacePageSeo } from "~/lib/seo";
import { listCompanyRatings } from "~/models/ratings/rating-lists.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.ratings";
import { DataTable } from "./parts/data-table";
import { WorkspacePage } from "./parts/workspace-page";

// Nothing here needs client code: a read-only page of tables (decisions 082, 086).
export const handle = NO_SCRIPTS;

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(
    args,
    "Ratings",
    "Ratings and comments from requesters after their samples.",
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const ratings = await listCompanyRatings(db, company.id);
  return { company, ...ratings };
}

export default function Ratings({ loaderData }: Route.ComponentProps) {
  const { perProduct, recent } = loaderData;
  return (
    <WorkspacePage
      id="ratings-title"
      title="Ratings"
      intro={
        <>
          Some days after you mark a request completed, the requester is asked to rate each product
          from 1 to 5. Your public page shows a product's average once it has {MIN_PUBLIC_RATINGS}{" "}
          ratings; comments are shown only here.
        </>
      }
    >
      {recent.length === 0 ? (
        <p className="mt-6 text-slate-700">No ratings yet.</p>
      ) : (
        <>
          <TitledSection
            id="per-product-title"
            title="Per product"
            heading="minor"
            className="mt-6"
          >
            <DataTable
              className="mt-3"
              caption="Average rating per product"
              columns={["Product", "Average", "Ratings", "Public page"]}
            >
              {perProduct.map((p) => (
                <tr key={p.productId}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {p.productName}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {formatAverage(p.average)} out of 5
                  </td>
                  <td className="px-3 py-2 tabular-nums">{p.count}</td>
                  <td className="px-3 py-2">
                    {p.count >= MIN_PUBLIC_RATINGS ? "Shown" : `From ${MIN_PUBLIC_RATINGS} ratings`}
                  </td>
                </tr>
              ))}
            </DataTable>
          </TitledSection>
          <TitledSection
            id="recent-title"
            title="Ratings and comments"
            heading="minor"
            className="mt-8"
          >
            <p className="mt-1 text-sm text-slate-700">
              Newest first
              {recent.length === WORKSPACE_RATINGS_LIMIT
                ? `, the last ${WORKSPACE_RATINGS_LIMIT}`
                : ""}
              .
            </p>
            <ul className="mt-3 space-y-3">
              {recent.map((rating) => (
                <RatingCard key={rating.id} rating={rating} />
              ))}
            </ul>
          </TitledSection>
        </>
      )}
    </WorkspacePage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
