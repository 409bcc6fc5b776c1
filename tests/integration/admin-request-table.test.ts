/**
 * The admin request table's status buttons and each request's page on both backends
 * (docs/decisions/072): a row's change names its request; rejecting needs a reason (400 with the
 * field's message, nothing changed); the page shows every field; admins only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sampleRequests } from "~/db/schema";
import { REASON_REQUIRED } from "~/forms/status-change";
import { action as tableAction } from "~/routes/admin/requests/route";
import {
  action as pageAction,
  loader as pageLoader,
} from "~/routes/admin/requests.$requestId/route";
import { setUpTestDatabase } from "../helpers/db";
import { createCompany, createSampleRequest, signedInAs } from "../helpers/factories";
import { callAction, callLoader, catchThrown } from "../helpers/route";

describe(`admin request table and page (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();

  const statusOf = async (id: string) =>
    (await t.db.select().from(sampleRequests).where(eq(sampleRequests.id, id)))[0]?.status;

  it("approves from a row; rejecting asks for a reason; a gone request is a 404", async () => {
    const admin = await signedInAs(t.db, "admin");
    const company = await createCompany(t.db);
    const request = await createSampleRequest(t.db, { companyId: company.id });
    const post = (form: Record<string, string>) =>
      callAction(tableAction, {
        path: "/admin/requests",
        form,
        cookie: admin.cookie,
        db: t.db,
      });
    const noReason = await post({ id: request.id, status: "rejected", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({
      id: request.id,
      status: "rejected",
      errors: { reason: REASON_REQUIRED },
    });
    expect(await statusOf(request.id)).toBe("pending");

    const approved = await post({ id: request.id, status: "approved" });
    expect(approved.data).toMatchObject({ ok: true, id: request.id });
    expect(await statusOf(request.id)).toBe("approved");
    const again = await post({ id: request.id, status: "approved" });
    expect(again.status).toBe(409);

    const gone = await post({ id: crypto.randomUUID(), status: "approved" });
    expect(gone.status).toBe(404);
    expect((await post({ id: "not-an-id", status: "approved" })).status).toBe(404);
  });

  it("the request's page shows every field and changes the status with its details", async () => {
    const admin = await signedInAs(t.db, "admin");
    const company = await createCompany(t.db);
    const request = await createSampleRequest(t.db, {
      companyId: company.id,
      status: "approved",
      comments: "Please send before June",
    });
    const path = `/admin/requests/${request.id}`;
    const params = { requestId: request.id };
    const page = await callLoader(pageLoader, { path, params, cookie: admin.cookie, db: t.db });
    expect(page.data.request).toMatchObject({
      id: request.id,
      companyName: company.name,
      email: request.email,
      comments: "Please send before June",
    });
    expect(page.data.next).toEqual(["shipped", "completed", "rejected"]);
    const shipped = await callAction(pageAction, {
      path,
      params,
      form: { status: "shipped", carrier: "UPS", trackingNumber: "1Z1" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(shipped.data).toMatchObject({ ok: true });
    const after = await callLoader(pageLoader, { path, params, cookie: admin.cookie, db: t.db });
    expect(after.data.history).toMatchObject([
      { status: "shipped", carrier: "UPS", trackingNumber: "1Z1", changedBy: "Ada Admin" },
    ]);
    const missing = crypto.randomUUID();
    expect(
      (
        await catchThrown(
          callLoader(pageLoader, {
            path: `/admin/requests/${missing}`,
            params: { requestId: missing },
            cookie: admin.cookie,
            db: t.db,
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("admins only: signed out → /login, others → 403, nothing changes", async () => {
    const user = await signedInAs(t.db, "user");
    const request = await createSampleRequest(t.db, { companyId: (await createCompany(t.db)).id });
    const path = `/admin/requests/${request.id}`;
    const params = { requestId: request.id };
    const calls = [
      (cookie?: string) =>
        callLoader(pageLoader, { path, params, db: t.db, ...(cookie ? { cookie } : {}) }),
      (cookie?: string) =>
        callAction(pageAction, {
          path,
          params,
          form: { status: "approved" },
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
      (cookie?: string) =>
        callAction(tableAction, {
          path: "/admin/requests",
          form: { id: request.id, status: "approved" },
          db: t.db,
          ...(cookie ? { cookie } : {}),
        }),
    ];
    for (const call of calls) {
      const out = await catchThrown(call());
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toMatch(/^\/login/);
      expect((await catchThrown(call(user.cookie))).status).toBe(403);
    }
    expect(await statusOf(request.id)).toBe("pending");
  });
});
