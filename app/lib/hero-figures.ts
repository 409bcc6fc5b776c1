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
 * Week-over-week growth of requests: (this week − last week) / last week, a whole percent. When
 * last week had no requests there is no percentage, so this week's requests are shown instead;
 * a fall is shown as a change, never as growth.
 */
export function weeklyGrowth(thisWeek: number, lastWeek: number): HeroFigure {
  if (lastWeek === 0) {
    return thisWeek === 0
      ? { value: "0%", label: "growing weekly" }
      : { value: roundFigure(thisWeek), label: "requests this week" };
  }
  const percent = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  return percent >= 0
    ? { value: `${percent}%`, label: "growing weekly" }
    : { value: `${percent}%`.replace("-", "−"), label: "requests week over week" };
}

/** The four figures for the counts; the spec's figures when the database is empty. */
export function heroFigures(counts: HeroCounts): readonly HeroFigure[] {
  const isEmpty =
    counts.companies === 0 &&
    counts.availableProducts === 0 &&
    counts.requesters === 0 &&
    counts.requestsThisWeek === 0 &&
    counts.requestsLastWeek === 0;
  if (isEmpty) return SPEC_HERO_FIGURES;
  return [
    { value: roundFigure(counts.companies), label: "premium brands" },
    { value: roundFigure(counts.availableProducts), label: "sample products" },
    { value: roundFigure(counts.requesters), label: "interested professionals" },
    weeklyGrowth(counts.requestsThisWeek, counts.requestsLastWeek),
  ];
}
