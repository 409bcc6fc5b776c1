/**
 * First-party record of the analytics events (select_content, view_item, click, generate_lead),
 * with no personal data: no e-mail, no IP, no query string.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsEvents, companies } from "~/db/schema";

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

/** An event as /api/events accepted it (app/forms/analytics-event.ts validates the body). */
export type RecordedEvent = { path?: string } & (
  | { name: "select_content"; contentType: string; contentId: string }
  | { name: "view_item"; companyId: string }
  | { name: "click"; url: string; companyId?: string }
  | { name: "generate_lead"; companyId?: string }
);

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
