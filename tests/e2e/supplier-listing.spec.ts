/**
 * The supplier workspace's listing and team pages in a browser: an owner edits the description
 * and adds a product with an image, which the public company page then shows; an owner invites a
 * colleague and, as the only owner, cannot leave.
 */
import { addCompanyMember, createCompany, uniqueTag } from "../helpers/factories";
import { PNG_BYTES } from "../helpers/upload-files";
import { signInAs, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("an owner edits the listing and adds a product with an image; the public page shows both", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  const tag = uniqueTag();
  const summary = `Bonding agents tested in ${tag} clinics.`;
  const productName = `Crestline Bond ${tag}`;

  await page.goto(`/supplier/${company.id}/listing`);
  await page.getByLabel("Short description").fill(summary);
  await page.getByLabel("Description", { exact: true }).fill(`${summary} Long version.`);
  await page.getByLabel("Website").fill("crestline.example");
  await page.getByRole("checkbox", { name: "Adhesives" }).check();
  await page.getByRole("button", { name: "Save listing" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Listing saved. Your public page shows the changes now.",
  );
  await expect(page.getByLabel("Website")).toHaveValue("https://crestline.example");

  await page.getByRole("link", { name: "Add product" }).click();
  await expect(page.getByRole("heading", { name: "Add product" })).toBeVisible();
  await page.getByLabel("Name").fill(productName);
  await page.getByLabel("Category").selectOption("Adhesives");
  await page.getByLabel("Sample type").fill("Trial kit");
  await page
    .getByLabel("Add images")
    .setInputFiles({ name: "bond.png", mimeType: "image/png", buffer: Buffer.from(PNG_BYTES) });
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Product saved. Your public page shows it now.",
  );
  await expect(page.getByRole("listitem", { name: productName })).toBeVisible();

  await page.goto(`/company/${company.id}`);
  await expect(page.getByText(summary).first()).toBeVisible();
  const image = page.getByRole("img", { name: productName });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("width", "64");
  await expect(image).toHaveAttribute("height", "64");
  const src = (await image.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  // The browser drew it: a real PNG, served as one.
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // The upload's own CSP replaces the page policy; the site's other security headers still apply.
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["x-frame-options"]).toBe("DENY");
});

test("an owner invites colleagues, the form emptied after each; the only owner cannot leave", async ({
  page,
  db,
}) => {
  const company = await createCompany(db);
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");
  const colleague = uniqueEmail("colleague");

  await page.goto(`/supplier/${company.id}/team`);
  const invite = page.getByRole("region", { name: "Invite a colleague" });
  await invite.getByLabel("Email").fill(colleague);
  await invite.getByRole("radio", { name: /^Member/ }).check();
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${colleague}.`);
  const invitations = page.getByRole("region", { name: "Open invitations" });
  await expect(invitations.getByRole("listitem")).toHaveCount(1);
  await expect(invitations.getByRole("listitem")).toContainText(colleague);
  // Sent: the form is ready for the next colleague, as a member again.
  await expect(invite.getByLabel("Email")).toHaveValue("");

  // A second colleague, as an owner: the form empties again.
  const second = uniqueEmail("colleague");
  await invite.getByLabel("Email").fill(second);
  await invite.getByRole("radio", { name: /^Owner/ }).check();
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${second}.`);
  await expect(invite.getByLabel("Email")).toHaveValue("");
  await expect(invite.getByRole("radio", { name: /^Member/ })).toBeChecked();

  await page.getByRole("button", { name: `Leave ${company.name}` }).click();
  await expect(page.getByRole("alert").filter({ hasText: "owner" })).toHaveText(
    "A company needs at least one owner: make another member an owner first.",
  );
  await expect(page).toHaveURL(new RegExp(`/supplier/${company.id}/team`));
});
