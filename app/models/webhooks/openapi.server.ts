/**
 * The webhooks in the OpenAPI document (OpenAPI 3.1's top-level `webhooks`, decisions 138 and
 * 143): one per event an endpoint may receive, each with the Standard Webhooks headers and the
 * body's own schema, made from the Zod schemas the payloads are parsed with (payload.server.ts; the lead is the
 * API's `Lead`, decision 157).
 */
import type { RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { leadSchema } from "~/models/leads/lead-json.server";
import { PING_EVENT, WEBHOOK_EVENT_TEXTS, type WebhookEvent } from "~/models/webhooks/events";
import { statusChangeSchema } from "~/models/webhooks/payload.server";
import { WEBHOOK_TIMEOUT_MS } from "~/models/webhooks/send.server";

const headers = z.object({
  "webhook-id": z
    .string()
    .meta({ description: "The event's id: the same for every try of it. Drop repeats by it." }),
  "webhook-timestamp": z.string().meta({ description: "When this try was signed, Unix seconds." }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,<base64>` signatures of `id.timestamp.body`, space-separated: two while a rolled secret still signs.",
  }),
});

const envelope = (type: string, data: z.ZodObject) =>
  z.object({ type: z.literal(type), timestamp: z.iso.datetime(), data });

export const WEBHOOK_BODIES: Record<WebhookEvent | typeof PING_EVENT, z.ZodObject> = {
  "lead.created": envelope("lead.created", z.object({ lead: leadSchema })),
  "lead.status_changed": envelope(
    "lead.status_changed",
    z.object({ lead: leadSchema, change: statusChangeSchema }),
  ),
  [PING_EVENT]: envelope(PING_EVENT, z.object({ message: z.string() })),
};

const SUMMARIES: Record<keyof typeof WEBHOOK_BODIES, string> = {
  ...WEBHOOK_EVENT_TEXTS,
  [PING_EVENT]: "an owner presses Send test event",
};

/** Each event as a webhook of the document, named by its type. */
export function webhookConfigs(): RouteConfig[] {
  return Object.entries(WEBHOOK_BODIES).map(([type, body]) => ({
    method: "post",
    path: type,
    summary: `Sent when ${SUMMARIES[type as keyof typeof WEBHOOK_BODIES]}`,
    request: {
      headers,
      body: { required: true, content: { "application/json": { schema: body } } },
    },
    responses: {
      200: {
        description: `Any 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s acknowledges it; anything else (a redirect too) is tried again for about a day.`,
      },
    },
  }));
}
