import { describe, expect, it } from "vitest";
import {
  type BillingFacts,
  coveredUntil,
  effectiveStatus,
  entitlements,
  LAPSED_PRODUCT_LIMIT_MESSAGE,
  lapseEffects,
  PRODUCT_LIMIT_MESSAGE,
  productLimitMessage,
} from "./billing";

const NOW = new Date("2026-06-15T12:00:00Z");
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

function facts(over: Partial<BillingFacts>): BillingFacts {
  return {
    plan: "basic",
    billingStatus: "trial",
    trialEndsAt: day(10),
    paidUntil: null,
    pastDueSince: null,
    ...over,
  };
}

describe("entitlements", () => {
  it("leaves a company without a plan as before plans: no limit, no placements of its own", () => {
    expect(entitlements(facts({ plan: null, billingStatus: null }), NOW)).toEqual({
      productLimit: null,
      featuredPlacements: false,
      lapsed: false,
      renewBanner: false,
    });
  });

  it("limits Basic to 10 products and gives it no placements", () => {
    expect(entitlements(facts({}), NOW)).toMatchObject({
      productLimit: 10,
      featuredPlacements: false,
      lapsed: false,
    });
  });

  it("gives Featured in its trial and while active unlimited products and placements", () => {
    const trial = entitlements(facts({ plan: "featured" }), NOW);
    expect(trial).toMatchObject({ productLimit: null, featuredPlacements: true, lapsed: false });
    const active = facts({ plan: "featured", billingStatus: "active", paidUntil: day(20) });
    expect(entitlements(active, NOW).featuredPlacements).toBe(true);
  });

  it("lapses a trial that ended unpaid, at its end", () => {
    const ended = facts({ plan: "featured", trialEndsAt: day(0) });
    expect(effectiveStatus(ended, NOW)).toBe("lapsed");
    expect(entitlements(ended, NOW)).toEqual({
      productLimit: 10,
      featuredPlacements: false,
      lapsed: true,
      renewBanner: true,
    });
    expect(effectiveStatus(facts({ trialEndsAt: day(0.01) }), NOW)).toBe("trial");
  });

  it("keeps a past-due plan for 7 days of grace, with the renew banner", () => {
    const pastDue = facts({ plan: "featured", billingStatus: "past_due", pastDueSince: day(-6) });
    expect(entitlements(pastDue, NOW)).toMatchObject({
      featuredPlacements: true,
      lapsed: false,
      renewBanner: true,
    });
    expect(effectiveStatus({ ...pastDue, pastDueSince: day(-7) }, NOW)).toBe("lapsed");
  });

  it("lapses an active plan 7 days after its paid time, and never one without an end", () => {
    const active = facts({ billingStatus: "active", paidUntil: day(-6.9) });
    expect(effectiveStatus(active, NOW)).toBe("active");
    expect(effectiveStatus({ ...active, paidUntil: day(-7) }, NOW)).toBe("lapsed");
    expect(effectiveStatus({ ...active, paidUntil: null }, NOW)).toBe("active");
  });

  it("ends a canceled plan at its paid time plus grace, else at the trial's end, else at once", () => {
    const canceled = facts({ billingStatus: "canceled", trialEndsAt: day(3) });
    expect(effectiveStatus(canceled, NOW)).toBe("canceled");
    expect(coveredUntil(canceled)).toEqual(day(3));
    expect(effectiveStatus({ ...canceled, trialEndsAt: null }, NOW)).toBe("lapsed");
    expect(effectiveStatus({ ...canceled, paidUntil: day(-8) }, NOW)).toBe("lapsed");
  });

  it("reads a stored lapsed status as lapsed whatever the dates", () => {
    expect(entitlements(facts({ billingStatus: "lapsed", trialEndsAt: day(30) }), NOW).lapsed).toBe(
      true,
    );
  });

  it("treats a plan without a stored status (before the backfill) as a trial", () => {
    expect(effectiveStatus(facts({ billingStatus: null }), NOW)).toBe("trial");
  });
});

describe("productLimitMessage", () => {
  it("gives Basic's words to Basic (lapsed or not), a lapsed Featured plan its own, none without a limit", () => {
    expect(productLimitMessage(facts({}), NOW)).toBe(PRODUCT_LIMIT_MESSAGE);
    expect(productLimitMessage(facts({ trialEndsAt: day(-1) }), NOW)).toBe(PRODUCT_LIMIT_MESSAGE);
    const lapsed = facts({ plan: "featured", trialEndsAt: day(-1) });
    expect(productLimitMessage(lapsed, NOW)).toBe(LAPSED_PRODUCT_LIMIT_MESSAGE);
    expect(productLimitMessage(facts({ plan: "featured" }), NOW)).toBeNull();
    expect(productLimitMessage(facts({ plan: null, billingStatus: null }), NOW)).toBeNull();
  });
});

describe("lapseEffects", () => {
  it("names what a lapsed Featured plan loses, and nothing for Basic, which keeps what it had", () => {
    expect(lapseEffects("featured")).toBe(
      "only your first 10 products are shown and Featured placements have stopped",
    );
    expect(lapseEffects("basic")).toBeNull();
    expect(lapseEffects(null)).toBeNull();
  });
});
