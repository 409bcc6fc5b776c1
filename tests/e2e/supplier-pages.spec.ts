import { count, eq } from "drizzle-orm";
import { companies, products } from "~/db/schema";
import { expect, test } from "./fixtures";
import { expectCountedFigure } from "./hero-figures";

test("For Suppliers explains how it works, the benefits and pricing, and leads to pricing", async ({
  page,
  db,
}) => {
  await page.goto("/for-suppliers");
  // The hero figures are counted (app/lib/hero-figures.ts), as on home: not the spec's fallback.
  const [companyCount] = await db.select({ n: count() }).from(companies);
  const [productCount] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.availability, true));
  await expectCountedFigure(page, "premium brands", { countNow: companyCount?.n ?? 0, atLeast: 8 });
  await expectCountedFigure(page, "sample products", {
    countNow: productCount?.n ?? 0,
    atLeast: 40,
  });
  const steps = page.locator("section", {
    has: page.getByRole("heading", { name: "How It Works" }),
  });
  await expect(steps.getByRole("listitem")).toHaveCount(4);
  const benefits = page.locator("section", {
    has: page.getByRole("heading", { name: "Why suppliers list with us" }),
  });
  await expect(benefits.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByText("$49", { exact: true })).toBeVisible();
  await expect(page.getByText("$99", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Contact our team/ })).toHaveAttribute(
    "href",
    "mailto:hello@sampletray.example",
  );
  await expect(page.getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await page.getByRole("link", { name: "View Pricing Plans" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("the privacy policy covers CCPA and GDPR rights and gives the contact e-mail", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated October 15, 2025")).toBeVisible();
  await expect(page.getByRole("heading", { name: /CCPA/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /GDPR/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Who sees a sample request" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How long we keep it" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cookies" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "hello@sampletray.example" }).first(),
  ).toHaveAttribute("href", "mailto:hello@sampletray.example");
});
