/**
 * Fair use (admins only): the per-practice limits on sample requests (docs/decisions/090). Empty
 * means no limit; a change is saved with its audit entry, and refusals start with the next
 * submission.
 */

import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { getAppContext } from "~/context.server";
import { type FairUseActionData, fairUseSchema } from "~/forms/fair-use";
import { failureReply, parseSubmission } from "~/forms/parse-submission.server";
import { formatLongDate } from "~/lib/dates";
import { isFairUseOn } from "~/lib/fair-use";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { findFairUseSettings, saveFairUse } from "~/models/leads/fair-use.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import type { Route } from "./+types/route";
import { FairUseForm } from "./fair-use-form";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Fair use",
    description: "Per-practice limits on sample requests.",
    path: "/admin/fair-use",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  return findFairUseSettings(db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db } = getAppContext(context);
  const submission = await parseSubmission(request, fairUseSchema);
  if (!submission.ok) return failureReply(submission.failure);
  const changed = await saveFairUse(db, submission.data, admin.id);
  return {
    ok: true as const,
    message: changed ? "Fair-use limits saved." : "Nothing changed.",
  } satisfies FairUseActionData;
}

export default function FairUsePage({ loaderData, actionData }: Route.ComponentProps) {
  const { limits, updatedAt, updatedBy } = loaderData;
  const result = actionData as FairUseActionData | undefined;
  const failure = result && !result.ok ? result : undefined;
  return (
    <AdminPage
      title="Fair use"
      intro='Limits on how many free samples one practice can ask for. A practice is its e-mail address (lower-cased, without a "+tag"; Gmail addresses without dots). A request beyond a limit is refused with a message that names the limit and when it frees up; nothing the requester typed is lost.'
    >
      <p className="mt-3 font-medium" data-testid="fair-use-state">
        {isFairUseOn(limits)
          ? "Fair-use limits are on."
          : "Fair-use limits are off: no limit is set."}
        {updatedAt ? (
          <span className="font-normal text-slate-700">
            {" "}
            Last changed {formatLongDate(updatedAt)}
            {updatedBy ? ` by ${updatedBy}` : ""}.
          </span>
        ) : null}
      </p>
      <SuccessStatus message={result?.ok ? result.message : undefined} className="mt-4" />
      <div className="max-w-3xl">
        <FairUseForm limits={limits} failure={failure} />
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
