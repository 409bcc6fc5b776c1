/**
 * /admin/digest (docs/decisions/169): "Preview digest" shows this week's digest as the next run
 * would send it; "Send digest now" queues a run of the digest and the alerts (audit-logged); the
 * log of runs (when, recipients, sent and failed, who started it) and each confirmed subscriber's
 * last digest, searchable by address.
 */
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formAlertReply } from "~/forms/parse-submission.server";
import { readForm } from "~/lib/read-form.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { getAdmin } from "~/models/accounts/user.server";
import {
  listRecipients,
  listRuns,
  previewDigest,
  startDigestNow,
} from "~/models/digest/digest-console.server";
import type { Route } from "./+types/route";
import { DigestPage } from "./digest-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Digest",
    description: "The weekly digest and the alerts: preview, send now, and the log of runs.",
    path: "/admin/digest",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db, outbox, env } = getAppContext(context);
  const url = new URL(request.url);
  const recipient = (url.searchParams.get("recipient") ?? "").trim().slice(0, 100);
  const isPreview = url.searchParams.get("preview") === "1";
  const [runs, recipients, preview] = await Promise.all([
    listRuns(db),
    listRecipients(db, recipient),
    isPreview ? previewDigest(db, outbox) : null,
  ]);
  return { runs, recipients, recipient, preview, cron: env.DIGEST_CRON, rate: env.DIGEST_RATE };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
  const { db, outbox } = getAppContext(context);
  const formData = await readForm(request);
  if (formData.get("intent") !== "send-now") return formAlertReply({}, UNKNOWN_INTENT_MESSAGE, 400);
  await startDigestNow(db, outbox, admin.id);
  return {
    ok: true as const,
    message:
      "The digest and the alerts are being sent now. The run appears in the log below within a few seconds.",
  };
}

export default function DigestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData && "message" in actionData ? actionData.message : undefined;
  return <DigestPage {...loaderData} message={message} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
