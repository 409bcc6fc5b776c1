/**
 * First-party record of the analytics events (select_content, view_item, click, generate_lead),
 * with no personal data: no e-mail, no IP, no query string. Events reach the table through the
 * instance's counter (analytics-counter.server.ts, docs/decisions/164), once per visitor and day.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsEvents, companies, products } from "~/db/schema";

/** An event's row as stored, before it is counted (the counter adds its time and visit key). */
export interface EventRow {
  name: string;
  companyId: string | null;
  contentType: string | null;
  contentId: string | null;
  path: string | null;
}

/** A counted event: its first time seen and the key that makes it one per visitor and day. */
export interface CountedEvent extends EventRow {
  occurredAt: Date;
  visitKey: string;
}

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

/** The row of an event the browser sent. */
export function eventRow(event: RecordedEvent): EventRow {
  const content =
    event.name === "select_content"
      ? { contentType: event.contentType, contentId: event.contentId }
      : event.name === "click"
        ? { contentType: "outbound_link", contentId: originOnly(event.url) }
        : { contentType: null, contentId: null };
  return {
    name: event.name,
    companyId: "companyId" in event ? (event.companyId ?? null) : null,
    ...content,
    path: pathOnly(event.path),
  };
}

/**
 * The rows of a company page view the server saw (server/page-views.ts, docs/decisions/119): its
 * view_item, and a product view (select_content, "product") for each of `productIds`.
 */
export function pageViewRows(view: {
  companyId: string;
  path: string;
  productIds: readonly string[];
}): EventRow[] {
  const path = pathOnly(view.path);
  return [
    { name: "view_item", companyId: view.companyId, contentType: null, contentId: null, path },
    ...view.productIds.map((id) => ({
      name: "select_content",
      companyId: view.companyId,
      contentType: "product",
      contentId: id,
      path,
    })),
  ];
}

/**
 * Writes counted events in one statement, each column one array parameter, whatever their number.
 * A key already stored (another instance, an earlier flush) is skipped. An id that is no company
 * is stored without one rather than refused; a product view is stored only when it names a product
 * (of the named company, if any), so made-up ids in a URL store nothing. Answers the rows written.
 */
export async function insertCountedEvents(
  db: Database,
  events: readonly CountedEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const column = <T>(pick: (e: CountedEvent) => T) => sql.param(events.map(pick));
  const { rows } = await db.execute<{ n: number }>(sql`
    WITH written AS (
      INSERT INTO ${analyticsEvents}
        (${sql.identifier("name")}, ${sql.identifier("company_id")},
         ${sql.identifier("content_type")}, ${sql.identifier("content_id")},
         ${sql.identifier("path")}, ${sql.identifier("occurred_at")}, ${sql.identifier("visit_key")})
      SELECT v.name, ${companies.id}, v.content_type, v.content_id, v.path, v.occurred_at,
        v.visit_key
      FROM unnest(
        ${column((e) => e.name)}::text[], ${column((e) => e.companyId)}::text[],
        ${column((e) => e.contentType)}::text[], ${column((e) => e.contentId)}::text[],
        ${column((e) => e.path)}::text[], ${column((e) => e.occurredAt.toISOString())}::timestamptz[],
        ${column((e) => e.visitKey)}::text[]
      ) AS v(name, company_id, content_type, content_id, path, occurred_at, visit_key)
      LEFT JOIN ${companies} ON ${companies.id} = v.company_id
      WHERE v.content_type IS DISTINCT FROM 'product' OR EXISTS (
        SELECT 1 FROM ${products} WHERE ${products.id} = v.content_id
          AND (v.company_id IS NULL OR ${products.companyId} = v.company_id)
      )
      ON CONFLICT (${sql.identifier("visit_key")}) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM written`);
  return Number(rows[0]?.n ?? 0);
}
