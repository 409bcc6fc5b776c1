/**
 * Catalogue import (docs/decisions/071): an admin checks a products CSV with one bad row, the dry
 * run names its line and column, "Apply import" imports the rest (they show on the company page),
 * and checking the same file again reports every row unchanged. Who may open the page and its
 * exports: admin-access.spec.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { auditLog, companies } from "~/db/schema";
import { csvRow } from "~/lib/csv";
import { createCompany, uniqueTag } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

// Two uploads, an import and two page loads on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

async function chooseProductsFile(page: Page, text: string) {
  await page
    .getByLabel("Products CSV file")
    .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await page
    .getByRole("region", { name: "Import products" })
    .getByRole("button", { name: "Check file" })
    .click();
}

test("a products CSV with one bad row: the dry run names it, apply imports the rest, a re-import changes nothing", async ({
  page,
  db,
}) => {
  const tag = uniqueTag();
  const company = await createCompany(db, { externalKey: `import-co-${tag}` });
  const file = [
    ["external_key", "company_key", "name", "category", "quantity", "latex_free"],
    [`p1-${tag}`, `import-co-${tag}`, "Imported Bond", "Adhesives", "2 syringes", "yes"],
    [`p2-${tag}`, `import-co-${tag}`, "Imported Varnish", "Gadgets", "", ""],
    [`p3-${tag}`, `import-co-${tag}`, "Imported Paste", "Preventive", "1 tube", "no"],
  ]
    .map((row) => csvRow(row))
    .join("");
  const admin = await signInAs(page, db, "admin");
  await page.goto("/admin/catalogue");
  await expect(
    page.getByRole("heading", { level: 1, name: "Catalogue import and export" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

  await chooseProductsFile(page, file);
  const products = page.getByRole("region", { name: "Import products" });
  await expect(products.getByRole("status")).toContainText(
    "2 to create, 0 to update, 0 unchanged, 1 rejected row",
  );
  const bad = products.getByRole("row").filter({ hasText: `p2-${tag}` });
  await expect(bad.getByRole("cell").first()).toHaveText("3");
  await expect(bad).toContainText("Rejected");
  await expect(bad).toContainText("category: Please choose a valid category");
  // A dry run says what each row will do; only the applied import says what it did.
  const created = products.getByRole("row").filter({ hasText: `p1-${tag}` });
  await expect(created).toContainText("Will create");
  await expect(created).not.toContainText("Created");

  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await products.getByRole("button", { name: "Apply import" }).click();
  await expect(products.getByRole("status")).toContainText(
    "Import applied: 2 created, 0 updated, 0 unchanged; 1 rejected row skipped.",
  );
  await expect(created).toContainText("Created");
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
  expect(entry).toMatchObject({ action: "catalogue.imported", entityId: "products" });

  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole("checkbox", { name: /Imported Bond/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Imported Paste/ })).toBeVisible();
  await expect(page.getByText("Imported Varnish")).toHaveCount(0);

  await page.goto("/admin/catalogue");
  await chooseProductsFile(page, file);
  await expect(products.getByRole("status")).toContainText(
    "0 to create, 0 to update, 2 unchanged, 1 rejected row",
  );
  await expect(products.getByText("Nothing to apply")).toBeVisible();
  await expect(products.getByRole("row").filter({ hasText: `p1-${tag}` })).toContainText(
    "Unchanged",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a companies CSV is checked and applied with plain form posts", async ({ page, db }) => {
    const tag = uniqueTag();
    await signInAs(page, db, "admin");
    await page.goto("/admin/catalogue");
    const text = [
      ["external_key", "name", "categories", "featured"],
      [`nojs-${tag}`, `No Script Dental ${tag}`, "Whitening|preventive", "yes"],
    ]
      .map((row) => csvRow(row))
      .join("");
    await page
      .getByLabel("Companies CSV file")
      .setInputFiles({ name: "companies.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
    const section = page.getByRole("region", { name: "Import companies" });
    await section.getByRole("button", { name: "Check file" }).click();
    await expect(section.getByRole("status")).toContainText("1 to create");
    await section.getByRole("button", { name: "Apply import" }).click();
    await expect(section.getByRole("status")).toContainText("Import applied: 1 created");
    const [stored] = await db
      .select()
      .from(companies)
      .where(eq(companies.externalKey, `nojs-${tag}`));
    expect(stored).toMatchObject({ categories: ["Whitening", "Preventive"], featured: true });
  });
});

test("an admin downloads the products CSV in the import's format", async ({ page, db }) => {
  await signInAs(page, db, "admin");
  await page.goto("/admin/catalogue");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download products CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const response = await page.request.get("/admin/catalogue/products.csv");
  expect((await response.text()).split("\r\n")[0]).toBe(
    "external_key,company_key,name,description,category,treatment_type,sample_type,quantity,availability,fda510k,ce_marked,latex_free,contains_fluoride,shelf_life,storage_temperature",
  );
});
