/**
 * Fair use on each backend (docs/decisions/090): off by default; at most N open requests per
 * practice per company and M per 30 days across the directory, refused with the limit and when it
 * frees up and nothing stored; a practice is its normalized e-mail; two submissions at once
 * cannot both take the last slot; only admins read and change the limits, and each change is in
 * the audit log.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { appSettings, auditLog, sampleRequests } from "~/db/schema";
import { formatLongDate } from "~/lib/dates";
import { practiceKey } from "~/lib/fair-use";
import { readFairUse, saveFairUse } from "~/models/leads/fair-use.server";
import { action as fairUseAction, loader as fairUseLoader } from "~/routes/admin/fair-use/route";
import { action } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  buildSampleRequestForm,
  createCompany,
  createProduct,
  createSampleRequest,
  createUser,
  signedInAs,
  uniqueEmail,
} from "../helpers/factories";
import { submitPublicForm } from "../helpers/public-forms";
import { callAction, callLoader, catchThrown, type FormFields } from "../helpers/route";

const DAY = 24 * 60 * 60 * 1000;

describe(`fair use (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  let adminId: string;

  beforeEach(async () => {
    await t.db.delete(appSettings);
    adminId ??= (await createUser(t.db, { isAdmin: true })).id;
  });

  const productIds = async (companyId: string, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await createProduct(t.db, companyId)).id);
    return ids;
  };
  const submit = (db: Database, fields: FormFields) =>
    submitPublicForm(action, "/request-samples", buildSampleRequestForm(fields), db);
  const stored = (email: string) =>
    t.db.select().from(sampleRequests).where(eq(sampleRequests.email, email));

  it("is off until an operator sets a limit", async () => {
    expect(await readFairUse(t.db)).toEqual({ openPerCompany: null, perThirtyDays: null });
    const company = await createCompany(t.db);
    const email = uniqueEmail("dentist");
    // Three different requests (other products), so none is a duplicate of another.
    for (const productId of await productIds(company.id, 3)) {
      const reply = await submit(t.db, { email, companyId: company.id, productId });
      expect(reply.data).toMatchObject({ ok: true });
    }
    expect(await stored(email)).toHaveLength(3);
  });

  it("refuses a request past the open requests per company, for the same practice by any spelling of its e-mail", async () => {
    await saveFairUse(t.db, { openPerCompany: 1, perThirtyDays: null }, adminId);
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const local = `dentist.${Date.now()}`;
    const first = await submit(t.db, { email: `${local}@gmail.com`, companyId: company.id });
    expect(first.data).toMatchObject({ ok: true });

    // The same Gmail inbox: capitals, dots and a +tag make no difference.
    const [productId = ""] = await productIds(company.id, 1);
    const again = await submit(t.db, {
      email: `${local.replace(".", "").toUpperCase()}+samples@googlemail.com`,
      companyId: company.id,
      productId,
      comments: "A second box, please",
    });
    expect(again.status).toBe(429);
    expect(again.data.formError).toBe(
      `Fair-use limit reached: at most 1 open sample request per practice with each company, and your practice already has one with ${company.name}. It frees up when that company completes or rejects one of them.`,
    );
    // Nothing typed is lost; nothing stored.
    expect(again.data.values).toMatchObject({
      comments: "A second box, please",
      practiceName: "Reyes Family Dental",
    });
    const rows = await t.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.companyId, company.id));
    expect(rows).toHaveLength(1);

    // Another company is another limit.
    expect(
      (await submit(t.db, { email: `${local}@gmail.com`, companyId: other.id })).data,
    ).toMatchObject({ ok: true });

    // Once the first is completed, the slot is free.
    await t.db
      .update(sampleRequests)
      .set({ status: "completed" })
      .where(eq(sampleRequests.companyId, company.id));
    const later = await submit(t.db, {
      email: `${local}@gmail.com`,
      companyId: company.id,
      productId,
      comments: "later",
    });
    expect(later.data).toMatchObject({ ok: true });
  });

  it("refuses a request past the 30-day limit and says on which day it frees up", async () => {
    await saveFairUse(t.db, { openPerCompany: null, perThirtyDays: 2 }, adminId);
    const company = await createCompany(t.db);
    const email = uniqueEmail("dentist");
    const now = Date.now();
    // Two in the window (20 and 10 days ago), one older that no longer counts.
    for (const daysAgo of [45, 20, 10]) {
      await createSampleRequest(t.db, {
        companyId: company.id,
        email,
        status: "completed",
        requestedAt: new Date(now - daysAgo * DAY),
      });
    }
    const reply = await submit(t.db, { email, companyId: company.id });
    expect(reply.status).toBe(429);
    expect(reply.data.formError).toBe(
      `Fair-use limit reached: at most 2 sample requests per practice in 30 days across the directory. Your practice has made 2 in the last 30 days. You can request again on ${formatLongDate(new Date(now - 20 * DAY + 30 * DAY))}.`,
    );
    expect(await stored(email)).toHaveLength(3);

    // A request to more companies than the limit can never fit ('Make Request to All' reaches
    // those with a sample to send).
    for (let i = 0; i < 3; i++) await createProduct(t.db, (await createCompany(t.db)).id);
    const all = await submit(t.db, { email: uniqueEmail("dentist"), companyId: "all" });
    expect(all.status).toBe(429);
    expect(String(all.data.formError)).toMatch(
      /this request would make \d+ at once \(one per company\)/,
    );
  });

  it("lets only one of two submissions at once take the last slot", async () => {
    await saveFairUse(t.db, { openPerCompany: 1, perThirtyDays: null }, adminId);
    const company = await createCompany(t.db);
    const email = uniqueEmail("dentist");
    // Different requests (not duplicates of each other), sent together.
    const replies = await Promise.all(
      (await productIds(company.id, 3)).map((productId) =>
        submit(t.db, { email, companyId: company.id, productId }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    expect(await stored(email)).toHaveLength(1);
  });

  it("normalizes a practice's e-mail the same way in TypeScript and SQL", async () => {
    const company = await createCompany(t.db);
    const emails = [
      "a.b+x@gmail.com",
      "ab@googlemail.com",
      "Front.Desk+1@clinic.example",
      "front.desk@clinic.example",
    ];
    for (const email of emails)
      await createSampleRequest(t.db, { companyId: company.id, email: email.toLowerCase() });
    await saveFairUse(t.db, { openPerCompany: 2, perThirtyDays: null }, adminId);
    // Both spellings of each practice count: a third request of either is refused.
    for (const email of ["ab@gmail.com", "front.desk+2@clinic.example"]) {
      const reply = await submit(t.db, { email, companyId: company.id });
      expect(reply.status, email).toBe(429);
    }
    expect(practiceKey("A.B+x@GoogleMail.com")).toBe("ab@gmail.com");
  });

  describe("the /admin/fair-use page", () => {
    const path = "/admin/fair-use";

    it("is for admins only", async () => {
      const user = await signedInAs(t.db, "user");
      for (const call of [
        () => callLoader(fairUseLoader, { path, db: t.db, cookie: user.cookie }),
        () =>
          callAction(fairUseAction, {
            path,
            db: t.db,
            cookie: user.cookie,
            form: { openPerCompany: "1" },
          }),
      ]) {
        expect((await catchThrown(call())).status).toBe(403);
      }
      const signedOut = await catchThrown(callLoader(fairUseLoader, { path, db: t.db }));
      expect(signedOut.status).toBe(302);
      const refused = await catchThrown(
        callAction(fairUseAction, { path, db: t.db, form: { openPerCompany: "1" } }),
      );
      expect(refused.status).toBe(302);
      expect(await readFairUse(t.db)).toEqual({ openPerCompany: null, perThirtyDays: null });
    });

    it("saves the limits with an audit entry, and refuses a bad value keeping what was typed", async () => {
      const admin = await signedInAs(t.db, "admin");
      const bad = await callAction(fairUseAction, {
        path,
        db: t.db,
        cookie: admin.cookie,
        form: { openPerCompany: "0", perThirtyDays: "ten" },
      });
      expect(bad.status).toBe(400);
      expect(bad.data).toMatchObject({
        errors: {
          openPerCompany:
            "Open requests per practice per company must be a whole number from 1 to 1000, or empty for no limit",
          perThirtyDays:
            "Requests per practice in 30 days must be a whole number from 1 to 1000, or empty for no limit",
        },
        values: { openPerCompany: "0", perThirtyDays: "ten" },
      });

      const saved = await callAction(fairUseAction, {
        path,
        db: t.db,
        cookie: admin.cookie,
        form: { openPerCompany: " 3 ", perThirtyDays: "" },
      });
      expect(saved.data).toEqual({ ok: true, message: "Fair-use limits saved." });
      expect(await readFairUse(t.db)).toEqual({ openPerCompany: 3, perThirtyDays: null });
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: admin.user.id,
        action: "settings.fair_use_updated",
        changes: { openPerCompany: { from: null, to: 3 } },
      });

      const page = await callLoader(fairUseLoader, { path, db: t.db, cookie: admin.cookie });
      expect(page.data).toMatchObject({
        limits: { openPerCompany: 3, perThirtyDays: null },
        updatedBy: "Ada Admin",
      });

      // Saving the same limits again changes nothing and logs nothing.
      const same = await callAction(fairUseAction, {
        path,
        db: t.db,
        cookie: admin.cookie,
        form: { openPerCompany: "3" },
      });
      expect(same.data).toEqual({ ok: true, message: "Nothing changed." });
      expect(
        await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id)),
      ).toHaveLength(1);
    });
  });
});
