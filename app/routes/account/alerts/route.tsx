/**
 * /account/alerts (docs/decisions/170): a professional's alerts, each a category, words or both,
 * up to ALERTS_MAX; "Create alert" adds one, "Delete" removes one. The search page's "Alert me
 * about new results" opens this page with its words filled in (`?words=`), so the person sees
 * the alert before creating it, signed in first if need be. Works without JavaScript.
 */
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { type AlertsActionData, alertSchema } from "~/forms/alert";
import { formAlertReply, parseFormData } from "~/forms/parse-submission.server";
import { RefusalError } from "~/lib/http-errors";
import { readForm } from "~/lib/read-form.server";
import { parseSearchQuery } from "~/lib/search/query";
import { seo, siteFromMatches } from "~/lib/seo";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { getAccountUser } from "~/models/accounts/user.server";
import { createAlert, deleteAlert, listAlerts } from "~/models/digest/alerts.server";
import type { Route } from "./+types/route";
import { AlertsPage } from "./alerts-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Alerts",
    description: "E-mails about new sample products in a category or matching your words.",
    path: "/account/alerts",
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  // From the search page: the words searched, as the search read them.
  const words = parseSearchQuery(new URL(request.url).searchParams.get("words"))?.text ?? "";
  const alerts = await listAlerts(db, user.id);
  // Once an alert of these words exists, the form no longer offers them.
  const isTaken = alerts.some((a) => a.words?.toLowerCase() === words.toLowerCase());
  return { alerts, words: isTaken ? "" : words };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "create-alert": {
      const result = parseFormData(formData, alertSchema);
      if (!result.ok) return result.reply;
      try {
        await createAlert(db, user.id, result.data);
      } catch (error) {
        if (!(error instanceof RefusalError)) throw error;
        return formAlertReply(result.values, error.message, error.status);
      }
      return {
        ok: true as const,
        message: "Alert created. We will e-mail you new samples that match it.",
        isCreated: true as const,
      } satisfies AlertsActionData;
    }
    case "delete-alert": {
      if (!(await deleteAlert(db, user.id, String(formData.get("alertId") ?? "")))) {
        return formAlertReply({}, "This alert was already deleted.", 404);
      }
      return { ok: true as const, message: "Alert deleted." } satisfies AlertsActionData;
    }
    default:
      return formAlertReply({}, UNKNOWN_INTENT_MESSAGE, 400);
  }
}

export default function AlertsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AlertsPage
      alerts={loaderData.alerts}
      words={loaderData.words}
      result={actionData as AlertsActionData | undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
