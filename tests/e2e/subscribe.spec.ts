import { sql } from "drizzle-orm";
import { subscribers } from "~/db/schema";
import { expect, test } from "./fixtures";

test("subscribing twice keeps one row and thanks the visitor each time", async ({ page, db }) => {
  const email = `e2e-${crypto.randomUUID()}@example.com`;
  await page.goto("/#subscribe");
  const form = page.getByRole("form", { name: "Subscribe to updates" });
  const thanks = form.getByText("Thank you for subscribing!", { exact: false });

  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  await form.getByLabel("Email address").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(thanks).toBeVisible();
  // The message goes away on its own after 5 seconds.
  await expect(thanks).toBeHidden({ timeout: 8_000 });

  await form.getByLabel("Email address").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(thanks).toBeVisible();

  const rows = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = ${email}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.status).toBe("pending");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the subscribe form works as a plain form", async ({ page, db }) => {
    const email = `e2e-${crypto.randomUUID()}@example.com`;
    await page.goto("/");
    const form = page.getByRole("form", { name: "Subscribe to updates" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
    const rows = await db.select().from(subscribers).where(sql`${subscribers.email} = ${email}`);
    expect(rows).toHaveLength(1);
  });
});
