/**
 * First-party record of the analytics events (select_content, view_item, click, generate_lead),
 * with no personal data: no e-mail, no IP, no query string.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsEvents, companies, products } from "~/db/schema";

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

/**
 * A company page view the server saw (server/page-views.ts, docs/decisions/119), in one insert:
 * its view_item, and a product view (select_content, "product") for each `productIds` that is
 * one of the company's products. An id that is no company records nothing.
 */
export async function recordCompanyPageView(
  db: Database,
  view: { companyId: string; path: string; productIds: readonly string[] },
): Promise<void> {
  const path = pathOnly(view.path);
  const ids = sql`ARRAY[${sql.join(
    [...view.productIds, ""].map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`INSERT INTO ${analyticsEvents}
    (${sql.identifier("name")}, ${sql.identifier("company_id")}, ${sql.identifier("content_type")},
     ${sql.identifier("content_id")}, ${sql.identifier("path")})
    SELECT 'view_item', ${companies.id}, NULL, NULL, ${path} FROM ${companies}
      WHERE ${companies.id} = ${view.companyId}
    UNION ALL
    SELECT 'select_content', ${products.companyId}, 'product', ${products.id}, ${path}
      FROM ${products}
      WHERE ${products.companyId} = ${view.companyId} AND ${products.id} = ANY(${ids})`);
}
