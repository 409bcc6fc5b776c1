/**
 * Every page of the operator console (issue 11), as a visitor who may not see it: signed out, each
 * sends them to /login (and back afterwards); signed in without admin rights, each answers 403
 * Access Denied. Detail pages get ids of real rows, so a page that looked its row up before checking
 * the visitor would answer 200 or 404 and fail here.
 */
import { randomUUID } from "node:crypto";
import { companies, products } from "~/db/schema";
import { createSampleRequest, uniqueTag } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("every admin page: signed out → login, a signed-in non-admin → 403", async ({ page, db }) => {
  test.slow();
  const [company] = await db
    .insert(companies)
    .values({ name: `Guarded ${uniqueTag()}` })
    .returning({ id: companies.id });
  if (!company) throw new Error("no company");
  const [product] = await db
    .insert(products)
    .values({ companyId: company.id, name: "Guarded product", category: "Restorative" })
    .returning({ id: products.id });
  if (!product) throw new Error("no product");
  const request = await createSampleRequest(db, { companyId: company.id });

  const pages = [
    "/admin",
    "/admin/companies",
    "/admin/companies/new",
    `/admin/companies/${company.id}`,
    `/admin/companies/${company.id}/delete`,
    "/admin/products",
    `/admin/products/new?companyId=${company.id}`,
    `/admin/products/${product.id}`,
    `/admin/products/${product.id}/delete`,
    "/admin/catalogue",
    "/admin/catalogue/companies.csv",
    "/admin/catalogue/products.csv",
    "/admin/claims",
    `/admin/claims/${randomUUID()}`,
    "/admin/registrations",
    `/admin/registrations/${randomUUID()}`,
    "/admin/subscribers",
    "/admin/subscribers.csv",
    "/admin/users",
    "/admin/outbox",
    `/admin/outbox/${randomUUID()}`,
    "/admin/audit",
    "/admin/fair-use",
    "/admin/ratings",
    "/admin/requests",
    "/admin/requests.csv",
    `/admin/requests/${request.id}`,
  ];

  for (const path of pages) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toMatch(/^\/login\?redirectTo=/);
  }
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers/);

  await signInAs(page, db, "user");
  for (const path of pages) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
    if (!path.endsWith(".csv")) expect(await response.text(), path).toContain("Access Denied");
  }
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access this page. Admin privileges are required."),
  ).toBeVisible();
});
