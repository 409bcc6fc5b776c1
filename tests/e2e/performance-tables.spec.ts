/**
 * The Performance page's tables on a phone: each wider than the screen scrolls in a frame the
 * keyboard reaches (axe's scrollable-region-focusable), named after its table, so a keyboard
 * user can read the columns that start off screen.
 */
import AxeBuilder from "@axe-core/playwright";
import { addCompanyMember, createCompany, createSampleRequest } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the Performance page's wide tables scroll by keyboard", async ({ page, db }) => {
  const company = await createCompany(db);
  await createSampleRequest(db, { companyId: company.id });
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  await page.goto(`/supplier/${company.id}/performance`);

  const { violations } = await new AxeBuilder({ page })
    .withRules(["scrollable-region-focusable"])
    .analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);

  const weekly = page.getByRole("group", { name: "Weekly performance" });
  await weekly.focus();
  await expect(weekly).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => weekly.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole("group", { name: "Recent leads" })).toBeVisible();
});
