/**
 * The one shape of a webhook's body (issue 27): Standard Webhooks' `{ type, timestamp, data }`,
 * whose lead carries no more than the lead e-mail and the workspace already show the supplier
 * (never how the requester heard of us, their marketing choices or who changed the status).
 * `z.object` drops every other field of the row it is given.
 */
import { z } from "zod";

const requestedProduct = z.object({
  productId: z.string(),
  productName: z.string(),
  quantity: z.string(),
});

export const webhookLeadSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  status: z.string(),
  requestedAt: z.string(),
  statusChangedAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  licenseNumber: z.string().nullable(),
  npi: z.string().nullable(),
  practiceName: z.string(),
  practiceType: z.string(),
  yearsInPractice: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  requestedProducts: z.array(requestedProduct),
  specificRequests: z.string().nullable(),
  comments: z.string().nullable(),
});

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
    lead: webhookLeadSchema.optional(),
    change: statusChangeSchema.optional(),
    message: z.string().optional(),
  }),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** A lead row (dates as Date) as the payload's lead: only the allowed fields, dates as ISO. */
export function leadPayload(row: Record<string, unknown>) {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return webhookLeadSchema.parse({
    ...row,
    requestedAt: iso(row.requestedAt),
    statusChangedAt: iso(row.statusChangedAt) ?? null,
  });
}

export function webhookPayload(type: string, data: WebhookPayload["data"]): WebhookPayload {
  return webhookPayloadSchema.parse({ type, timestamp: new Date().toISOString(), data });
}
