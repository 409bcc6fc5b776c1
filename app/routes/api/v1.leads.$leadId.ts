/**
 * GET /api/v1/leads/{id}: one lead of the key's company; PATCH: its next status, by the
 * workspace's rules (decision 136). Another company's lead is not found.
 */
import { getAppContext } from "~/context.server";
import { checkApiLeadChange } from "~/forms/api-lead-change";
import { changeApiLeadStatus, findApiLead } from "~/models/integrations/api-leads.server";
import { fieldErrors, leadPatchSchema } from "~/models/integrations/api-schemas.server";
import type { Route } from "./+types/v1.leads.$leadId";
import { apiKeyContext } from "./auth.server";
import { json, methodNotAllowed, problem, readJsonBody } from "./http.server";

const NOT_FOUND = "This company has no lead with this id.";

export async function loader({ context, params }: Route.LoaderArgs) {
  const key = context.get(apiKeyContext);
  const lead = await findApiLead(getAppContext(context).db, key.companyId, params.leadId);
  return lead ? json(lead) : problem("not-found", NOT_FOUND);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request);
  const body = leadPatchSchema.safeParse(await readJsonBody(request));
  if (!body.success) {
    return problem("invalid-request", "The body was not accepted.", {
      errors: fieldErrors(body.error),
    });
  }
  const { db, outbox } = getAppContext(context);
  const { companyId, createdBy } = context.get(apiKeyContext);
  const result = await changeApiLeadStatus(
    db,
    outbox,
    { companyId, leadId: params.leadId, actorId: createdBy },
    checkApiLeadChange(body.data),
  );
  if (result.ok) return json(result.lead);
  if (result.reason === "invalid") {
    return problem("invalid-request", "The status change was not accepted.", {
      errors: result.errors,
    });
  }
  if (result.reason === "not-found") return problem("not-found", NOT_FOUND);
  return problem(
    "conflict",
    `The lead's current status does not lead to ${body.data.status}. GET it to see its status.`,
  );
}
