/**
 * The hero figures (docs/product.md#directory; product-decisions "Hero figures"): counted in the
 * database (app/models/catalogue/hero-figures.server.ts) and shown in the spec's style, a round figure and
 * "+" ("35+"), so they read as a floor and do not change with every request. The spec's own
 * figures are shown only when the database is empty.
 */

export interface HeroFigure {
  value: string;
  label: string;
}

/** The spec's figures: the fallback for an empty database. */
export const SPEC_HERO_FIGURES: readonly HeroFigure[] = [
  { value: "8", label: "premium brands" },
  { value: "35+", label: "sample products" },
  { value: "200+", label: "interested professionals" },
  { value: "20%", label: "growing weekly" },
];

export interface HeroCounts {
  companies: number;
  availableProducts: number;
  /** Distinct e-mail addresses (lower-cased) that requested samples. */
  requesters: number;
  /** Requests in the last 7 days and in the 7 days before them. */
  requestsThisWeek: number;
  requestsLastWeek: number;
}

/**
 * A count as the hero shows it: below 10 exactly ("8"); below 100 down to a multiple of 5
 * ("42" → "40+"); below 1,000 down to a multiple of 10 ("237" → "230+"); from 1,000 down to
 * two significant figures ("12,345" → "12,000+"). From 10 on a "+" says "at least".
 */
export function roundFigure(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n < 10) return String(n);
  const step = n < 100 ? 5 : n < 1000 ? 10 : 10 ** (Math.floor(Math.log10(n)) - 1);
  return `${(Math.floor(n / step) * step).toLocaleString("en-US")}+`;
}

/**
 * The fewest requests last week that a weekly growth percentage is shown on: below it one request
 * more or less moves the figure by more than 5 points (3 test requests read as "200%").
 */
export const MIN_GROWTH_BASE = 20;

/**
 * Week-over-week growth of requests: (this week − last week) / last week, a whole percent; a fall
 * is shown as a change, never as growth. Null (not shown) when last week had fewer than
 * MIN_GROWTH_BASE requests: the percentage would mean nothing.
 */
export function weeklyGrowth(thisWeek: number, lastWeek: number): HeroFigure | null {
  if (lastWeek < MIN_GROWTH_BASE) return null;
  const percent = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  return percent >= 0
    ? { value: `${percent}%`, label: "growing weekly" }
    : { value: `${percent}%`.replace("-", "−"), label: "requests week over week" };
}

/**
 * The figures for the counts (the growth only on a base that means something); the spec's
 * figures when the database is empty. `companies` is the directory's own count
 * (countCompanies), so the hero never disagrees with "Showing 1–10 of 10 companies".
 */
export function heroFigures(counts: HeroCounts): readonly HeroFigure[] {
  const isEmpty =
    counts.companies === 0 &&
    counts.availableProducts === 0 &&
    counts.requesters === 0 &&
    counts.requestsThisWeek === 0 &&
    counts.requestsLastWeek === 0;
  if (isEmpty) return SPEC_HERO_FIGURES;
  const growth = weeklyGrowth(counts.requestsThisWeek, counts.requestsLastWeek);
  return [
    { value: roundFigure(counts.companies), label: "premium brands" },
    { value: roundFigure(counts.availableProducts), label: "sample products" },
    { value: roundFigure(counts.requesters), label: "interested professionals" },
    ...(growth ? [growth] : []),
  ];
}
