/**
 * Lead events for webhooks (issue 27), written in the lead's own transaction: one delivery row
 * per enabled endpoint of the lead's company that chose the event, with the payload as it is now,
 * and its pg-boss job (outbox.queueWebhooks). A rolled-back lead leaves no delivery.
 */
import { and, arrayContains, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sampleRequests, webhookDeliveries, webhookEndpoints } from "~/db/schema";
import type { Outbox } from "~/mail/outbox.server";
import { leadsJson } from "~/models/leads/lead-json.server";
import type { WebhookEvent } from "~/models/webhooks/events";
import { type WebhookPayload, webhookPayload } from "~/models/webhooks/payload.server";

export interface LeadEvent {
  requestId: string;
  /** For lead.status_changed: the status before and the details given with the change. */
  change?: NonNullable<WebhookPayload["data"]["change"]>;
}

export async function queueLeadEvents(
  tx: Database,
  outbox: Outbox,
  type: WebhookEvent,
  events: readonly LeadEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const leads = await tx
    .select()
    .from(sampleRequests)
    .where(
      inArray(
        sampleRequests.id,
        events.map((e) => e.requestId),
      ),
    );
  const companyIds = [...new Set(leads.map((lead) => lead.companyId))];
  if (companyIds.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.companyId, companyIds),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (endpoints.length === 0) return;
  const changes = new Map(events.map((e) => [e.requestId, e.change]));
  const leadJsons = await leadsJson(tx, leads);
  const rows = leads.flatMap((lead, index) => {
    const change = changes.get(lead.id);
    const payload = webhookPayload(type, {
      lead: leadJsons[index],
      ...(change ? { change } : {}),
    });
    return endpoints
      .filter((endpoint) => endpoint.companyId === lead.companyId)
      .map((endpoint) => ({
        endpointId: endpoint.id,
        requestId: lead.id,
        eventType: type,
        payload,
      }));
  });
  const inserted = await tx
    .insert(webhookDeliveries)
    .values(rows)
    .returning({ id: webhookDeliveries.id });
  await outbox.queueWebhooks(
    tx,
    inserted.map((row) => row.id),
  );
}
