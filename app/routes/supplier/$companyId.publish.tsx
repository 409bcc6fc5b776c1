/**
 * /supplier/{companyId}/publish: a draft's checklist and Publish (docs/decisions/117). Every
 * member sees it; owners and admins publish.
 */
import { PublishPanel } from "~/components/publish-panel";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { workspacePageSeo } from "~/lib/seo";
import { publishAction, publishPageData } from "~/models/catalogue/publish-page.server";
import { getCompanyAccess, requireCompanyOwner } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.publish";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Publish", "Publish the company's page.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { company, role } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  return { ...(await publishPageData(db, company.id)), mayPublish: role !== "member" };
}

export async function action({ context }: Route.ActionArgs) {
  const { user, company } = requireCompanyOwner(getCompanyAccess(context));
  const { db } = getAppContext(context);
  return publishAction(db, company.id, user.id);
}

export default function PublishPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <PublishPanel
      {...loaderData}
      editPath={`/supplier/${encodeURIComponent(params.companyId)}/listing`}
      result={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
