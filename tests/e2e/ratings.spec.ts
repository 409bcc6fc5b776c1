/**
 * Ratings after the sample in the browser (docs/decisions/092): the owner completes a request,
 * the follow-up e-mail reaches the requester (the server runs with RATING_REQUEST_DELAY_DAYS=0),
 * who rates the product on the private page; the owner reads it in the workspace, and the company
 * page shows the product's average once it has its third rating. Without JavaScript the page
 * still validates and saves; an unknown link is a friendly 404.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { productRatings, ratingLinks } from "~/db/schema";
import { companyPath } from "~/lib/catalogue";
import { newLinkToken } from "~/mail/tokens.server";
import {
  addCompanyMember,
  createCompany,
  createProduct,
  createSampleRequest,
  uniqueEmail,
} from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";

// Two e-mails and a delayed job go through the queue on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

/** Earlier ratings of the product, from other completed requests. */
async function earlierRatings(
  db: Database,
  companyId: string,
  productId: string,
  values: number[],
) {
  for (const rating of values) {
    const request = await createSampleRequest(db, { companyId, status: "completed" });
    await db.insert(productRatings).values({ requestId: request.id, productId, companyId, rating });
  }
}

test("completing a request brings the rating e-mail; the rating reaches the workspace and, as the third, the public average", async ({
  page,
  browser,
  db,
}) => {
  const company = await createCompany(db);
  const product = await createProduct(db, company.id, { name: "Glide Varnish" });
  await earlierRatings(db, company.id, product.id, [4, 5]);
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  const requester = uniqueEmail("rater");
  const lead = await createSampleRequest(db, {
    companyId: company.id,
    email: requester,
    firstName: "Dana",
    lastName: "Reyes",
    status: "shipped",
    submissionId: randomUUID(),
    requestedProducts: [{ productId: product.id, productName: product.name, quantity: "" }],
  });

  // Two ratings: not yet on the public page.
  await page.goto(companyPath(company));
  await expect(page.getByRole("heading", { name: company.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ratings" })).toHaveCount(0);

  await page.goto(`/supplier/${company.id}/leads/${lead.id}`);
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked completed." })).toBeVisible();

  const mail = await waitForMail(requester, `How did the samples from ${company.name} perform?`);
  expect(mail.text).toContain("Glide Varnish");
  const requesterContext = await browser.newContext();
  const rater = await requesterContext.newPage();
  await rater.goto(linkIn(mail, "/rate/"));
  await expect(rater.getByRole("heading", { name: "How did the samples perform?" })).toBeVisible();
  const group = rater.getByRole("group", { name: "Rating for Glide Varnish" });
  await group.getByRole("radio", { name: "4 – Very good" }).check();
  await rater
    .getByRole("textbox", { name: "Comment on Glide Varnish (optional)" })
    .fill("Thin film, patients liked the taste.");
  await rater.getByRole("button", { name: "Save ratings" }).click();
  await expect(
    rater.getByRole("status").filter({ hasText: "Thank you! Your ratings are saved." }),
  ).toBeVisible();
  await expect(rater.getByRole("button", { name: "Save changes" })).toBeVisible();
  await requesterContext.close();

  await page.goto(`/supplier/${company.id}`);
  await page
    .getByRole("navigation", { name: "Workspace" })
    .getByRole("link", { name: "Ratings" })
    .click();
  await expect(page.getByRole("heading", { name: "Ratings", level: 1 })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Thin film" });
  await expect(card).toContainText("Glide Varnish");
  await expect(card).toContainText("4 out of 5");
  await expect(
    page
      .getByRole("row", { name: /Glide Varnish/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("4.3 out of 5");

  await page.goto(companyPath(company));
  const ratings = page.getByRole("region", { name: "Ratings" });
  await expect(ratings.getByTestId("product-rating")).toHaveText(
    "Glide Varnish4.3 out of 5 · 3 ratings",
  );
  // Comments are not public.
  await expect(page.getByText("Thin film")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the rating page keeps what was typed after a mistake, then saves", async ({ page, db }) => {
    const company = await createCompany(db);
    const product = await createProduct(db, company.id, { name: "Seal Gel" });
    const request = await createSampleRequest(db, {
      companyId: company.id,
      status: "completed",
      requestedProducts: [{ productId: product.id, productName: product.name, quantity: "" }],
    });
    const { token, hash } = newLinkToken();
    await db.insert(ratingLinks).values({ tokenHash: hash, requestId: request.id });

    await page.goto(`/rate/${token}`);
    await expect(page.getByText(company.name)).toBeVisible();
    const comment = page.getByRole("textbox", { name: "Comment on Seal Gel (optional)" });
    await comment.fill("Set fast.");
    await page.getByRole("button", { name: "Save ratings" }).click();
    await expect(page.getByText("Rating for Seal Gel is required")).toBeVisible();
    await expect(comment).toHaveValue("Set fast.");
    await page.getByRole("radio", { name: "5 – Excellent" }).check();
    await page.getByRole("button", { name: "Save ratings" }).click();
    await expect(page.getByText("Thank you! Your ratings are saved.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "5 – Excellent" })).toBeChecked();
  });
});
