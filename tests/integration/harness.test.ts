/** The test helpers themselves: callLoader/callAction's unwrapping and signedInAs's sessions. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sampleRequests } from "~/db/schema";
import { ACCESS_DENIED_MESSAGE } from "~/models/accounts/user.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/requests/route";
import { loader as healthzLoader } from "~/routes/resources/healthz";
import { loader as requestSamplesLoader } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import {
  buildSampleRequest,
  createCompany,
  createProduct,
  createSampleRequest,
  signedInAs,
} from "../helpers/factories";
import { callAction, callLoader, catchThrown, createTestContext } from "../helpers/route";

const t = setUpTestDatabase(seedDemoData);

describe(`test harness (${process.env.TEST_DB})`, () => {
  it("signedInAs('admin') gives a cookie the app accepts as an admin's session", async () => {
    const admin = await signedInAs(t.db, "admin");
    const result = await callLoader(adminLoader, {
      path: "/admin/requests",
      cookie: admin.cookie,
      db: t.db,
    });
    expect(result.status).toBe(200);
    expect(result.data.counts.total).toBeGreaterThan(0);
  });

  it("a signed-in user without rights gets 403; a bad signature or no cookie goes to /login", async () => {
    const user = await signedInAs(t.db, "user");
    const denied = await catchThrown(
      callLoader(adminLoader, {
        path: "/admin/requests",
        cookie: user.cookie,
        db: t.db,
      }),
    );
    expect(denied.status).toBe(403);
    expect(denied.data).toBe(ACCESS_DENIED_MESSAGE);

    const forged = await signedInAs(t.db, "admin", { secret: "another-secret-another-secret-00" });
    for (const cookie of [forged.cookie, undefined]) {
      const redirected = await catchThrown(
        callLoader(adminLoader, { path: "/admin/requests", cookie, db: t.db }),
      );
      expect(redirected.status).toBe(302);
      expect(redirected.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("callAction unwraps a plain value (200) and data() (its status) alike", async () => {
    const admin = await signedInAs(t.db, "admin");
    const request = await createSampleRequest(t.db, { companyId: "bondline" });
    const changed = await callAction(adminAction, {
      path: "/admin/requests",
      form: { id: request.id, status: "approved" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(changed).toMatchObject({ status: 200, data: { ok: true }, response: null });
    const refused = await callAction(adminAction, {
      path: "/admin/requests",
      form: { id: request.id, status: "pending" },
      cookie: admin.cookie,
      db: t.db,
    });
    expect(refused.status).toBe(409);
    expect(refused.data.ok).toBe(false);
    const [stored] = await t.db
      .select({ status: sampleRequests.status, by: sampleRequests.statusChangedBy })
      .from(sampleRequests)
      .where(eq(sampleRequests.id, request.id));
    expect(stored).toEqual({ status: "approved", by: admin.user.id });
  });

  it("callLoader passes params and a returned Response through", async () => {
    const company = await createCompany(t.db, { name: "Harness Dental" });
    const product = await createProduct(t.db, company.id, { name: "Harness Flow" });
    const loaded = await callLoader(requestSamplesLoader, {
      path: `/request-samples?company=${company.id}&product=${product.id}`,
      db: t.db,
    });
    expect(loaded.data.target.label).toBe("Harness Dental");
    expect(loaded.data.target.products.map((p) => p.id)).toEqual([product.id]);

    const health = await callLoader(healthzLoader, {
      path: "/healthz",
      context: createTestContext(t.db),
    });
    expect(health.status).toBe(200);
    expect(health.data).toBeUndefined();
    expect(await health.response?.json()).toEqual({ status: "ok" });
  });

  it("buildSampleRequest makes rows the database accepts, each with its own e-mail", async () => {
    const [a, b] = [buildSampleRequest(), buildSampleRequest({ state: "" })];
    expect(a.email).not.toBe(b.email);
    const rows = await t.db.insert(sampleRequests).values([a, b]).returning();
    expect(rows.map((r) => r.state)).toEqual(["IL", ""]);
  });
});
