/** The form guard's signed render time (docs/decisions/045): only what this server issued passes. */
import { describe, expect, it } from "vitest";
import { issueFormGuard, TOKEN_MAX_AGE_MS, verifyFormGuard } from "./form-guard-token.server";

const SECRET = "unit-secret-unit-secret-unit-secret-00";
const NOW = 1_800_000_000_000;

function input(token: { key: string; startedAt: string }) {
  return { key: token.key, startedAt: token.startedAt, honeypot: "" };
}

describe("form guard tokens", () => {
  it("accepts what it issued, with the render time", () => {
    const token = issueFormGuard(SECRET, NOW);
    expect(verifyFormGuard(SECRET, input(token), NOW + 5_000)).toEqual({
      ok: true,
      key: token.key,
      issuedAt: NOW,
    });
  });

  it("issues a new key each time", () => {
    expect(issueFormGuard(SECRET, NOW).key).not.toBe(issueFormGuard(SECRET, NOW).key);
  });

  it("refuses a changed time, a changed key, another secret and malformed fields", () => {
    const token = issueFormGuard(SECRET, NOW);
    const [, signature] = token.startedAt.split(".");
    const refused = [
      { ...token, startedAt: `${NOW - 60_000}.${signature}` },
      { ...token, key: issueFormGuard(SECRET, NOW).key },
      issueFormGuard("another-secret-another-secret-another", NOW),
      { ...token, startedAt: "" },
      { ...token, key: "" },
      { ...token, key: "short" },
      { ...token, key: `${token.key}\u0000` },
      { ...token, startedAt: `${token.startedAt}x` },
      { ...token, startedAt: `-1.${signature}` },
    ];
    for (const t of refused) expect(verifyFormGuard(SECRET, input(t), NOW).ok).toBe(false);
  });

  it("refuses a render time over a day old or more than a minute ahead", () => {
    const old = issueFormGuard(SECRET, NOW - TOKEN_MAX_AGE_MS - 1);
    expect(verifyFormGuard(SECRET, input(old), NOW).ok).toBe(false);
    const ahead = issueFormGuard(SECRET, NOW + 61_000);
    expect(verifyFormGuard(SECRET, input(ahead), NOW).ok).toBe(false);
    const skewed = issueFormGuard(SECRET, NOW + 30_000);
    expect(verifyFormGuard(SECRET, input(skewed), NOW).ok).toBe(true);
  });
});
