/**
 * Webhooks, /supplier/{companyId}/integrations/webhooks (issue 27): the company's endpoints and
 * "Add endpoint". Owners (and admins) add; members see the list. The signing secret of an added
 * endpoint is in the action's answer only: shown once, never stored readable.
 */

import { data, Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SuccessStatus } from "~/components/success-status";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import { echoValues, type FormFailure, readFormData, validate } from "~/forms/kit";
import { webhookEndpointSchema } from "~/forms/webhook-endpoint";
import { readForm } from "~/lib/read-form.server";
import { workspacePageSeo } from "~/lib/seo";
import { intentOf, UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import { getCompanyAccess, requireCompanyOwner } from "~/models/suppliers/membership.server";
import {
  createWebhookEndpoint,
  listWebhookEndpoints,
  webhookContext,
} from "~/models/webhooks/endpoints.server";
import type { Route } from "./+types/route";
import { AddEndpointForm } from "./add-endpoint-form";
import { EndpointList } from "./endpoint-list";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Webhooks", "Where the company's events are sent, signed.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { company, role } = getCompanyAccess(context);
  const { db, env } = getAppContext(context);
  const endpoints = await listWebhookEndpoints(db, company.id);
  return {
    endpoints: endpoints.map((e) => ({
      ...e,
      createdAt: e.createdAt.toISOString(),
      disabledAt: e.disabledAt?.toISOString() ?? null,
    })),
    canManage: role !== "member",
    allowsHttp: env.WEBHOOK_ALLOW_PRIVATE === "1",
  };
}

export type AddEndpointData =
  | { ok: true; created: { id: string; url: string; secret: string } }
  | (FormFailure & { events?: string[] });

export async function action({ request, context }: Route.ActionArgs) {
  const { user, company } = requireCompanyOwner(getCompanyAccess(context));
  const { db, env, outbox, linkSecret } = getAppContext(context);
  const formData = await readForm(request);
  if (intentOf(formData, ["add"]) === null) {
    return data<AddEndpointData>(
      { ok: false, errors: {}, values: {}, formError: UNKNOWN_INTENT_MESSAGE },
      { status: 400 },
    );
  }
  const input = readFormData(formData, webhookEndpointSchema);
  const result = validate(webhookEndpointSchema, input);
  const values = echoValues(webhookEndpointSchema, input);
  const events = (input.events as string[]).slice(0, 5);
  if (!result.ok) {
    return data<AddEndpointData>(
      { ok: false, errors: result.errors, values, events },
      { status: 400 },
    );
  }
  const created = await createWebhookEndpoint(db, webhookContext(env, outbox, linkSecret), {
    companyId: company.id,
    url: result.data.url,
    events: result.data.events,
    userId: user.id,
  });
  if (!created.ok) {
    return data<AddEndpointData>(
      { ok: false, errors: { url: created.message }, values, events },
      { status: 400 },
    );
  }
  return data<AddEndpointData>({
    ok: true,
    created: { id: created.id, url: created.url, secret: created.secret },
  });
}

export default function WebhooksPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { endpoints, canManage, allowsHttp } = loaderData;
  const result = actionData as AddEndpointData | undefined;
  const base = `/supplier/${encodeURIComponent(params.companyId)}/integrations/webhooks`;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Webhooks</h1>
        <p className="mt-1 text-slate-700">
          Send new leads and status changes to your CRM or order system as they happen.
          {canManage ? "" : " Only owners can add or change endpoints."}
        </p>
      </div>
      {result?.ok ? <NewSecret created={result.created} base={base} /> : null}
      <TitledSection id="endpoints-title" title="Endpoints" heading="minor" className="space-y-3">
        <EndpointList endpoints={endpoints} base={base} />
      </TitledSection>
      {canManage ? (
        <AddEndpointForm
          key={result?.ok ? result.created.id : "add"}
          failure={result && !result.ok ? result : undefined}
          chosenEvents={result && !result.ok ? result.events : undefined}
          allowsHttp={allowsHttp}
        />
      ) : null}
    </div>
  );
}

function NewSecret({
  created,
  base,
}: {
  created: { id: string; url: string; secret: string };
  base: string;
}) {
  return (
    <section
      aria-labelledby="secret-title"
      className="space-y-3 rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4"
    >
      <SuccessStatus message={`Endpoint added: ${created.url}`} className="" />
      <h2 id="secret-title" className="text-lg font-semibold">
        Copy the signing secret now
      </h2>
      <p className="text-sm text-slate-800">
        Your receiver checks each delivery's <code>webhook-signature</code> with it (for example{" "}
        <code>new Webhook(secret).verify(body, headers)</code> of the standardwebhooks package). It
        is shown only this once.
      </p>
      <div>
        <label htmlFor="signing-secret" className="block text-sm font-medium text-slate-800">
          Signing secret
        </label>
        <input
          id="signing-secret"
          readOnly
          value={created.secret}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
      </div>
      <Link to={`${base}/${created.id}`} className="font-semibold text-brand-700 underline">
        Open the endpoint to send a test event
      </Link>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
