/**
 * POST /api/events: the first-party analytics record (app/lib/analytics.ts sends to it), counted
 * by the instance's counter, once per visitor and day, and written in batches (decision 164).
 */
import { getAppContext } from "~/context.server";
import { analyticsEventSchema } from "~/forms/analytics-event";
import { jsonBody, type RequestRules } from "~/lib/request-rules";
import { guardContext } from "~/models/guards/form-guard.server";
import { limitAnalyticsEvents } from "~/models/guards/form-limits.server";
import { eventRow } from "~/models/leads/analytics-event.server";
import type { Route } from "./+types/api.events";

const MAX_BODY_BYTES = 4096;

/** app/lib/analytics.ts sends JSON. */
export const handle: RequestRules = { body: jsonBody(MAX_BODY_BYTES) };

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readBoundedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit || !request.body) return declared > limit ? null : "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const app = getAppContext(context);
  const limited = await limitAnalyticsEvents(guardContext(app));
  if (limited) return limited;
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === null) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) return new Response(null, { status: 400 });
  app.analytics.count([eventRow(parsed.data)], {
    ip: app.clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
