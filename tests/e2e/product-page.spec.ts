/**
 * A product's own page (docs/decisions/121): reached from a search result, it shows the product's
 * facts, Request Samples opens the request form for it, and it carries its canonical URL and
 * Product structured data. Screenshots at a phone's and a laptop's width go to SHOTS_DIR if set.
 */
import { productPath } from "~/lib/catalogue";
import { expect, test } from "./fixtures";

const VARNISH = {
  companyId: "guardent",
  id: "guardent-varnish-5-naf",
  name: "Guardent 5% Sodium Fluoride Varnish",
};
const SHOTS = process.env.SHOTS_DIR;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a misspelled search leads to the product's page, which requests it (${viewport.width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/search?q=flouride&category=Preventive");
    await expect(page.getByTestId("spelling-correction")).toContainText("fluoride");
    await expect(page.getByLabel("Category")).toHaveValue("Preventive");
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/search-${viewport.width}.png`, fullPage: true });
    await page.getByRole("link", { name: VARNISH.name }).click();

    await expect(page).toHaveURL(productPath(VARNISH));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(VARNISH.name);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "Guardent Preventive Care",
    );
    await expect(page.getByText("Category", { exact: true })).toBeVisible();
    await expect(page.getByText("Preventive", { exact: true })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical?.endsWith(productPath(VARNISH))).toBe(true);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((text) => [JSON.parse(text)].flat());
    expect(data.find((d) => d["@type"] === "Product")).toMatchObject({
      name: VARNISH.name,
      brand: { name: "Guardent Preventive Care" },
    });
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/product-${viewport.width}.png`, fullPage: true });

    await page.getByRole("link", { name: "Request Samples" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(VARNISH.name);
  });
}
