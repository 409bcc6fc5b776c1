/**
 * Fair-use limits on sample requests (docs/decisions/090), shared by the console page and the
 * server model: what an operator sets, and how a practice is recognised.
 */

export type FairUseLimits = {
  /** At most this many open (pending, approved, shipped) requests per practice per company. */
  openPerCompany: number | null;
  /** At most this many requests per practice in any 30 days, across the directory. */
  perThirtyDays: number | null;
};

/** Off until an operator sets them. */
export const DEFAULT_FAIR_USE: FairUseLimits = { openPerCompany: null, perThirtyDays: null };

export const FAIR_USE_WINDOW_DAYS = 30;

/** The largest limit the page takes (a limit above it is as good as none). */
export const FAIR_USE_MAX = 1000;

export const isFairUseOn = (limits: FairUseLimits) =>
  limits.openPerCompany !== null || limits.perThirtyDays !== null;

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * The practice a request counts for: its e-mail address lower-cased, without a "+tag" and, at
 * Gmail, without dots (Gmail ignores both), so dana+1@… and dana@… are one practice. Must give
 * the same as `practiceKeySql` in app/models/leads/fair-use.server.ts.
 */
export function practiceKey(email: string): string {
  const [rawLocal = "", domain = ""] = email.trim().toLowerCase().split("@");
  const local = rawLocal.split("+")[0] ?? "";
  return GMAIL.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}
