/**
 * One webhook endpoint, /supplier/{companyId}/integrations/webhooks/{endpointId} (issue 27): its
 * events and state, "Send test event" (a signed ping, delivered at once, its result shown; five a
 * minute per endpoint), the
 * delivery log with Resend, disable/enable, rolling the signing secret (decision 143) and delete.
 * Owners (and admins) act; members see it.
 */

import { data, Link, redirect } from "react-router";
import { FormAlert } from "~/components/form/fields";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import { now as clockNow } from "~/lib/clock";
import { formatDateTime } from "~/lib/dates";
import { readForm } from "~/lib/read-form.server";
import { workspacePageSeo } from "~/lib/seo";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { hitRateLimit } from "~/models/guards/rate-limit.server";
import { getCompanyAccess, requireCompanyOwner } from "~/models/suppliers/membership.server";
import { resendDelivery, sendTestEvent } from "~/models/webhooks/delivery.server";
import {
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  rollWebhookSecret,
  setWebhookEndpointEnabled,
  webhookContext,
} from "~/models/webhooks/endpoints.server";
import { listWebhookAttempts } from "~/models/webhooks/log.server";
import type { SendResult } from "~/models/webhooks/send.server";
import { WebhookEndpointState } from "~/routes/supplier/parts/webhook-endpoint-state";
import type { Route } from "./+types/route";
import { DeliveryLog } from "./delivery-log";
import { EndpointControls, RolledSecret } from "./endpoint-controls";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(
    args,
    "Webhook endpoint",
    "A webhook endpoint, its signing secret and its deliveries.",
  );
}

const NOT_FOUND = "This endpoint does not exist (it may have been deleted).";

/** "Send test event" presses per endpoint per minute (issue 38 point 5). */
const TEST_EVENTS_PER_MINUTE = 5;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { company, role } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const endpoint = await findWebhookEndpoint(db, company.id, params.endpointId);
  if (!endpoint) throw data(NOT_FOUND, { status: 404 });
  const attempts = await listWebhookAttempts(db, endpoint.id);
  return {
    endpoint: { ...endpoint, disabledAt: endpoint.disabledAt?.toISOString() ?? null },
    // A rolled secret that still signs beside the new one (decision 143).
    oldSecretUntil:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > clockNow()
        ? formatDateTime(endpoint.previousSecretExpiresAt)
        : null,
    attempts: attempts.map((a) => ({ ...a, attemptedAt: a.attemptedAt.toISOString() })),
    canManage: role !== "member",
  };
}

type EndpointActionData = { ok: boolean; message: string; secret?: string };

function answer(result: SendResult | null, what: string) {
  if (!result) return data<EndpointActionData>({ ok: false, message: NOT_FOUND }, { status: 404 });
  const status = result.statusCode === null ? "" : ` with ${result.statusCode}`;
  return data<EndpointActionData>(
    result.isSuccess
      ? { ok: true, message: `${what} delivered: answered${status} in ${result.durationMs} ms.` }
      : { ok: false, message: `${what} failed${status}: ${result.error ?? "not a 2xx answer"}.` },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, company } = requireCompanyOwner(getCompanyAccess(context));
  const { db, env, outbox, linkSecret } = getAppContext(context);
  const formData = await readForm(request);
  const webhooks = webhookContext(env, outbox, linkSecret);
  const endpointId = params.endpointId;
  switch (formData.get("intent")) {
    case "test": {
      // Each press sends a request at once to the endpoint's server: a few a minute, no more.
      const limit = await hitRateLimit(db, `webhook-test:${company.id}:${endpointId}`, {
        max: TEST_EVENTS_PER_MINUTE,
        windowSeconds: 60,
      });
      if (!limit.isAllowed) {
        return data<EndpointActionData>(
          {
            ok: false,
            message: `At most ${TEST_EVENTS_PER_MINUTE} test events a minute per endpoint. Try again in ${limit.retryAfterSeconds} s.`,
          },
          { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
        );
      }
      return answer(await sendTestEvent(db, webhooks, company.id, endpointId), "Test event");
    }
    case "resend": {
      const deliveryId = String(formData.get("deliveryId") ?? "");
      const result = await resendDelivery(db, webhooks, company.id, endpointId, deliveryId);
      return answer(result, "Resend");
    }
    case "disable":
    case "enable": {
      const isEnabled = formData.get("intent") === "enable";
      if (!(await setWebhookEndpointEnabled(db, company.id, endpointId, isEnabled, user.id))) {
        return data({ ok: false, message: NOT_FOUND }, { status: 404 });
      }
      return { ok: true, message: isEnabled ? "Endpoint enabled." : "Endpoint disabled." };
    }
    case "roll": {
      const oldSecret = formData.get("oldSecret");
      if (oldSecret !== "24h" && oldSecret !== "now") {
        return data(
          { ok: false, message: "Choose when the old secret stops working." },
          { status: 400 },
        );
      }
      const rolled = await rollWebhookSecret(db, webhooks, {
        companyId: company.id,
        endpointId,
        userId: user.id,
        keepOld: oldSecret === "24h",
      });
      if (!rolled) return data({ ok: false, message: NOT_FOUND }, { status: 404 });
      const old = rolled.previousExpiresAt
        ? `The old one signs beside it until ${formatDateTime(rolled.previousExpiresAt)}.`
        : "The old one no longer works.";
      return { ok: true, message: `New signing secret made. ${old}`, secret: rolled.secret };
    }
    case "delete":
      if (!(await deleteWebhookEndpoint(db, company.id, endpointId, user.id))) {
        return data({ ok: false, message: NOT_FOUND }, { status: 404 });
      }
      throw redirect(`/supplier/${encodeURIComponent(company.id)}/integrations/webhooks`);
    default:
      return data({ ok: false, message: UNKNOWN_INTENT_MESSAGE }, { status: 400 });
  }
}

export default function EndpointPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { endpoint, attempts, canManage, oldSecretUntil } = loaderData;
  const result = actionData as EndpointActionData | undefined;
  const list = `/supplier/${encodeURIComponent(params.companyId)}/integrations/webhooks`;
  return (
    <div className="space-y-6">
      <div>
        <Link to={list} className="text-sm font-semibold text-brand-700 underline">
          All webhook endpoints
        </Link>
        <h1 className="mt-2 break-all text-2xl font-bold tracking-tight">{endpoint.url}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <WebhookEndpointState endpoint={endpoint} />
          <span>Events: {endpoint.events.join(", ")}</span>
        </div>
        {oldSecretUntil ? (
          <p className="mt-2 text-sm text-slate-700">
            The previous signing secret also signs each event until {oldSecretUntil}.
          </p>
        ) : null}
      </div>
      <FormAlert>{result && !result.ok ? result.message : null}</FormAlert>
      <SuccessStatus message={result?.ok ? result.message : null} className="" />
      {result?.secret ? <RolledSecret secret={result.secret} /> : null}
      {canManage ? (
        // A new key after each answer closes a confirmation that was open.
        <EndpointControls key={result?.message} isDisabled={Boolean(endpoint.disabledAt)} />
      ) : null}
      <TitledSection id="log-title" title="Delivery log" heading="minor" className="space-y-3">
        <DeliveryLog attempts={attempts} canManage={canManage} />
      </TitledSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
