/**
 * A company's performance in the supplier workspace: per ISO week (Monday, UTC) of the last
 * PERFORMANCE_WEEKS weeks, its page views (view_item events of the company), product views
 * (select_content events of type "product" naming one of its products), requests (by requested
 * date), and of those the ones approved (now approved, shipped or completed) and completed; and
 * the funnel over the whole period. One SQL query: a generate_series of weeks left-joined to the
 * weekly counts, so a week without anything is a row of zeros.
 */
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { analyticsEvents, products, sampleRequests } from "~/db/schema";
import { PERFORMANCE_WEEKS } from "~/lib/supplier-workspace";

export { PERFORMANCE_WEEKS };

export interface WeekPerformance {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  weekStart: string;
  pageViews: number;
  productViews: number;
  requests: number;
  approved: number;
  completed: number;
}

export interface FunnelStep {
  label: string;
  count: number;
  /**
   * This step as a percentage of the previous one (one decimal); null for the first step, and
   * when this step is larger than the previous one (then `note` says why).
   */
  conversion: number | null;
  /** Why a step is larger than the one before it; null otherwise. */
  note: string | null;
}

/**
 * Requests need no page view: 'Make Request to All' on the home page and the request page reach
 * a company without opening its page. Approved and completed requests are a part of the ones
 * before them, so only this step can be larger than its previous one.
 */
export const MORE_REQUESTS_THAN_VIEWS =
  "More than page views: requests also come from 'Make Request to All' and search, without opening this page.";

type Row = {
  week_start: string;
  page_views: number;
  product_views: number;
  requests: number;
  approved: number;
  completed: number;
};

/** The company's weekly figures, oldest week first, the current (partial) week last. */
export async function getWeeklyPerformance(
  db: Database,
  companyId: string,
  now: Date = new Date(),
): Promise<WeekPerformance[]> {
  // The weeks as UTC timestamps without a zone: date_trunc('week') starts them on Monday.
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC')`;
  const weekOf = (column: SQLWrapper) => sql`date_trunc('week', ${column} at time zone 'UTC')`;
  const { rows } = await db.execute<Row>(sql`
    with weeks as (
      select generate_series(
        ${thisWeek} - ${`${PERFORMANCE_WEEKS - 1} weeks`}::interval,
        ${thisWeek},
        interval '1 week'
      ) as week_start
    ),
    period as (select min(week_start) at time zone 'UTC' as since from weeks),
    page_views as (
      select ${weekOf(analyticsEvents.occurredAt)} as week_start, count(*)::int as n
      from ${analyticsEvents}, period
      where ${analyticsEvents.name} = 'view_item'
        and ${analyticsEvents.companyId} = ${companyId}
        and ${analyticsEvents.occurredAt} >= period.since
      group by 1
    ),
    product_views as (
      select ${weekOf(analyticsEvents.occurredAt)} as week_start, count(*)::int as n
      from ${analyticsEvents}, period
      where ${analyticsEvents.name} = 'select_content'
        and ${analyticsEvents.contentType} = 'product'
        and ${analyticsEvents.contentId} in (
          select ${products.id} from ${products} where ${products.companyId} = ${companyId}
        )
        and ${analyticsEvents.occurredAt} >= period.since
      group by 1
    ),
    requests as (
      select ${weekOf(sampleRequests.requestedAt)} as week_start,
        count(*)::int as n,
        (count(*) filter (
          where ${sampleRequests.status} in ('approved', 'shipped', 'completed')
        ))::int as approved,
        (count(*) filter (where ${sampleRequests.status} = 'completed'))::int as completed
      from ${sampleRequests}, period
      where ${sampleRequests.companyId} = ${companyId}
        and ${sampleRequests.requestedAt} >= period.since
      group by 1
    )
    select to_char(weeks.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(page_views.n, 0) as page_views,
      coalesce(product_views.n, 0) as product_views,
      coalesce(requests.n, 0) as requests,
      coalesce(requests.approved, 0) as approved,
      coalesce(requests.completed, 0) as completed
    from weeks
      left join page_views on page_views.week_start = weeks.week_start
      left join product_views on product_views.week_start = weeks.week_start
      left join requests on requests.week_start = weeks.week_start
    order by weeks.week_start
  `);
  return rows.map((r) => ({
    weekStart: r.week_start,
    pageViews: Number(r.page_views),
    productViews: Number(r.product_views),
    requests: Number(r.requests),
    approved: Number(r.approved),
    completed: Number(r.completed),
  }));
}

/** `count` as a percentage of `of`, one decimal; 0 when there was nothing to convert. */
export function percentOf(count: number, of: number): number {
  return of === 0 ? 0 : Math.round((count / of) * 1000) / 10;
}

/**
 * The period's funnel: page views → requests → approved → completed. Product views are not a
 * step: a visitor selects products on the page they already viewed, so adding them would count
 * one visit twice.
 */
export function performanceFunnel(weeks: readonly WeekPerformance[]): FunnelStep[] {
  const sum = (pick: (w: WeekPerformance) => number) => weeks.reduce((n, w) => n + pick(w), 0);
  const counts = [
    { label: "Page views", count: sum((w) => w.pageViews) },
    { label: "Requests", count: sum((w) => w.requests) },
    { label: "Accepted", count: sum((w) => w.approved) },
    { label: "Completed", count: sum((w) => w.completed) },
  ];
  return counts.map((step, i) => {
    const previous = counts[i - 1];
    if (previous && step.count > previous.count) {
      return { ...step, conversion: null, note: MORE_REQUESTS_THAN_VIEWS };
    }
    return {
      ...step,
      conversion: previous ? percentOf(step.count, previous.count) : null,
      note: null,
    };
  });
}
