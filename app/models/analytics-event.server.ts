/** First-party record of the spec's analytics events (no personal data: no e-mail, no IP). */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { analyticsEvents, companies } from "~/db/schema";

const id = z.string().trim().min(1).max(200);

/** The body /api/events accepts (app/lib/analytics.ts sends it); anything else is refused. */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("select_content"),
    contentType: z.string().trim().min(1).max(50),
    contentId: id,
    path: z.string().max(2000).optional(),
  }),
  z.object({ name: z.literal("view_item"), companyId: id, path: z.string().max(2000).optional() }),
  z.object({
    name: z.literal("click"),
    url: z.string().max(2000),
    companyId: id.optional(),
    path: z.string().max(2000).optional(),
  }),
  z.object({
    name: z.literal("generate_lead"),
    companyId: id.optional(),
    path: z.string().max(2000).optional(),
  }),
]);

export type RecordedEvent = z.output<typeof analyticsEventSchema>;

/** Keeps only the path of a same-site page (no query string, which might carry personal data). */
function pathOnly(path: string | undefined): string | null {
  if (!path?.startsWith("/")) return null;
  return path.split(/[?#]/, 1)[0]?.slice(0, 500) ?? null;
}

/** The outbound link's origin only (scheme and host). */
function originOnly(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

export async function recordAnalyticsEvent(db: Database, event: RecordedEvent): Promise<void> {
  const companyId = "companyId" in event ? (event.companyId ?? null) : null;
  const content =
    event.name === "select_content"
      ? { contentType: event.contentType, contentId: event.contentId }
      : event.name === "click"
        ? { contentType: "outbound_link", contentId: originOnly(event.url) }
        : { contentType: null, contentId: null };
  await db.insert(analyticsEvents).values({
    name: event.name,
    // An id that is not a company is recorded without one rather than refused.
    companyId: companyId
      ? sql`(SELECT ${companies.id} FROM ${companies} WHERE ${companies.id} = ${companyId})`
      : null,
    contentType: content.contentType,
    contentId: content.contentId,
    path: pathOnly(event.path),
  });
}
