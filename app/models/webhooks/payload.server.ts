/**
 * The one shape of a webhook's body (issue 27): Standard Webhooks' `{ type, timestamp, data }`,
 * whose lead is the API's (app/models/leads/lead-json.server.ts, decision 157).
 */
import { z } from "zod";
import { leadSchema } from "~/models/leads/lead-json.server";

/**
 * What a status change adds: the status before, and the details the supplier gave with it. A
 * corrected carrier or tracking number is sent as a change from shipped to shipped (decision 147).
 */
export const statusChangeSchema = z.object({
  previousStatus: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  reason: z.string().nullable(),
  /** Completed: how samples handed over in person reached the requester (decision 147). */
  note: z.string().nullable().default(null),
});

export const webhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.object({
    lead: leadSchema.optional(),
    change: statusChangeSchema.optional(),
    message: z.string().optional(),
  }),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export function webhookPayload(type: string, data: WebhookPayload["data"]): WebhookPayload {
  return webhookPayloadSchema.parse({ type, timestamp: new Date().toISOString(), data });
}
