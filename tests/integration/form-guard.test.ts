/**
 * The public forms' anti-automation and idempotency (docs/decisions/045), through the real actions
 * on the database: idempotency keys, duplicate suppression, honeypot, minimum fill time, per-IP
 * and per-e-mail limits, and concurrent retries with one key.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  claimRequests,
  formSubmissions,
  sampleRequests,
  subscribers,
  supplierRegistrations,
} from "~/db/schema";
import {
  FORM_EXPIRED,
  GUARD_FIELDS,
  SUBMITTED_TOO_FAST,
  TOO_MANY_REQUESTS,
} from "~/lib/form-guard";
import { countRequestAllCompanies } from "~/models/catalogue/company.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { purgeFormSubmissions } from "~/models/guards/form-submissions.server";
import { action as eventsAction } from "~/routes/resources/api.events";
import { action as claimAction } from "~/routes/site/claim-request/route";
import { action as homeAction } from "~/routes/site/index/route";
import { action as registerAction } from "~/routes/site/pricing.register/route";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequestForm } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { createTestContext, formRequest } from "../helpers/route";

type Fields = Record<string, string | string[]>;
interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: any route module's action
type AnyAction = (args: any) => unknown;

const HIGH_LIMITS = {
  FORM_RATE_LIMIT_IP_MAX: "100000",
  FORM_RATE_LIMIT_EMAIL_MAX: "100000",
};

let ipCounter = 0;
/** A client IP of its own for each test, so the shared counters never meet. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const nextEmail = () => `Guard.Tester${++emailCounter}.${Date.now()}@Example.com`;

/** The sample request form as a browser posts it, from `email`. */
const contact = (email: string): Fields => buildSampleRequestForm({ email });

/** A sample request from `email` to `companyId`, sent from a freshly rendered form. */
const freshRequest = (email: string, companyId = "lumina-dental", extra: Fields = {}): Fields => ({
  ...contact(email),
  companyId,
  ...extra,
  ...guardFields(),
});

describe(`form guard (${process.env.TEST_DB})`, () => {
  let companyCount = 0;
  const t = setUpTestDatabase(async (db) => {
    await seedDemoData(db);
    // 'Make Request to All' reaches the companies with a sample to send (issue 23 point 7).
    companyCount = await countRequestAllCompanies(db);
  });

  async function post(
    fn: AnyAction,
    path: string,
    fields: Fields,
    env: Record<string, string> = {},
  ): Promise<Reply> {
    const result = (await fn({
      request: formRequest(path, fields),
      params: {},
      context: createTestContext(t.db, { ...HIGH_LIMITS, ...env }),
    })) as unknown;
    if (result instanceof Response) {
      return { status: result.status, headers: result.headers, body: {} };
    }
    const r = result as {
      data?: unknown;
      init?: { status?: number; headers?: HeadersInit } | null;
    };
    if (r && typeof r === "object" && "init" in r && "data" in r) {
      return {
        status: r.init?.status ?? 200,
        headers: new Headers(r.init?.headers),
        body: r.data as Record<string, unknown>,
      };
    }
    return { status: 200, headers: new Headers(), body: result as Record<string, unknown> };
  }

  const requestSamples = (fields: Fields, env: Record<string, string> = {}) =>
    post(requestAction, "/request-samples", fields, env);

  async function rowsFor(email: string) {
    return t.db.select().from(sampleRequests).where(eq(sampleRequests.email, email.toLowerCase()));
  }

  describe("sample requests", () => {
    it("300 identical submissions of one rendered form (one key, many at once) store one row and all get the first answer", async () => {
      const email = nextEmail();
      const fields = {
        ...contact(email),
        companyId: "lumina-dental",
        productId: ["lumina-flow-a2"],
        ...guardFields(),
      };
      const env = { CLIENT_IP: nextIp() };
      const replies: Reply[] = [];
      for (let batch = 0; batch < 15; batch++) {
        replies.push(
          ...(await Promise.all(Array.from({ length: 20 }, () => requestSamples(fields, env)))),
        );
      }
      expect(replies).toHaveLength(300);
      expect(replies.every((r) => r.status === 200 && r.body.ok === true)).toBe(true);
      const first = replies[0]?.body;
      expect(first).toMatchObject({
        summary: {
          companies: [{ id: "lumina-dental", products: ["Lumina Flow Flowable Composite A2"] }],
        },
      });
      for (const reply of replies) expect(reply.body).toEqual(first);
      expect(await rowsFor(email)).toHaveLength(1);
    }, 120_000);

    it("300 resubmissions with fresh keys store one row; every later one is told it was already received", async () => {
      const email = nextEmail();
      const env = { CLIENT_IP: nextIp() };
      const base = { ...contact(email), companyId: "lumina-dental", productId: ["lumina-flow-a2"] };
      const first = await requestSamples({ ...base, ...guardFields() }, env);
      expect(first.body).toMatchObject({ ok: true });
      expect(first.body.alreadyReceived).toBeUndefined();
      const later: Reply[] = [];
      for (let batch = 0; batch < 15; batch++) {
        later.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              // The same products in another order, the e-mail in other case: the same request.
              requestSamples(
                {
                  ...base,
                  email: i % 2 ? email.toUpperCase() : email,
                  productId: ["lumina-flow-a2", "lumina-flow-a2"],
                  ...guardFields(),
                },
                env,
              ),
            ),
          )),
        );
      }
      expect(later.slice(1).every((r) => r.status === 200 && r.body.alreadyReceived === true)).toBe(
        true,
      );
      expect(later[0]?.body).toEqual({ ...first.body, alreadyReceived: true });
      expect(await rowsFor(email)).toHaveLength(1);
      // Other products for the same company are another request.
      const other = await requestSamples(
        { ...base, productId: ["lumina-nano-universal"], ...guardFields() },
        env,
      );
      expect(other.body.alreadyReceived).toBeUndefined();
      expect(await rowsFor(email)).toHaveLength(2);
    }, 120_000);

    it("concurrent first submissions with one key store one row (the second waits for the first)", async () => {
      const email = nextEmail();
      const guard = guardFields();
      const fields = { ...contact(email), companyId: "all", ...guard };
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => requestSamples(fields, { CLIENT_IP: nextIp() })),
      );
      expect(replies.every((r) => r.status === 200 && r.body.ok === true)).toBe(true);
      expect(await rowsFor(email)).toHaveLength(companyCount);
      const [row] = await t.db
        .select({ n: count() })
        .from(formSubmissions)
        .where(eq(formSubmissions.key, String(guard[GUARD_FIELDS.key])));
      expect(row?.n).toBe(1);
    });

    it("a key that comes back with another request is refused, not answered with the first one's confirmation", async () => {
      const email = nextEmail();
      const env = { CLIENT_IP: nextIp() };
      const guard = guardFields();
      const first = await requestSamples(
        { ...contact(email), companyId: "lumina-dental", productId: ["lumina-flow-a2"], ...guard },
        env,
      );
      expect(first.body).toMatchObject({ ok: true });
      // The same request with another phone number is a retry: the first answer.
      const retry = await requestSamples(
        {
          ...contact(email),
          phone: "+1 555 010 9999",
          companyId: "lumina-dental",
          productId: ["lumina-flow-a2"],
          ...guard,
        },
        env,
      );
      expect(retry.body).toEqual(first.body);
      // Another company under the same key: refused, nothing stored, nothing dropped silently.
      const other = await requestSamples(
        { ...contact(email), companyId: "endopath", ...guard },
        env,
      );
      expect(other).toMatchObject({ status: 400, body: { ok: false, formError: FORM_EXPIRED } });
      expect(await rowsFor(email)).toHaveLength(1);
    });

    it("a filled honeypot is answered like an accepted request and stores nothing", async () => {
      const email = nextEmail();
      const reply = await requestSamples(
        {
          ...contact(email),
          companyId: "lumina-dental",
          productId: ["lumina-flow-a2"],
          ...guardFields({ honeypot: "+1 555 0100" }),
        },
        { CLIENT_IP: nextIp() },
      );
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        ok: true,
        summary: {
          companies: [{ id: "lumina-dental", products: ["Lumina Flow Flowable Composite A2"] }],
        },
      });
      expect(await rowsFor(email)).toHaveLength(0);
    });

    it("a form sent sooner than the minimum fill time is refused with a message; sent later it is stored", async () => {
      const email = nextEmail();
      const env = { CLIENT_IP: nextIp(), FORM_MIN_FILL_SECONDS: "3" };
      const fields = {
        ...contact(email),
        companyId: "lumina-dental",
        ...guardFields({ ageMs: 800 }),
      };
      const fast = await requestSamples(fields, env);
      expect(fast.status).toBe(400);
      expect(fast.body).toMatchObject({ ok: false, formError: SUBMITTED_TOO_FAST });
      expect(fast.body.values).toMatchObject({ email });
      expect(await rowsFor(email)).toHaveLength(0);
      // The same rendered form a little later (its signed time is old enough by then).
      const later = await requestSamples(fields, { ...env, FORM_MIN_FILL_SECONDS: "0.5" });
      expect(later.body).toMatchObject({ ok: true });
      expect(await rowsFor(email)).toHaveLength(1);
    });

    it("forged, malformed, half-sent or day-old guard fields are refused and store nothing", async () => {
      const email = nextEmail();
      const base = { ...contact(email), companyId: "lumina-dental" };
      const env = { CLIENT_IP: nextIp() };
      const good = guardFields();
      const cases: Fields[] = [
        { ...base, [GUARD_FIELDS.key]: good[GUARD_FIELDS.key] ?? "" },
        { ...base, [GUARD_FIELDS.startedAt]: good[GUARD_FIELDS.startedAt] ?? "" },
        { ...base, ...good, [GUARD_FIELDS.startedAt]: `1${good[GUARD_FIELDS.startedAt]}` },
        { ...base, ...good, [GUARD_FIELDS.key]: "00000000-0000-4000-8000-000000000000" },
        { ...base, ...guardFields({ secret: "another-secret-another-secret-another" }) },
        { ...base, ...guardFields({ ageMs: 25 * 60 * 60 * 1000 }) },
        { ...base, ...good, [GUARD_FIELDS.key]: "short" },
      ];
      for (const fields of cases) {
        const reply = await requestSamples(fields, env);
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({ ok: false, formError: FORM_EXPIRED });
      }
      expect(await rowsFor(email)).toHaveLength(0);
    });

    it("a form sent without guard fields (JavaScript off) is stored once, with no fill-time check, and is still limited", async () => {
      const email = nextEmail();
      const env = {
        CLIENT_IP: nextIp(),
        FORM_MIN_FILL_SECONDS: "600",
        FORM_RATE_LIMIT_IP_MAX: "3",
      };
      const plain = {
        ...contact(email),
        companyId: "lumina-dental",
        productId: ["lumina-flow-a2"],
        [GUARD_FIELDS.key]: "",
        [GUARD_FIELDS.startedAt]: "",
        [GUARD_FIELDS.honeypot]: "",
      };
      // No proof of when the form was shown, so the minimum fill time (ten minutes here) is not asked.
      const first = await requestSamples(plain, env);
      expect(first.body).toMatchObject({ ok: true });
      expect(first.body.alreadyReceived).toBeUndefined();
      // A double click or a reload sends it again, under no key: the duplicates window answers.
      const again = await requestSamples(plain, env);
      expect(again.body).toEqual({ ...first.body, alreadyReceived: true });
      expect(await rowsFor(email)).toHaveLength(1);
      // The honeypot still traps it.
      const trap = nextEmail();
      const trapped = await requestSamples(
        { ...plain, ...contact(trap), [GUARD_FIELDS.honeypot]: "+1 555 0100" },
        env,
      );
      expect(trapped.body).toMatchObject({ ok: true });
      expect(await rowsFor(trap)).toHaveLength(0);
      // And the limits count it like any other.
      const limited = await requestSamples({ ...plain, ...contact(nextEmail()) }, env);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ ok: false, formError: TOO_MANY_REQUESTS });
    });

    it("per client IP: past the limit 429 with Retry-After and the message; another IP goes on", async () => {
      const ip = nextIp();
      const env = { CLIENT_IP: ip, FORM_RATE_LIMIT_IP_MAX: "3" };
      for (let i = 0; i < 3; i++) {
        const ok = await requestSamples(freshRequest(nextEmail()), env);
        expect(ok.body).toMatchObject({ ok: true });
      }
      const email = nextEmail();
      const refused = await requestSamples(freshRequest(email), env);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ ok: false, formError: TOO_MANY_REQUESTS });
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await rowsFor(email)).toHaveLength(0);
      const elsewhere = await requestSamples(freshRequest(email), { ...env, CLIENT_IP: nextIp() });
      expect(elsewhere.body).toMatchObject({ ok: true });
    });

    it("per e-mail address, whatever the IP: past the limit 429", async () => {
      const email = nextEmail();
      const env = { FORM_RATE_LIMIT_EMAIL_MAX: "2" };
      for (const product of ["lumina-flow-a2", "lumina-nano-universal"]) {
        const ok = await requestSamples(
          freshRequest(email, "lumina-dental", { productId: [product] }),
          { ...env, CLIENT_IP: nextIp() },
        );
        expect(ok.body).toMatchObject({ ok: true });
      }
      const refused = await requestSamples(freshRequest(email.toLowerCase()), {
        ...env,
        CLIENT_IP: nextIp(),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await rowsFor(email)).toHaveLength(2);
    });

    it("'Make Request to All' counts one lead per company", async () => {
      const env = { CLIENT_IP: nextIp(), FORM_RATE_LIMIT_IP_MAX: String(companyCount + 2) };
      const all = await requestSamples(freshRequest(nextEmail(), "all"), env);
      expect(all.body).toMatchObject({ ok: true });
      const one = await requestSamples(freshRequest(nextEmail()), env);
      expect(one.body).toMatchObject({ ok: true });
      const email = nextEmail();
      const again = await requestSamples(freshRequest(email, "all"), env);
      expect(again.status).toBe(429);
      expect(await rowsFor(email)).toHaveLength(0);
    });

    it("a retry of an accepted submission is answered without counting against the limits", async () => {
      const env = { CLIENT_IP: nextIp(), FORM_RATE_LIMIT_IP_MAX: "1" };
      const fields = freshRequest(nextEmail());
      const first = await requestSamples(fields, env);
      for (let i = 0; i < 5; i++) expect(await requestSamples(fields, env)).toEqual(first);
    });
  });

  describe("claims, registrations and subscriptions", () => {
    const claim = (email: string) => ({
      companyName: "Brightsmile Supply",
      contactName: "Jo Park",
      jobTitle: "Owner",
      email,
    });
    const registration = (email: string) => ({
      companyName: "Brightsmile Supply",
      contactName: "Jo Park",
      email,
      phone: "+1 555 010 3000",
      planType: "featured",
    });

    it("a claim: one row per key, a resubmission is already received, a honeypot stores nothing", async () => {
      const email = nextEmail();
      const env = { CLIENT_IP: nextIp() };
      const fields = { ...claim(email), ...guardFields() };
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => post(claimAction, "/claim-request", fields, env)),
      );
      for (const r of replies)
        expect(r.body).toEqual({ ok: true, companyName: "Brightsmile Supply" });
      const again = await post(
        claimAction,
        "/claim-request",
        { ...claim(email), ...guardFields() },
        env,
      );
      expect(again.body).toMatchObject({ ok: true, alreadyReceived: true });
      const trap = nextEmail();
      const trapped = await post(
        claimAction,
        "/claim-request",
        { ...claim(trap), ...guardFields({ honeypot: "x" }) },
        env,
      );
      expect(trapped.body).toMatchObject({ ok: true });
      const rows = await t.db.select().from(claimRequests);
      const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
      expect(rows.filter((r) => same(r.email, email))).toHaveLength(1);
      expect(rows.filter((r) => same(r.email, trap))).toHaveLength(0);
    });

    it("a registration: one row per key, too fast is refused, 429 past the e-mail limit", async () => {
      const email = nextEmail();
      const env = { CLIENT_IP: nextIp(), FORM_RATE_LIMIT_EMAIL_MAX: "2" };
      const fields = { ...registration(email), ...guardFields() };
      for (let i = 0; i < 3; i++) {
        expect((await post(registerAction, "/pricing/register", fields, env)).body).toEqual({
          ok: true,
          planType: "featured",
        });
      }
      const fast = await post(
        registerAction,
        "/pricing/register",
        { ...registration(email), planType: "basic", ...guardFields({ ageMs: 100 }) },
        env,
      );
      expect(fast).toMatchObject({ status: 400, body: { formError: SUBMITTED_TOO_FAST } });
      const limited = await post(
        registerAction,
        "/pricing/register",
        { ...registration(email), planType: "basic", ...guardFields() },
        env,
      );
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
      const rows = await t.db.select().from(supplierRegistrations);
      expect(rows.filter((r) => r.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
    });

    it("subscribe: a honeypot or a too-fast form stores nothing; 429 past the IP limit", async () => {
      const env = { CLIENT_IP: nextIp(), FORM_RATE_LIMIT_IP_MAX: "4" };
      const subscribe = (fields: Fields) =>
        post(homeAction, "/?index", { intent: "subscribe", ...fields }, env);
      const trap = nextEmail();
      expect((await subscribe({ email: trap, ...guardFields({ honeypot: "1" }) })).body).toEqual({
        intent: "subscribe",
        ok: true,
      });
      const fast = nextEmail();
      expect(await subscribe({ email: fast, ...guardFields({ ageMs: 0 }) })).toMatchObject({
        status: 400,
        body: { ok: false, formError: SUBMITTED_TOO_FAST },
      });
      const real = nextEmail();
      expect((await subscribe({ email: real, ...guardFields() })).body).toMatchObject({ ok: true });
      // The same rendered form with another address: refused (reload), not silently replayed.
      const reused = guardFields();
      expect((await subscribe({ email: nextEmail(), ...reused })).body).toMatchObject({ ok: true });
      const other = nextEmail();
      expect(await subscribe({ email: other, ...reused })).toMatchObject({
        status: 400,
        body: { formError: FORM_EXPIRED },
      });
      const limited = await subscribe({ email: nextEmail(), ...guardFields() });
      expect(limited).toMatchObject({ status: 429, body: { formError: TOO_MANY_REQUESTS } });
      const emails = (await t.db.select().from(subscribers)).map((r) => r.email.toLowerCase());
      expect(emails).toContain(real.toLowerCase());
      expect(emails).not.toContain(trap.toLowerCase());
      expect(emails).not.toContain(fast.toLowerCase());
      expect(emails).not.toContain(other.toLowerCase());
    });
  });

  it("submission records older than a week are purged; newer ones stay", async () => {
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.db.insert(formSubmissions).values([
      { form: "subscribe", key: "purge-test-old-0000", response: {}, createdAt: old },
      { form: "subscribe", key: "purge-test-new-0000", response: {} },
    ]);
    expect(await purgeFormSubmissions(t.db)).toBe(1);
    const keys = (await t.db.select({ key: formSubmissions.key }).from(formSubmissions)).map(
      (r) => r.key,
    );
    expect(keys).toContain("purge-test-new-0000");
    expect(keys).not.toContain("purge-test-old-0000");
  });

  it("/api/events: per client IP, 429 with Retry-After past the limit", async () => {
    const env = { CLIENT_IP: nextIp(), EVENTS_RATE_LIMIT_IP_MAX: "2" };
    const event = (ip: Record<string, string>) =>
      eventsAction({
        request: new Request("http://localhost:3000/api/events", {
          method: "POST",
          body: JSON.stringify({ name: "view_item", companyId: "lumina-dental" }),
          headers: { "Content-Type": "application/json" },
        }),
        params: {},
        context: createTestContext(t.db, ip),
      } as never) as Promise<Response>;
    expect((await event(env)).status).toBe(204);
    expect((await event(env)).status).toBe(204);
    const limited = await event(env);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.text()).toBe(TOO_MANY_REQUESTS);
    expect((await event({ ...env, CLIENT_IP: nextIp() })).status).toBe(204);
  });
});
