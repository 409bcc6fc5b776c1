/** /admin/companies/{id}/publish (admins only): a draft's checklist and Publish (decision 117). */

import { PublishPanel } from "~/components/publish-panel";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { publishAction, publishPageData } from "~/models/catalogue/publish-page.server";
import type { Route } from "./+types/companies.$companyId.publish";
import { AdminPage } from "./parts/admin-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Publish company",
    description: "Publish a draft company.",
    path: "/admin/companies",
    noindex: true,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  return { ...(await publishPageData(db, params.companyId)), mayPublish: true };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = getAdmin(context);
  const { db } = getAppContext(context);
  return publishAction(db, params.companyId, user.id);
}

export default function AdminPublishPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <AdminPage title={loaderData.companyName}>
      <div className="mt-4">
        <PublishPanel
          {...loaderData}
          editPath={`/admin/companies/${encodeURIComponent(params.companyId)}`}
          result={actionData}
          heading="h2"
        />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
