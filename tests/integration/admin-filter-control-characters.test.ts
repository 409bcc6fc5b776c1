/** The admin filter ignores control characters: a NUL in `q` broke the CSV mid-stream (issue 15, 7). */
import { beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "~/models/accounts/user.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { loader as adminLoader } from "~/routes/admin/requests/route";
import { loader as csvLoader } from "~/routes/admin/requests.csv";
import { signUpThroughForm } from "../helpers/accounts";
import { setUpTestDatabase } from "../helpers/db";
import { callLoader } from "../helpers/route";

const t = setUpTestDatabase(seedDemoData);
let cookie = "";
beforeAll(async () => {
  cookie = await signUpThroughForm(t.db, "csv-admin@example.com");
  await setAdmin(t.db, "csv-admin@example.com", true);
});

const adminRequest = (path: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { cookie } });

describe(`admin filter with control characters (${process.env.TEST_DB})`, () => {
  it("streams the whole CSV when q holds a NUL, as if it were not there", async () => {
    const withNul = (
      await callLoader(csvLoader, { request: adminRequest("/admin/requests.csv?q=%00"), db: t.db })
    ).response as Response;
    expect(withNul.status).toBe(200);
    const body = await withNul.text();
    const plain = (
      await callLoader(csvLoader, { request: adminRequest("/admin/requests.csv"), db: t.db })
    ).response as Response;
    expect(body).toBe(await plain.text());
    expect(body.trim().split("\n").length).toBeGreaterThan(10);
  });

  it("the admin page answers a NUL in q too", async () => {
    const { data: result } = await callLoader(adminLoader, {
      request: adminRequest("/admin/requests?q=Lum%00ina"),
      db: t.db,
    });
    expect(JSON.stringify(result)).not.toContain("\\u0000");
  });
});
