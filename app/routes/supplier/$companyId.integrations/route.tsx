/**
 * Integrations, /supplier/{companyId}/integrations (docs/decisions/136): owners (and admins)
 * create API keys, each shown once, and revoke them; members see what the tab is for, not the
 * keys. Webhooks have their own page (integrations/webhooks). The action checks the owner itself.
 */

import { data, Link } from "react-router";
import { ActionAnswer } from "~/components/action-answer";
import { fieldFailureOf } from "~/components/form/field-failure";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import { apiKeySchema } from "~/forms/api-key";
import { echoValues, type FormFailure, readFormData, validate } from "~/forms/kit";
import { readForm } from "~/lib/read-form.server";
import { workspacePageSeo } from "~/lib/seo";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/workspace-intents";
import {
  apiKeysCursor,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from "~/models/integrations/api-keys.server";
import { getCompanyAccess, requireCompanyOwner } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/route";
import { CreateKeyForm, NewKey } from "./key-form";
import { KeyList } from "./key-list";

export function meta(args: Route.MetaArgs) {
  return workspacePageSeo(args, "Integrations", "API keys for the company's own systems.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company, role } = getCompanyAccess(context);
  const canManage = role !== "member";
  const { db } = getAppContext(context);
  const after = apiKeysCursor(new URL(request.url));
  return { canManage, keys: canManage ? await listApiKeys(db, company.id, after) : null };
}

export type IntegrationsActionData =
  | { ok: true; message: string; created?: { name: string; key: string } }
  | FormFailure;

function failure(message: string, status: number) {
  return data<IntegrationsActionData>(
    { ok: false, errors: {}, values: {}, formError: message },
    { status },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, company } = requireCompanyOwner(getCompanyAccess(context));
  const { db } = getAppContext(context);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "create") {
    const input = readFormData(formData, apiKeySchema);
    const result = validate(apiKeySchema, input);
    if (!result.ok) {
      return data<IntegrationsActionData>(
        { ok: false, errors: result.errors, values: echoValues(apiKeySchema, input) },
        { status: 400 },
      );
    }
    const { key } = await createApiKey(db, {
      companyId: company.id,
      name: result.data.name,
      scope: result.data.scope,
      createdBy: user.id,
    });
    return {
      ok: true as const,
      message: `API key "${result.data.name}" created. Copy it now: it is shown only once.`,
      created: { name: result.data.name, key },
    };
  }
  if (intent === "revoke") {
    const isRevoked = await revokeApiKey(
      db,
      company.id,
      String(formData.get("keyId") ?? ""),
      user.id,
    );
    if (!isRevoked) return failure("This key does not exist or is already revoked.", 404);
    return { ok: true as const, message: "API key revoked: requests with it now get 401." };
  }
  return failure(UNKNOWN_INTENT_MESSAGE, 400);
}

export default function IntegrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as IntegrationsActionData | undefined;
  const { canManage, keys } = loaderData;
  const created = result?.ok ? result.created : undefined;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Integrations</h1>
        <p className="mt-1 max-w-3xl text-slate-700">
          Bring your leads into your CRM or order system: the REST API reads leads and products and
          changes a lead's status, with the same rules and e-mails as this workspace.{" "}
          <Link to="/developers" className="font-semibold text-brand-700 underline">
            API reference for developers
          </Link>
        </p>
      </div>
      <ActionAnswer result={result} />
      {created ? <NewKey name={created.name} apiKey={created.key} /> : null}
      <TitledSection id="keys-title" title="API keys" heading="minor" className="space-y-4">
        {canManage ? (
          <>
            {keys ? <KeyList page={keys} /> : null}
            {/* A new form after each key made: the name typed for it is not kept. */}
            <CreateKeyForm key={created?.key ?? "form"} failure={fieldFailureOf(result)} />
          </>
        ) : (
          <p className="text-slate-700">Only the company's owners create and revoke API keys.</p>
        )}
      </TitledSection>
      <TitledSection
        id="webhooks-title"
        title="Webhooks"
        heading="minor"
        className="rounded-lg border border-slate-200 p-4"
      >
        <p className="mt-1 text-sm text-slate-700">
          Have new leads and status changes sent to your own address as they happen.
        </p>
        <Link to="webhooks" className="mt-2 inline-block font-semibold text-brand-700 underline">
          Manage webhooks
        </Link>
      </TitledSection>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
