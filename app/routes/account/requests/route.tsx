/**
 * /account/requests, My samples (docs/decisions/129): every sample request made with the
 * account's confirmed address, newest first. Request again goes through the sample request's own
 * path (form guard limits, duplicates window, fair use, the same e-mails); Rate this sample opens
 * the request's rating page.
 */
import { redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formAlertReply, parseSubmission } from "~/forms/parse-submission.server";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import { findMySample, listMySamples, MY_SAMPLES_LIMIT } from "~/models/accounts/my-samples.server";
import { getAccountUser } from "~/models/accounts/user.server";
import { readFormGuard } from "~/models/guards/form-guard-token.server";
import { guardAndStore } from "~/models/guards/public-submission.server";
import { sampleRequestSubmission } from "~/models/leads/sample-request-submission.server";
import { requesterRatingLink } from "~/models/ratings/rating-request.server";
import type { Route } from "./+types/route";
import {
  myRequestActionSchema,
  NOT_YOUR_REQUEST,
  NOTHING_TO_RATE,
  requestAgainInput,
} from "./request-again.server";
import { MySamplesPage } from "./requests-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "My samples",
    description: "The sample requests made with your address, their status and shipments.",
    path: "/account/requests",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db, env } = getAppContext(context);
  const { requests, isCut } = await listMySamples(
    db,
    user.email,
    env.FORM_DUPLICATE_WINDOW_SECONDS,
  );
  return { email: user.email, requests, isCut, limit: MY_SAMPLES_LIMIT };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAccountUser(context);
  const { db, outbox } = getAppContext(context);
  // The button's form has no guard fields: it is answered as a form sent without JavaScript is
  // (the limits and the duplicates window apply; nothing is typed, so no fill time).
  const guard = await readFormGuard(request);
  const submission = await parseSubmission(request, myRequestActionSchema);
  if (!submission.ok) return submission.reply;
  const { intent, requestId } = submission.data;
  const row = await findMySample(db, user.email, requestId);
  if (!row) notFound(NOT_YOUR_REQUEST);
  const extra = { requestId: row.id };
  if (intent === "rate") {
    const link = await requesterRatingLink(db, row.id, outbox.site.url);
    if (!link) return formAlertReply({}, NOTHING_TO_RATE, 409, extra);
    // The token is the page's own key (as in the e-mail), not personal data.
    return redirect(`/rate/${link.token}`, 303);
  }
  const again = await requestAgainInput(db, row, user.email);
  if (!again.ok) return formAlertReply({}, again.message, 409, extra);
  return guardAndStore(
    { context },
    sampleRequestSubmission(user, extra),
    { data: again.data, values: {} },
    guard,
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default function MySamplesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MySamplesPage {...loaderData} actionData={actionData} />;
}
