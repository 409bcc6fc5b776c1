/**
 * Ratings after the sample on each backend (docs/decisions/092): completing a request schedules
 * one follow-up, which writes one rating link and one e-mail however often it runs; the rating
 * page by its token; one rating per request and product; the 30-day window; the public average
 * only from three visible ratings; hiding (audit-logged) takes a rating out of every average.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMessages, productRatings, ratingLinks, sampleRequests } from "~/db/schema";
import type { JobQueue } from "~/jobs/start.server";
import { RATINGS_SAVED } from "~/lib/ratings";
import { changeRequestStatus } from "~/models/leads/request-status.server";
import { findRatingPage, saveRatings } from "~/models/ratings/rating.server";
import { sendRatingRequest } from "~/models/ratings/rating-request.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/ratings/route";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { action as rateAction, loader as rateLoader } from "~/routes/site/rate.$token/route";
import { loader as workspaceLoader } from "~/routes/supplier/$companyId.ratings";
import { setUpTestDatabase } from "../helpers/db";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequest,
  createUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { startTestMailQueue, textAsSent } from "../helpers/mail";
import { callAction, callLoader, catchThrown } from "../helpers/route";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_IN_TEXT = /\/rate\/([A-Za-z0-9_-]{43})/;

describe(`ratings after the sample (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let changedBy: string;
  beforeAll(async () => {
    changedBy = (await createUser(t.db)).id;
  });

  /** A company with two products and a shipped request for both, by a new requester. */
  async function shippedRequest() {
    const company = await createCompany(t.db);
    const first = await createProduct(t.db, company.id, { name: "Flow Composite" });
    const second = await createProduct(t.db, company.id, { name: "Bond Agent" });
    const request = await createSampleRequest(t.db, {
      companyId: company.id,
      email: uniqueEmail("rater"),
      status: "shipped",
      requestedProducts: [first, second].map((p) => ({
        productId: p.id,
        productName: p.name,
        quantity: "",
      })),
    });
    return { company, products: [first, second], request };
  }

  const ratingJobs = async (requestId: string) => {
    const result = await t.db.execute<{ start_after: string }>(
      sql`select start_after from pgboss.job where name = 'rating-request' and data->>'requestId' = ${requestId}`,
    );
    return result.rows;
  };

  /** A completed request with its rating link: the token from the e-mail written to the outbox. */
  async function ratedRequestLink() {
    const setup = await shippedRequest();
    await changeRequestStatus(t.db, setup.request.id, "completed", changedBy, t.outbox);
    expect(await sendRatingRequest(t.db, t.outbox, setup.request.id)).toBe("sent");
    const [message] = await t.db
      .select({ textBody: outboxMessages.textBody, secrets: outboxMessages.secrets })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "rating-request"),
          eq(outboxMessages.recipient, setup.request.email),
        ),
      );
    const token = message ? (textAsSent(message).match(TOKEN_IN_TEXT)?.[1] ?? "") : "";
    return { ...setup, token };
  }

  const rateForm = (products: { id: string }[], ratings: string[], comments: string[] = []) =>
    Object.fromEntries(
      products.flatMap((p, i) => [
        [`rating_${p.id}`, ratings[i] ?? ""],
        [`comment_${p.id}`, comments[i] ?? ""],
      ]),
    );

  it("schedules one follow-up per completion, days later, even when completed twice at once", async () => {
    const { request } = await shippedRequest();
    const before = Date.now();
    const results = await Promise.all([
      changeRequestStatus(t.db, request.id, "completed", changedBy, t.outbox),
      changeRequestStatus(t.db, request.id, "completed", changedBy, t.outbox),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await changeRequestStatus(t.db, request.id, "completed", changedBy, t.outbox)).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    const jobs = await ratingJobs(request.id);
    expect(jobs).toHaveLength(1);
    // Due RATING_REQUEST_DELAY_DAYS (7 by default) after the completion.
    const due = new Date(jobs[0]?.start_after ?? 0).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
  });

  it("schedules nothing for other statuses", async () => {
    const { request } = await shippedRequest();
    await t.db
      .update(sampleRequests)
      .set({ status: "pending" })
      .where(eq(sampleRequests.id, request.id));
    await changeRequestStatus(t.db, request.id, "approved", changedBy, t.outbox);
    expect(await ratingJobs(request.id)).toHaveLength(0);
  });

  it("writes one rating link and one e-mail, however often (and concurrently) the job runs", async () => {
    const { request } = await shippedRequest();
    await changeRequestStatus(t.db, request.id, "completed", changedBy, t.outbox);
    const outcomes = await Promise.all([
      sendRatingRequest(t.db, t.outbox, request.id),
      sendRatingRequest(t.db, t.outbox, request.id),
    ]);
    expect(outcomes.sort()).toEqual(["already-sent", "sent"]);
    expect(await sendRatingRequest(t.db, t.outbox, request.id)).toBe("already-sent");
    const links = await t.db
      .select()
      .from(ratingLinks)
      .where(eq(ratingLinks.requestId, request.id));
    expect(links).toHaveLength(1);
    const messages = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, "rating-request"), eq(outboxMessages.recipient, request.email)),
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toMatch(/^How did the samples from Test Co .* perform\?$/);
    expect(messages[0]?.textBody).toContain("Flow Composite, Bond Agent");
    // Only the token's hash is stored.
    // The outbox keeps the link redacted and its token apart, only until the message is sent.
    expect(messages[0]?.textBody).toMatch(/\/rate\/\[redacted-1\]/);
    const token = messages[0] ? (textAsSent(messages[0]).match(TOKEN_IN_TEXT)?.[1] ?? "") : "";
    expect(token).toHaveLength(43);
    expect(links[0]?.tokenHash).not.toContain(token);
  });

  it("sends nothing for a request that is no longer completed or has no listed products", async () => {
    const { request } = await shippedRequest();
    expect(await sendRatingRequest(t.db, t.outbox, request.id)).toBe("nothing-to-rate");
    const other = await shippedRequest();
    await t.db
      .update(sampleRequests)
      .set({ status: "completed", requestedProducts: [] })
      .where(eq(sampleRequests.id, other.request.id));
    expect(await sendRatingRequest(t.db, t.outbox, other.request.id)).toBe("nothing-to-rate");
    const links = await t.db
      .select()
      .from(ratingLinks)
      .where(sql`${ratingLinks.requestId} in (${request.id}, ${other.request.id})`);
    expect(links).toHaveLength(0);
  });

  it("shows the request's company and products by token; an unknown or malformed token is a 404", async () => {
    const { company, token } = await ratedRequestLink();
    const page = await callLoader(rateLoader, {
      path: `/rate/${token}`,
      params: { token },
      db: t.db,
    });
    expect(page.data.companyName).toBe(company.name);
    expect(page.data.products.map((p) => p.name)).toEqual(["Flow Composite", "Bond Agent"]);
    expect(page.data.isEditable).toBe(true);
    expect(page.headers.get("Cache-Control") ?? "").not.toContain("public");
    for (const bad of ["A".repeat(43), "not-a-token"]) {
      const thrown = await catchThrown(
        callLoader(rateLoader, { path: `/rate/${bad}`, params: { token: bad }, db: t.db }),
      );
      expect(thrown.status).toBe(404);
    }
  });

  it("validates every field, keeping what was typed, and stores one rating per request and product", async () => {
    const { products, request, token } = await ratedRequestLink();
    const path = `/rate/${token}`;
    const missing = await callAction(rateAction, {
      path,
      params: { token },
      form: rateForm(products, ["4", ""], ["Flowed well", "Good bond"]),
      db: t.db,
    });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({
      errors: { [`rating_${products[1]?.id}`]: "Rating for Bond Agent is required" },
      values: { [`comment_${products[1]?.id}`]: "Good bond" },
    });
    const outOfRange = await callAction(rateAction, {
      path,
      params: { token },
      form: rateForm(products, ["6", "0"]),
      db: t.db,
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.data).toMatchObject({
      errors: { [`rating_${products[0]?.id}`]: "Please choose a valid rating for flow composite" },
    });
    const tooLong = await callAction(rateAction, {
      path,
      params: { token },
      form: rateForm(products, ["4", "5"], ["x".repeat(1001)]),
      db: t.db,
    });
    expect(tooLong.status).toBe(400);

    const saved = await callAction(rateAction, {
      path,
      params: { token },
      form: rateForm(products, ["4", "5"], ["Flowed well", ""]),
      db: t.db,
    });
    expect(saved.data).toEqual({ ok: true, message: RATINGS_SAVED });
    const changed = await callAction(rateAction, {
      path,
      params: { token },
      form: rateForm(products, ["2", "5"], ["Stuck to the instrument", ""]),
      db: t.db,
    });
    expect(changed.data).toMatchObject({ ok: true });
    const rows = await t.db
      .select({
        productId: productRatings.productId,
        rating: productRatings.rating,
        comment: productRatings.comment,
      })
      .from(productRatings)
      .where(eq(productRatings.requestId, request.id));
    expect(rows.sort((a, b) => a.rating - b.rating)).toEqual([
      { productId: products[0]?.id, rating: 2, comment: "Stuck to the instrument" },
      { productId: products[1]?.id, rating: 5, comment: "" },
    ]);
    // The database refuses a second row for the same request and product.
    await expect(
      t.db.insert(productRatings).values({
        requestId: request.id,
        productId: products[0]?.id ?? "",
        companyId: request.companyId,
        rating: 3,
      }),
    ).rejects.toThrow();
    const page = await callLoader(rateLoader, { path, params: { token }, db: t.db });
    expect(page.data.products.map((p) => p.rating)).toEqual([2, 5]);
    expect(page.data.editableUntil).not.toBeNull();
  });

  it("keeps ratings editable for 30 days after the first one, then read-only", async () => {
    const { products, request, token } = await ratedRequestLink();
    const first = new Date();
    expect(
      (
        await saveRatings(
          t.db,
          token,
          [{ productId: products[0]?.id ?? "", rating: 3, comment: "" }],
          first,
        )
      ).ok,
    ).toBe(true);
    const day29 = new Date(first.getTime() + 29 * DAY_MS);
    expect((await findRatingPage(t.db, token, day29))?.isEditable).toBe(true);
    expect(
      (
        await saveRatings(
          t.db,
          token,
          [{ productId: products[1]?.id ?? "", rating: 4, comment: "" }],
          day29,
        )
      ).ok,
    ).toBe(true);
    const day31 = new Date(first.getTime() + 31 * DAY_MS);
    expect((await findRatingPage(t.db, token, day31))?.isEditable).toBe(false);
    expect(
      await saveRatings(
        t.db,
        token,
        [{ productId: products[0]?.id ?? "", rating: 5, comment: "" }],
        day31,
      ),
    ).toEqual({ ok: false, reason: "closed" });

    // Through the page: the first rating 31 days old.
    await t.db
      .update(productRatings)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(productRatings.requestId, request.id));
    const closed = await callAction(rateAction, {
      path: `/rate/${token}`,
      params: { token },
      form: rateForm(products, ["5", "5"]),
      db: t.db,
    });
    expect(closed.status).toBe(409);
    expect(closed.data).toMatchObject({ formError: expect.stringContaining("read-only") });
    const page = await callLoader(rateLoader, {
      path: `/rate/${token}`,
      params: { token },
      db: t.db,
    });
    expect(page.data.isEditable).toBe(false);
    expect(page.data.products.map((p) => p.rating)).toEqual([3, 4]);
  });

  /** Ratings of one product from `values.length` completed requests. */
  async function rateProduct(companyId: string, productId: string, values: number[]) {
    const ids: string[] = [];
    for (const rating of values) {
      const request = await createSampleRequest(t.db, { companyId, status: "completed" });
      const [row] = await t.db
        .insert(productRatings)
        .values({ requestId: request.id, productId, companyId, rating, comment: `Said ${rating}` })
        .returning({ id: productRatings.id });
      ids.push(row?.id ?? "");
    }
    return ids;
  }

  const publicRatings = async (companyId: string) =>
    (
      await callLoader(companyLoader, {
        path: `/company/${companyId}`,
        params: { companyId },
        db: t.db,
      })
    ).data.ratings;

  it("shows a product's average on the company page only from three visible ratings", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id, { name: "Rated Varnish" });
    await rateProduct(company.id, product.id, [4, 5]);
    expect(await publicRatings(company.id)).toEqual([]);
    await rateProduct(company.id, product.id, [4]);
    const [shown] = await publicRatings(company.id);
    expect(shown).toMatchObject({ productName: "Rated Varnish", count: 3 });
    expect(shown?.average.toFixed(1)).toBe("4.3");
  });

  it("lets admins hide and unhide a rating, audit-logged; hidden ones count in no average", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company.id, { name: "Hidden Gel" });
    const [abusive] = await rateProduct(company.id, product.id, [1, 5, 5]);
    const admin = await signedInAs(t.db, "admin");
    const hide = await callAction(adminAction, {
      path: "/admin/ratings",
      form: { intent: "hide", ratingId: abusive ?? "" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(hide.data).toEqual({ ok: true, message: "The rating is hidden." });
    const [row] = await t.db
      .select()
      .from(productRatings)
      .where(eq(productRatings.id, abusive ?? ""));
    expect(row?.hiddenAt).not.toBeNull();
    expect(row?.hiddenBy).toBe(admin.user.id);
    expect(await publicRatings(company.id)).toEqual([]);

    const entries = async () =>
      t.db
        .select({
          action: auditLog.action,
          actorId: auditLog.actorId,
          label: auditLog.entityLabel,
          companyId: auditLog.companyId,
        })
        .from(auditLog)
        .where(eq(auditLog.entityId, abusive ?? ""))
        .orderBy(auditLog.id);
    expect(await entries()).toEqual([
      {
        action: "rating.hidden",
        actorId: admin.user.id,
        label: "Hidden Gel",
        companyId: company.id,
      },
    ]);

    // The supplier sees that it was hidden, not what it said; the average leaves it out.
    const owner = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, owner.user.id, "owner");
    const workspace = await callLoader(workspaceLoader, {
      path: `/supplier/${company.id}/ratings`,
      params: { companyId: company.id },
      cookie: owner.cookie,
      db: t.db,
    });
    const hidden = workspace.data.recent.find((r) => r.id === abusive);
    expect(hidden).toMatchObject({ isHidden: true, comment: "" });
    expect(workspace.data.recent.filter((r) => !r.isHidden).map((r) => r.comment)).toEqual([
      "Said 5",
      "Said 5",
    ]);
    expect(workspace.data.perProduct).toEqual([
      expect.objectContaining({ productName: "Hidden Gel", average: 5, count: 2 }),
    ]);

    // The admin list still shows the comment.
    const list = await callLoader(adminLoader, {
      path: "/admin/ratings",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(list.data.ratings.find((r) => r.id === abusive)).toMatchObject({
      isHidden: true,
      comment: "Said 1",
    });

    await callAction(adminAction, {
      path: "/admin/ratings",
      form: { intent: "unhide", ratingId: abusive ?? "" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect((await publicRatings(company.id))[0]).toMatchObject({ count: 3 });
    expect((await entries()).map((e) => e.action)).toEqual(["rating.hidden", "rating.unhidden"]);
  });

  it("keeps the operators' page and the workspace to admins and members", async () => {
    const company = await createCompany(t.db);
    const member = await signedInAs(t.db, "user");
    const stranger = await signedInAs(t.db, "user");
    await addCompanyMember(t.db, company.id, member.user.id, "member");
    for (const call of [
      () => callLoader(adminLoader, { path: "/admin/ratings", cookie: member.cookie, db: t.db }),
      () =>
        callAction(adminAction, {
          path: "/admin/ratings",
          form: { intent: "hide", ratingId: crypto.randomUUID() },
          cookie: member.cookie,
          db: t.db,
        }),
      () =>
        callLoader(workspaceLoader, {
          path: `/supplier/${company.id}/ratings`,
          params: { companyId: company.id },
          cookie: stranger.cookie,
          db: t.db,
        }),
    ]) {
      expect((await catchThrown(call())).status).toBe(403);
    }
    const allowed = await callLoader(workspaceLoader, {
      path: `/supplier/${company.id}/ratings`,
      params: { companyId: company.id },
      cookie: member.cookie,
      db: t.db,
    });
    expect(allowed.data.recent).toEqual([]);
  });

  it("deletes ratings and the rating link with their request", async () => {
    const { products, request, token } = await ratedRequestLink();
    await saveRatings(t.db, token, [{ productId: products[0]?.id ?? "", rating: 4, comment: "" }]);
    await t.db.delete(sampleRequests).where(eq(sampleRequests.id, request.id));
    expect(
      await t.db.select().from(productRatings).where(eq(productRatings.requestId, request.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(ratingLinks).where(eq(ratingLinks.requestId, request.id)),
    ).toEqual([]);
    expect(await findRatingPage(t.db, token)).toBeNull();
  });

  describe("with a worker and zero delay", () => {
    let smtp: TestSmtpServer;
    let worker: JobQueue;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      worker = await startTestMailQueue(t.handle, { smtpUrl: smtp.url, ratingRequestDelayDays: 0 });
    });
    afterAll(async () => {
      await worker?.stop();
      await smtp?.close();
    });

    it("e-mails the requester a private rating link after completion", async () => {
      const { request } = await shippedRequest();
      await changeRequestStatus(t.db, request.id, "completed", changedBy, worker);
      const mail = await smtp.waitFor(
        (m) => m.to.includes(request.email) && m.subject.startsWith("How did the samples"),
        20_000,
      );
      const link = linkIn(mail, "http://localhost:3000/rate/");
      const token = new URL(link).pathname.split("/").pop() ?? "";
      const page = await callLoader(rateLoader, {
        path: `/rate/${token}`,
        params: { token },
        db: t.db,
      });
      expect(page.data.products).toHaveLength(2);
    });
  });
});
