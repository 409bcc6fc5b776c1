/**
 * Product facts and documents in a browser (docs/decisions/091): an owner adds facts and a Safety
 * Data Sheet to a product; the company page shows the facts and links the PDF, which answers as a
 * PDF. The search page's "Latex-free" filter (a GET form) is read over HTTP in
 * tests/integration/pages-without-javascript.test.ts (docs/decisions/159).
 */
import { addCompanyMember, createCompany, createProduct, uniqueTag } from "../helpers/factories";
import { PDF_BYTES } from "../helpers/upload-files";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("an owner adds facts and a Safety Data Sheet; the company page shows them and serves the PDF", async ({
  page,
  db,
}) => {
  test.slow(); // Two saves and four page loads on a shared machine.
  const company = await createCompany(db);
  const product = await createProduct(db, company.id, { name: `Flow A2 ${uniqueTag()}` });
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");

  await page.goto(`/supplier/${company.id}/listing/products/${product.id}`);
  const facts = page.getByRole("group", { name: "Product facts" });
  await facts.getByLabel("Latex-free").selectOption("Yes");
  await facts.getByLabel("CE mark").selectOption("Yes");
  await facts.getByLabel("FDA 510(k) number").fill("K12345");
  await facts.getByLabel("Shelf life").fill("24 months");
  await facts.getByLabel("Storage temperature").fill("2–25 °C");
  await page
    .getByRole("group", { name: "Documents" })
    .getByLabel("Safety Data Sheet", { exact: true })
    .setInputFiles({
      name: "sds.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(PDF_BYTES),
    });
  await page.getByRole("button", { name: "Save product" }).click();
  // The browser checks the form with the server's schema: the message, focus, nothing lost.
  const fda = facts.getByLabel("FDA 510(k) number");
  await expect(
    page.getByText("Please enter a 510(k) number as K followed by 6 digits"),
  ).toBeVisible();
  await expect(fda).toBeFocused();
  await expect(facts.getByLabel("Shelf life")).toHaveValue("24 months");
  await fda.fill("k123456");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Product saved. Your public page shows it now.",
  );

  await page.goto(`/company/${company.id}`);
  // The product's card: the list item holding its checkbox (its document links are a list inside).
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name: product.name }) });
  await expect(card).toContainText(
    "Latex-free · CE mark · FDA 510(k) K123456 · Shelf life 24 months · Store at 2–25 °C",
  );
  const link = card.getByRole("link", { name: `Safety Data Sheet (PDF) for ${product.name}` });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(
    /^inline; filename="flow-a2-[a-z0-9-]+-safety-data-sheet\.pdf"$/,
  );
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await response.body()).equals(Buffer.from(PDF_BYTES))).toBe(true);

  // The editor shows the current document and can remove it.
  await page.goto(`/supplier/${company.id}/listing/products/${product.id}`);
  await page.getByLabel("Remove Safety Data Sheet").check();
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Product saved. Your public page shows it now.",
  );
  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole("link", { name: /Safety Data Sheet/ })).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(404);
});
