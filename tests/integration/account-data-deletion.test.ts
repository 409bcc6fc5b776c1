/**
 * "Download my data" and "Delete my account" (docs/decisions/131), on each backend: the JSON holds
 * the profile, the requests sent with the address with their history and ratings, saved products
 * and the subscription; the CSV the requests; deletion wants the password and a tick, refuses the
 * last admin, and leaves no row anywhere that names the person (every table walked) except the
 * lead the supplier keeps, which stays whole.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  productRatings,
  products,
  sampleRequestStatusChanges,
  sampleRequests,
  savedProducts,
  subscribers,
  users,
  verifications,
} from "~/db/schema";
import { CONFIRM_DELETION, WRONG_PASSWORD } from "~/forms/account-settings";
import { INVALID_CREDENTIALS } from "~/forms/auth";
import { LAST_ADMIN_DELETE } from "~/models/accounts/admin-users.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { ADMIN_CSV_HEADER } from "~/models/leads/admin-requests.server";
import { action as profileAction } from "~/routes/account/index";
import { loader as dataLoader } from "~/routes/account/settings.data.json";
import { action as deleteAction } from "~/routes/account/settings.delete";
import { loader as csvLoader } from "~/routes/account/settings.requests.csv";
import { action as loginAction } from "~/routes/auth/login/route";
import { action as requestAction } from "~/routes/site/request-samples/route";
import { TEST_PASSWORD } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import {
  buildSampleRequestForm,
  createSampleRequest,
  signedInWithPassword,
  uniqueTag,
} from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { callAction, callLoader } from "../helpers/route";
import { rowsNaming } from "../helpers/rows-naming";

const PRODUCT_ID = "lumina-flow-a2";

describe(`download my data and delete my account (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  /** A professional with everything an account gathers: profile, a shipped and rated request… */
  async function richAccount() {
    const displayName = `Quinn Vale ${uniqueTag()}`;
    const signedIn = await signedInWithPassword(t.db, TEST_PASSWORD, "user", {
      user: { displayName },
    });
    const { user, cookie } = signedIn;
    const profile = await callAction(profileAction, {
      path: "/account",
      form: { ...buildSampleRequestForm({ npi: "1234567893" }), allowMarketing: "on" },
      cookie,
      db: t.db,
    });
    expect(profile.data).toMatchObject({ ok: true });
    const sent = await callAction(requestAction, {
      path: "/request-samples",
      form: {
        ...guardFields(),
        ...buildSampleRequestForm({ email: user.email }),
        companyId: "lumina-dental",
        productId: [PRODUCT_ID],
      },
      cookie,
      db: t.db,
    });
    expect(sent.status).toBe(200);
    const [request] = await t.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.email, user.email));
    if (!request) throw new Error("the request was not stored");
    await t.db
      .update(sampleRequests)
      .set({ status: "completed" })
      .where(eq(sampleRequests.id, request.id));
    await t.db.insert(sampleRequestStatusChanges).values([
      {
        requestId: request.id,
        status: "shipped",
        carrier: "UPS",
        trackingNumber: "1Z999AA10123456784",
      },
      { requestId: request.id, status: "completed" },
    ]);
    await t.db.insert(productRatings).values({
      requestId: request.id,
      productId: PRODUCT_ID,
      companyId: "lumina-dental",
      rating: 5,
      comment: "Flows well",
    });
    await t.db.insert(savedProducts).values({ userId: user.id, productId: PRODUCT_ID });
    await t.db.insert(subscribers).values({ email: user.email, status: "active" });
    await t.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${randomUUID()}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const someoneElse = await createSampleRequest(t.db, {});
    return { ...signedIn, displayName, request, someoneElse };
  }

  it("downloads everything about the account as JSON, and nothing of anyone else", async () => {
    const { user, cookie, request, someoneElse } = await richAccount();
    const first = await callLoader(dataLoader, {
      path: "/account/settings/data.json",
      cookie,
      db: t.db,
    });
    expect(first.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="sampletray-my-data-/,
    );
    const text = (await first.response?.text()) ?? "";
    expect(text).not.toContain(someoneElse.id);
    expect(text).not.toMatch(/"password"|scrypt|"token"/);
    const data = JSON.parse(text);
    expect(data.user).toMatchObject({ id: user.id, email: user.email });
    expect(data.practiceProfile).toMatchObject({ npi: "1234567893", allowMarketing: true });
    expect(data.sampleRequests).toHaveLength(1);
    expect(data.sampleRequests[0]).toMatchObject({
      id: request.id,
      companyName: "Lumina Dental Materials",
      status: "completed",
      requestedProducts: [expect.objectContaining({ productId: PRODUCT_ID })],
    });
    expect(data.sampleRequests[0].statusHistory.map((h: { status: string }) => h.status)).toEqual([
      "pending",
      "shipped",
      "completed",
    ]);
    expect(data.sampleRequests[0].statusHistory[1]).toMatchObject({ carrier: "UPS" });
    expect(data.ratings).toEqual([expect.objectContaining({ rating: 5, comment: "Flows well" })]);
    expect(data.savedProducts).toEqual([expect.objectContaining({ productId: PRODUCT_ID })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ status: "active" })]);

    const second = await callLoader(dataLoader, {
      path: "/account/settings/data.json",
      cookie,
      db: t.db,
    });
    const again = JSON.parse((await second.response?.text()) ?? "{}");
    expect(again.auditEntries.map((e: { action: string }) => e.action)).toContain(
      "user.data_downloaded",
    );
  });

  it("downloads the account's requests as CSV in the export's columns", async () => {
    const { cookie, request, someoneElse } = await richAccount();
    const csv = await callLoader(csvLoader, {
      path: "/account/settings/requests.csv",
      cookie,
      db: t.db,
    });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="sampletray-my-requests-/,
    );
    const lines = ((await csv.response?.text()) ?? "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(ADMIN_CSV_HEADER.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(request.id);
    expect(lines[1]).toContain("Lumina Dental Materials");
    expect(lines[1]).toContain(",completed,");
    expect(lines.join("\n")).not.toContain(someoneElse.id);
  });

  const deleteWith = (cookie: string, form: Record<string, string>) =>
    callAction(deleteAction, { path: "/account/settings/delete", form, cookie, db: t.db });

  it("refuses a wrong password or a missing tick, and keeps the account", async () => {
    const { user, cookie } = await richAccount();
    const wrong = await deleteWith(cookie, { password: "not-my-password", confirm: "on" });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ errors: { password: WRONG_PASSWORD } });
    const unticked = await deleteWith(cookie, { password: TEST_PASSWORD });
    expect(unticked.data).toMatchObject({ errors: { confirm: CONFIRM_DELETION } });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("deletes the account: signed out, no row names the person, the supplier's lead stays whole", async () => {
    const { user, cookie, displayName, request } = await richAccount();
    const needles = [user.id, user.email, displayName];
    // The walk finds what an account gathers, so an empty answer after deletion means something.
    const before = new Set((await rowsNaming(t.db, needles)).map((hit) => hit.table));
    for (const table of [
      "users",
      "sessions",
      "accounts",
      "practice_profiles",
      "saved_products",
      "subscribers",
      "verifications",
      "outbox_messages",
      "sample_requests",
    ]) {
      expect(before).toContain(table);
    }
    const deleted = await deleteWith(cookie, { password: TEST_PASSWORD, confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/account-deleted");
    expect(deleted.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;/);

    const hits = await rowsNaming(t.db, needles);
    const namesThePerson = (row: unknown) => {
      const text = JSON.stringify(row).toLowerCase();
      return text.includes(user.email.toLowerCase()) || text.includes(displayName.toLowerCase());
    };
    const unexpected = hits.filter(
      (hit) =>
        // Decision 131: the lead stays with the supplier (the request and its copy mailed to them).
        hit.table !== "sample_requests" &&
        !(hit.table === "outbox_messages" && hit.row.kind === "new-lead") &&
        // Decision 149: the notice of the deletion to the address, kept as every sent mail is.
        !(hit.table === "outbox_messages" && hit.row.kind === "account-deleted") &&
        // The append-only audit log keeps the account's id, which no longer leads to anyone.
        !(hit.table === "audit_log" && !namesThePerson(hit.row)),
    );
    expect(unexpected.map((hit) => hit.table)).toEqual([]);

    const [lead] = await t.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.id, request.id));
    expect(lead).toMatchObject({ email: user.email, firstName: "Dana", status: "completed" });
    const rating = await t.db
      .select()
      .from(productRatings)
      .where(eq(productRatings.requestId, request.id));
    expect(rating).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.deleted"), eq(auditLog.entityId, user.id)));
    expect(entry).toMatchObject({ entityLabel: "", changes: {} });

    const signIn = await callAction(loginAction, {
      path: "/login",
      form: { email: user.email, password: TEST_PASSWORD },
      db: t.db,
    });
    expect(signIn.status).toBe(401);
    expect(signIn.data).toMatchObject({ errors: { form: INVALID_CREDENTIALS } });
    expect(await t.db.select().from(products).where(eq(products.id, PRODUCT_ID))).toHaveLength(1);
  });

  it("does not let the last admin delete their account", async () => {
    const admins = await t.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(0);
    const { user, cookie } = await signedInWithPassword(t.db, TEST_PASSWORD, "admin");
    const refused = await deleteWith(cookie, { password: TEST_PASSWORD, confirm: "on" });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ errors: { form: LAST_ADMIN_DELETE } });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
