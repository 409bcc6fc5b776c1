/**
 * Uploads take what the form promises (issue 23): the console's logo and product images take an
 * 88 KB PNG, and a 3 MB image gets the form's message with the other fields kept, in the console
 * and the workspace, with and without JavaScript.
 */
import { addCompanyMember, createCompany, uniqueTag } from "../helpers/factories";
import { PNG_BYTES } from "../helpers/upload-files";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

const TOO_LARGE = "The file is too large: at most 2 MB is accepted.";

/** A PNG of `size` bytes: a real 1×1 image, then padding a browser ignores. */
function pngOfSize(name: string, size: number) {
  const buffer = Buffer.alloc(size);
  buffer.set(PNG_BYTES);
  return { name, mimeType: "image/png", buffer };
}

test("the console creates a company with an 88 KB logo", async ({ page, db }) => {
  await signInAs(page, db, "admin");
  const name = `Eighty-eight ${uniqueTag()}`;
  await page.goto("/admin/companies/new");
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByLabel("Short description").fill("Composites.");
  await page.getByLabel("Restorative").check();
  await page.getByLabel("Logo").setInputFiles(pngOfSize("logo.png", 88 * 1024));
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByRole("status")).toContainText("Company created.");
  await expect(page.getByRole("img", { name: `${name} logo` })).toBeVisible();
});

test("the console adds a product with an 88 KB image", async ({ page, db }) => {
  const company = await createCompany(db);
  await signInAs(page, db, "admin");
  const name = `Eighty-eight bond ${uniqueTag()}`;
  await page.goto(`/admin/products/new?companyId=${company.id}`);
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByLabel("Category").selectOption("Adhesives");
  await page.getByLabel("Add images").setInputFiles(pngOfSize("bond.png", 88 * 1024));
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText("Product saved.");
  await expect(page.getByTestId("product-row").filter({ hasText: name })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a 3 MB logo in the console gets the message, the name kept", async ({ page, db }) => {
      await signInAs(page, db, "admin");
      const name = `Three megabytes ${uniqueTag()}`;
      await page.goto("/admin/companies/new");
      await page.getByRole("textbox", { name: /^Name/ }).fill(name);
      await page.getByLabel("Logo").setInputFiles(pngOfSize("big.png", 3 * 1024 * 1024));
      await page.getByRole("button", { name: "Create company" }).click();
      await expect(page.getByText(TOO_LARGE)).toBeVisible();
      await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(name);
    });

    test("a 3 MB logo in the workspace gets the message, the description kept", async ({
      page,
      db,
    }) => {
      const company = await createCompany(db);
      const owner = await signInAs(page, db, "user");
      await addCompanyMember(db, company.id, owner.id, "owner");
      const summary = `Bonding agents ${uniqueTag()}.`;
      await page.goto(`/supplier/${company.id}/listing`);
      await page.getByLabel("Short description").fill(summary);
      await page.getByLabel("Logo").setInputFiles(pngOfSize("big.png", 3 * 1024 * 1024));
      await page.getByRole("button", { name: "Save listing" }).click();
      await expect(page.getByText(TOO_LARGE)).toBeVisible();
      await expect(page.getByLabel("Short description")).toHaveValue(summary);
    });
  });
}
