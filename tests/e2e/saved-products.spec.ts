/**
 * Saved products (issue 25 point 3, docs/decisions/127) on a 390×844 phone: a signed-out visitor
 * pressing Save goes to login and comes back; signed in, Save is pressed without the page moving,
 * the product is on /account/saved under its company, and "Request selected samples" opens that
 * company's request form with it. Screenshots to SHOTS_DIR if set.
 */
import { createPasswordUser } from "../helpers/factories";
import { PASSWORD, signIn, signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

const FILE = { id: "endopath-onewave-recip", name: "EndoPath OneWave Reciprocating File" };

test("save a product on a company page, find it on Saved, request it (390px)", async ({
  page,
  db,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await createPasswordUser(db, PASSWORD, { emailVerified: true });
  await page.goto("/company/endopath");
  const companyUrl = page.url();
  const save = page.getByRole("button", { name: `Save ${FILE.name}` });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();

  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, email);
  await expect(page).toHaveURL(companyUrl);
  await save.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("status").filter({ hasText: `Saved ${FILE.name} to your list` }),
  ).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.reload();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await shoot(page, "company-page-saved");
  // The signed-out page (the shared cache's bytes, docs/decisions/102) shows nothing pressed.
  const anonymous = await browser.newContext();
  const html = await (await anonymous.request.get(companyUrl)).text();
  expect(html).toContain(`aria-pressed="false"`);
  expect(html).not.toContain('aria-pressed="true"');
  await anonymous.close();

  await page.goto("/account/saved");
  await page.setViewportSize({ width: 390, height: 844 });
  const group = page.getByRole("region", { name: /EndoPath/ });
  await expect(group.getByRole("checkbox", { name: FILE.name })).toBeChecked();
  await expect(group.getByRole("button", { name: `Save ${FILE.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await shoot(page, "account-saved");
  await page.setViewportSize({ width: 390, height: 844 });
  await group.getByRole("button", { name: "Request selected samples" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/request-samples\\?company=endopath.*product=${FILE.id}`),
  );
  await expect(page.getByRole("heading", { name: "Request Free Samples" })).toBeVisible();
  await expect(page.getByText(FILE.name).first()).toBeVisible();
});

test("without JavaScript, Save on a product page is a form that comes back pressed", async ({
  browser,
  db,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, db, "user");
  await page.goto(`/company/endopath/products/${FILE.id}`);
  const save = page.getByRole("button", { name: `Save ${FILE.name}` });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/products/${FILE.id}/`));
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await shoot(page, "product-page-saved");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await context.close();
});
