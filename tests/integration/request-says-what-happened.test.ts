/**
 * Issue 23 point 7, on the server: 'Make Request to All' asks only companies with an available
 * sample, and Request Selected Samples with nothing ticked (without JavaScript) goes back to the
 * company page, which asks for a product first.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { sampleRequests } from "~/db/schema";
import { companyPath } from "~/lib/catalogue";
import { loader as companyLoader } from "~/routes/site/company.$companyId/route";
import { action, loader } from "~/routes/site/request-samples/route";
import { setUpTestDatabase } from "../helpers/db";
import { buildSampleRequestForm, createCompany, createProduct } from "../helpers/factories";
import { guardFields } from "../helpers/form-guard";
import { callAction, callLoader, catchThrown } from "../helpers/route";

describe(`what a request does (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase();
  beforeEach(async () => {
    await t.db.delete(sampleRequests);
  });

  it("'Make Request to All' leaves out companies with no available samples", async () => {
    const withSample = await createCompany(t.db, { categories: ["Endodontics"] });
    await createProduct(t.db, withSample.id);
    const soldOut = await createCompany(t.db, { categories: ["Endodontics"] });
    await createProduct(t.db, soldOut.id, { availability: false });
    const empty = await createCompany(t.db, { categories: ["Endodontics"] });

    const page = await callLoader(loader, {
      path: "/request-samples?company=all&category=Endodontics",
      db: t.db,
    });
    expect(page.data.target.label).toBe("all 1 Endodontics companies");
    expect(page.data.target.companies?.map((c) => c.id)).toEqual([withSample.id]);

    const sent = await callAction(action, {
      path: "/request-samples",
      form: { ...guardFields(), ...buildSampleRequestForm(), companyId: "all" },
      db: t.db,
    });
    expect(sent.data).toMatchObject({ ok: true });
    const rows = await t.db.select({ companyId: sampleRequests.companyId }).from(sampleRequests);
    expect(rows.map((r) => r.companyId)).toEqual([withSample.id]);
    expect(rows.map((r) => r.companyId)).not.toContain(soldOut.id);
    expect(rows.map((r) => r.companyId)).not.toContain(empty.id);
  });

  it("Request Selected Samples with nothing ticked goes back to ask for a product first", async () => {
    const company = await createCompany(t.db);
    await createProduct(t.db, company.id);
    const thrown = await catchThrown(
      callLoader(loader, {
        path: `/request-samples?company=${company.id}&selection=products`,
        db: t.db,
      }),
    );
    expect(thrown.status).toBe(303);
    const location = thrown.headers.get("Location") ?? "";
    expect(location).toBe(`${companyPath(company)}?selection=none#products-title`);

    const back = await callLoader(companyLoader, {
      path: location.replace(/#.*/, ""),
      params: { companyId: company.id },
      db: t.db,
    });
    expect(back.data.isNothingSelected).toBe(true);
    // The company's own Request Samples button (no selection asked for) still opens the form.
    const general = await callLoader(loader, {
      path: `/request-samples?company=${company.id}`,
      db: t.db,
    });
    expect(general.data.target.products).toEqual([]);
  });
});
