/**
 * The Integrations tab (docs/decisions/136): an owner creates an API key, reads it once from the
 * field labelled "API key", and the key lists the company's leads with fetch() and a Bearer
 * header, as curl would; another company's lead is not in it. The owner revokes the key and it
 * gets 401. With SHOTS_DIR set, the tab before and after creating a key, and /developers, are
 * photographed at a phone's and a desktop's size.
 */
import { addCompanyMember, createCompany, createSampleRequest } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { shoot } from "./shots";

// Several page loads, screenshots at two sizes and API calls: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("an owner creates a key that lists the company's leads, then revokes it", async ({
  page,
  db,
  baseURL,
}) => {
  const company = await createCompany(db);
  const other = await createCompany(db);
  const lead = await createSampleRequest(db, { companyId: company.id });
  const othersLead = await createSampleRequest(db, { companyId: other.id });
  const owner = await signInAs(page, db, "user");
  await addCompanyMember(db, company.id, owner.id, "owner");

  await page.goto(`/supplier/${company.id}/leads`);
  await page
    .getByRole("navigation", { name: "Workspace" })
    .getByRole("link", { name: "Integrations" })
    .click();
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage webhooks" })).toHaveAttribute(
    "href",
    `/supplier/${company.id}/integrations/webhooks`,
  );
  await shoot(page, "integrations-empty");

  await page.getByLabel("Name").fill("HubSpot sync");
  await page.getByLabel(/Read and write/).check();
  await page.getByRole("button", { name: "Create API key" }).click();
  const field = page.getByLabel("API key", { exact: true });
  await expect(field).toHaveAttribute("readonly", "");
  const key = await field.inputValue();
  expect(key).toMatch(/^st_live_[0-9a-f]{12}_/);
  // Listed by its prefix only.
  await expect(page.getByText(`${key.slice(0, 20)}…`, { exact: true })).toBeVisible();
  await shoot(page, "integrations-key-created");

  const leads = await fetch(`${baseURL}/api/v1/leads`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(leads.status).toBe(200);
  const body = (await leads.json()) as { data: { id: string }[] };
  expect(body.data.map((l) => l.id)).toEqual([lead.id]);
  expect(JSON.stringify(body)).not.toContain(othersLead.id);

  const approve = await fetch(`${baseURL}/api/v1/leads/${lead.id}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "approved" }),
  });
  expect(approve.status).toBe(200);

  // A reload shows the key listed by its prefix, never in full.
  await page.goto(`/supplier/${company.id}/integrations`);
  await expect(page.getByLabel("API key", { exact: true })).toHaveCount(0);
  await page.getByText("Revoke…").click();
  await page.getByRole("button", { name: "Revoke HubSpot sync" }).click();
  await expect(page.getByRole("status").filter({ hasText: "API key revoked" })).toBeVisible();
  const revoked = await fetch(`${baseURL}/api/v1/leads`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(revoked.status).toBe(401);
  expect(revoked.headers.get("www-authenticate")).toMatch(/^Bearer/);
});

test("/developers explains the API without JavaScript and links the OpenAPI document", async ({
  page,
  baseURL,
}) => {
  await page.goto("/developers");
  await expect(page.getByRole("heading", { name: "The SampleTray API", level: 1 })).toBeVisible();
  for (const name of [
    "Authentication",
    "Endpoints",
    "Pagination",
    "Errors",
    "Rate limits",
    "Webhooks",
    "Examples",
    "Changes",
  ]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "PATCH /leads/{leadId}" })).toBeVisible();
  await expect(page.getByText("For 24 hours both secrets sign each event")).toBeVisible();
  expect(await page.locator("script[src]").count()).toBe(0);
  const document = await fetch(`${baseURL}/api/v1/openapi.json`);
  expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");
  // Integrators learn what 2.0.0 renamed (docs/decisions/157).
  await expect(page.getByText(/Version 2\.0\.0/)).toContainText("requestedAt is now createdAt");
  await shoot(page, "developers");
});
