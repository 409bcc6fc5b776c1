/**
 * The search box's dropdown: companies first, then products, each a labelled group
 * (product-decisions "Search dropdown"); "View 1 result"; a product opens its own page
 * (docs/decisions/121); valid combobox markup (a text input: `type="search"` may not be a combobox).
 */
import { and, eq } from "drizzle-orm";
import { products } from "~/db/schema";
import { productPath } from "~/lib/catalogue";
import { createCompany, uniqueTag } from "../helpers/factories";
import { expect, test } from "./fixtures";

const BOX = { name: "Search companies and products" };

test.use({ viewport: { width: 390, height: 844 } });

test("typing a company's name lists the company first, in a Companies group above Products", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("combobox", BOX);
  await box.pressSequentially("endopath");
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  const companies = list.getByRole("group", { name: "Companies" });
  const productGroup = list.getByRole("group", { name: "Products" });
  await expect(companies).toBeVisible();
  await expect(productGroup).toBeVisible();
  // The group labels are shown, not only announced.
  await expect(companies.getByText("Companies", { exact: true })).toBeVisible();
  await expect(productGroup.getByText("Products", { exact: true })).toBeVisible();
  await expect(companies.getByRole("option").first()).toContainText("EndoPath Systems");
  expect(await productGroup.getByRole("option").count()).toBeGreaterThan(0);
  const companiesBox = await companies.boundingBox();
  const productsBox = await productGroup.boundingBox();
  expect(companiesBox && productsBox && companiesBox.y + companiesBox.height).toBeLessThanOrEqual(
    productsBox?.y ?? 0,
  );
  // The keyboard walks the options in the order shown: the company first.
  await box.press("ArrowDown");
  await expect(companies.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
});

test("one result says 'View 1 result'", async ({ page, db }) => {
  const tag = uniqueTag();
  await createCompany(db, { name: `Qzx${tag} Dental` });
  await page.goto("/");
  await page.getByRole("combobox", BOX).pressSequentially(`qzx${tag}`);
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(list.getByRole("option", { name: "View 1 result" })).toBeVisible();
  await expect(list.getByRole("option", { name: /View all/ })).toHaveCount(0);
});

test("choosing a product opens its own page", async ({ page, db }) => {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, "endopath"), eq(products.availability, true)))
    .limit(1);
  if (!product) throw new Error("no EndoPath product");
  await page.goto("/");
  await page.getByRole("combobox", BOX).pressSequentially(product.name.slice(0, 20));
  const productGroup = page
    .getByRole("listbox", { name: "Search suggestions" })
    .getByRole("group", { name: "Products" });
  await productGroup
    .getByRole("option", { name: new RegExp(`^${escapeRegExp(product.name)}`) })
    .click();
  await expect(page).toHaveURL(productPath({ ...product, companyId: "endopath" }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
});

test("the search box is a text input that phones label as search, and still a combobox", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("combobox", BOX);
  await expect(box).toHaveAttribute("type", "text");
  await expect(box).toHaveAttribute("inputmode", "search");
  await expect(box).toHaveAttribute("enterkeyhint", "search");
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

/** A string as a literal inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
