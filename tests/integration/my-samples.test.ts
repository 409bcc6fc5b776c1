/**
 * My samples (/account/requests, docs/decisions/129) and the returning-professional signal
 * (docs/decisions/130), on each backend: requests made with an address show once that address is
 * confirmed (also those sent before the account) and never before; Request again goes through the
 * public request's limits; the signal needs a confirmed address and a profile.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  formSubmissions,
  outboxMessages,
  practiceProfiles,
  products,
  sampleRequests,
  users,
} from "~/db/schema";
import { TOO_MANY_REQUESTS } from "~/lib/form-guard";
import { RETURNING_PROFESSIONAL } from "~/lib/lead-signals";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { saveFairUse } from "~/models/leads/fair-use.server";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { findLeadSignals } from "~/models/leads/supplier-leads.server";
import { action as myAction, loader as myLoader } from "~/routes/account/requests/route";
import { loader as rateLoader } from "~/routes/site/rate.$token/route";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequestForm, signedInAs, uniqueEmail } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { testOutboxes } from "../helpers/mail";
import {
  callAction,
  callLoader,
  catchThrown,
  createTestContext,
  type FormFields,
} from "../helpers/route";

const PATH = "/account/requests";
/** The profile's columns, as /account saves them. */
const PROFILE = {
  firstName: "Dana",
  lastName: "Reyes",
  phone: "+15550102000",
  practiceName: "Reyes Family Dental",
  practiceType: "General Dentistry",
  yearsInPractice: "6-10 years",
  street: "1 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
};
const COMPANY = "lumina-dental";
const PRODUCTS = ["lumina-flow-a2", "lumina-nano-universal"];

describe(`My samples (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);
  const outbox = () => {
    const queue = testOutboxes.get(t.db);
    if (!queue) throw new Error("the test database has a mail queue");
    return queue;
  };
  let adminId = "";
  beforeEach(async () => {
    await t.db.delete(sampleRequests);
    await t.db.delete(practiceProfiles);
    await t.db.update(products).set({ availability: true }).where(eq(products.companyId, COMPANY));
    adminId = (await signedInAs(t.db, "admin")).user.id;
    await saveFairUse(t.db, { openPerCompany: null, perThirtyDays: null }, adminId);
  });

  /** The public request form, as a visitor (or the signed-in `cookie`) sends it. */
  const sendPublic = (fields: FormFields, cookie?: string) =>
    callAction(requestAction, {
      path: "/request-samples",
      form: {
        ...guardFields(),
        ...buildSampleRequestForm(),
        companyId: COMPANY,
        productId: PRODUCTS,
        ...fields,
      },
      ...(cookie ? { cookie } : {}),
      db: t.db,
    });
  const mySamples = (cookie: string) => callLoader(myLoader, { path: PATH, cookie, db: t.db });
  const press = (cookie: string, requestId: string, intent = "again", env = {}) =>
    callAction(myAction, {
      path: PATH,
      form: { intent, requestId },
      cookie,
      context: createTestContext(t.db, env),
    });
  /** A day and more later: earlier submissions are out of the duplicates window (decision 045). */
  const aDayLater = () =>
    t.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(formSubmissions.form, "sample-request"));
  const rowsFor = (email: string) =>
    t.db.select().from(sampleRequests).where(eq(sampleRequests.email, email));

  it("shows a request sent before sign-up once the address is confirmed, and not before", async () => {
    const email = uniqueEmail("dentist");
    expect((await sendPublic({ email: email.toUpperCase() })).data).toMatchObject({ ok: true });

    // Someone signs up with that address and does not confirm it: nothing to see.
    const account = await signedInAs(t.db, "user", { user: { email, emailVerified: false } });
    const denied = await catchThrown(mySamples(account.cookie));
    expect(denied.status).toBe(403);
    const denyAgain = await catchThrown(press(account.cookie, (await rowsFor(email))[0]?.id ?? ""));
    expect(denyAgain.status).toBe(403);
    expect(await rowsFor(email)).toHaveLength(1);

    // The owner confirms the address: the earlier request is theirs.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.user.id));
    const page = await mySamples(account.cookie);
    expect(page.data.requests).toEqual([
      expect.objectContaining({
        companyName: "Lumina Dental Materials",
        status: "pending",
        products: expect.arrayContaining(["Lumina Flow Flowable Composite A2"]),
      }),
    ]);

    // Another confirmed account sees none of it, and cannot send it again.
    const other = await signedInAs(t.db, "user");
    expect((await mySamples(other.cookie)).data.requests).toEqual([]);
    const [row] = await rowsFor(email);
    const notTheirs = await catchThrown(press(other.cookie, row?.id ?? ""));
    expect(notTheirs.status).toBe(404);
  });

  it("shows the history and links a UPS tracking number to UPS's tracking page", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await sendPublic({ email: user.email });
    const [row] = await rowsFor(user.email);
    if (!row) throw new Error("the request was stored");
    await changeRequestStatus(t.db, row.id, "approved", adminId, outbox());
    await changeRequestStatus(t.db, row.id, "shipped", adminId, outbox(), {
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    const [shown] = (await mySamples(cookie)).data.requests;
    expect(shown?.status).toBe("shipped");
    expect(shown?.history.map((h) => h.status)).toEqual(["pending", "approved", "shipped"]);
    expect(shown?.shipment?.link?.url).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(shown?.canRate).toBe(false);

    // Completed: Rate this sample opens the request's rating page.
    await changeRequestStatus(t.db, row.id, "completed", adminId, outbox());
    expect((await mySamples(cookie)).data.requests[0]?.canRate).toBe(true);
    const rate = await press(cookie, row.id, "rate");
    expect(rate.status).toBe(303);
    const location = rate.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/rate\/[A-Za-z0-9_-]+$/);
    const token = location.split("/").at(-1) ?? "";
    const ratePage = await callLoader(rateLoader, { path: location, params: { token }, db: t.db });
    expect(ratePage.data.companyName).toBe("Lumina Dental Materials");
  });

  it("Request again sends the same company and products, once within the duplicates window", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await sendPublic({ email: user.email });
    const [first] = await rowsFor(user.email);
    if (!first) throw new Error("the request was stored");
    // The first request is no longer a duplicate once a day has passed.
    await t.db
      .update(sampleRequests)
      .set({ requestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sampleRequests.id, first.id));
    await aDayLater();
    const mailsBefore = await t.db.$count(outboxMessages);
    const again = await press(cookie, first.id);
    expect(again.data).toMatchObject({ ok: true, requestId: first.id });
    expect(again.data).not.toHaveProperty("alreadyReceived");
    const rows = await rowsFor(user.email);
    expect(rows).toHaveLength(2);
    const made = rows.find((r) => r.id !== first.id);
    expect(made?.companyId).toBe(COMPANY);
    expect(made?.requestedProducts.map((p) => p.productId).sort()).toEqual([...PRODUCTS].sort());
    // The same e-mails as the form: the lead to the company and the confirmation to the requester.
    expect(await t.db.$count(outboxMessages)).toBe(mailsBefore + 2);

    // Pressed again at once: the duplicates window answers, nothing new is stored.
    const twice = await press(cookie, first.id);
    expect(twice.data).toMatchObject({ ok: true, alreadyReceived: true });
    expect(await rowsFor(user.email)).toHaveLength(2);
  });

  it("Request again is refused by fair use and the rate limits with the form's own messages", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await sendPublic({ email: user.email });
    const [first] = await rowsFor(user.email);
    if (!first) throw new Error("the request was stored");
    await aDayLater();
    await saveFairUse(t.db, { openPerCompany: 1, perThirtyDays: null }, adminId);
    const refused = await press(cookie, first.id);
    expect(refused.status).toBe(429);
    // What the request form says for the same request.
    const form = await sendPublic({ email: user.email, comments: "Another box" });
    expect(form.status).toBe(429);
    expect(refused.data).toMatchObject({
      ok: false,
      formError: (form.data as { formError?: string }).formError,
    });
    expect(await rowsFor(user.email)).toHaveLength(1);

    await saveFairUse(t.db, { openPerCompany: null, perThirtyDays: null }, adminId);
    const limited = await press(cookie, first.id, "again", { FORM_RATE_LIMIT_EMAIL_MAX: "1" });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ formError: TOO_MANY_REQUESTS });
    expect(await rowsFor(user.email)).toHaveLength(1);
  });

  it("a request still pending from minutes ago is not offered again; a day later it is (issue 34)", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await sendPublic({ email: user.email });
    const [fresh] = (await mySamples(cookie)).data.requests;
    expect(fresh).toMatchObject({ status: "pending", again: null, isAwaitingAnswer: true });
    await t.db
      .update(sampleRequests)
      .set({ requestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sampleRequests.email, user.email));
    const [older] = (await mySamples(cookie)).data.requests;
    expect(older?.isAwaitingAnswer).toBe(false);
    expect(older?.again).not.toBeNull();
  });

  it("Request again leaves out products no longer offered, and says so beforehand", async () => {
    const { user, cookie } = await signedInAs(t.db, "user");
    await sendPublic({ email: user.email });
    // Past the duplicates window: a request pending from minutes ago is not offered again.
    await t.db
      .update(sampleRequests)
      .set({ requestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sampleRequests.email, user.email));
    await t.db
      .update(products)
      .set({ availability: false })
      .where(eq(products.id, "lumina-nano-universal"));
    const [shown] = (await mySamples(cookie)).data.requests;
    expect(shown?.again).toEqual({
      productIds: ["lumina-flow-a2"],
      leftOut: [expect.stringContaining("Nano")],
    });
    const [first] = await rowsFor(user.email);
    expect((await press(cookie, first?.id ?? "")).data).toMatchObject({ ok: true });
    const made = (await rowsFor(user.email)).find((r) => r.id !== first?.id);
    expect(made?.requestedProducts.map((p) => p.productId)).toEqual(["lumina-flow-a2"]);
  });

  it("marks a lead as from a returning professional only with a confirmed address and a profile", async () => {
    const confirmed = await signedInAs(t.db, "user");
    const unconfirmed = await signedInAs(t.db, "user", { user: { emailVerified: false } });
    const signalOf = async (email: string) => {
      const [row] = await rowsFor(email);
      if (!row) throw new Error("the request was stored");
      const signals = await findLeadSignals(t.db, COMPANY, row.id);
      return {
        stored: row.isReturningProfessional,
        shown: signals.some((s) => s.label === RETURNING_PROFESSIONAL),
      };
    };

    // Confirmed, no profile yet.
    await sendPublic(
      { email: confirmed.user.email, productId: ["lumina-flow-a2"] },
      confirmed.cookie,
    );
    expect(await signalOf(confirmed.user.email)).toEqual({ stored: false, shown: false });
    await t.db.delete(sampleRequests);

    // Both accounts get a profile (the unconfirmed one cannot reach /account; set directly).
    await t.db.insert(practiceProfiles).values([
      { ...PROFILE, userId: confirmed.user.id },
      { ...PROFILE, userId: unconfirmed.user.id },
    ]);

    await sendPublic({ email: confirmed.user.email }, confirmed.cookie);
    expect(await signalOf(confirmed.user.email)).toEqual({ stored: true, shown: true });
    await sendPublic({ email: unconfirmed.user.email }, unconfirmed.cookie);
    expect(await signalOf(unconfirmed.user.email)).toEqual({ stored: false, shown: false });
    // Signed in with a profile, but the request names another address; or signed out.
    const typed = uniqueEmail("colleague");
    await sendPublic({ email: typed }, confirmed.cookie);
    expect(await signalOf(typed)).toEqual({ stored: false, shown: false });
    const signedOut = uniqueEmail("visitor");
    await sendPublic({ email: signedOut });
    expect(await signalOf(signedOut)).toEqual({ stored: false, shown: false });
  });
});
