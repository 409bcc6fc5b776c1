import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { sampleRequests } from "~/db/schema";
import { createCompany, createSampleRequest, createSampleRequests } from "../helpers/factories";
import { signInAs } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { cellOfColumn } from "./table-helpers";

test("admin filters, searches, changes a status and downloads the CSV", async ({ page, db }) => {
  const admin = await signInAs(page, db, "admin");
  const tag = crypto.randomUUID().slice(0, 8);
  const { id } = await createSampleRequest(db, {
    companyId: "bondline",
    firstName: '=HYPERLINK("http://evil.example")',
    lastName: "Tester",
    email: `lead-${tag}@example.com`,
    practiceName: `Practice ${tag}`,
  });

  await page.goto("/admin/requests");
  await expect(page.getByRole("heading", { name: "Sample Requests", exact: true })).toBeVisible();
  await expect(page.getByTestId("total-count")).toContainText("Total requests:");

  await page.getByLabel("Status").selectOption("rejected");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=rejected/);
  const rows = page.getByTestId("request-row");
  await expect(rows.first()).toBeVisible();
  const statusCell = await cellOfColumn(page.getByRole("table"), "Status");
  for (const row of await rows.all()) {
    expect(await statusCell(row).textContent()).toBe("Rejected");
  }

  await page.getByLabel("Status").selectOption("");
  await page.getByLabel(/Search company/).fill(`practice ${tag}`.toUpperCase());
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByTestId("shown-count")).toHaveText("Showing 1 of 1");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${id.slice(0, 8)}...`);
  await expect(rows.first()).toContainText("Pending");

  await rows.first().getByRole("button", { name: "Approve" }).click();
  await expect(statusCell(rows.first())).toHaveText("Approved");
  const [stored] = await db.select().from(sampleRequests).where(eq(sampleRequests.id, id));
  expect(stored?.status).toBe("approved");
  expect(stored?.statusChangedBy).toBe(admin.id);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^sample-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? "", "utf8");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Request ID,Company Name,First Name,Last Name,Email,Phone,License Number,Practice Name,Practice Type,Street Address,City,State,Zip Code,Years in Practice,Requested Products,Specific Requests,Comments,How Heard About,Allow Marketing,Subscribe Updates,Status,Requested At",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines[1]).toContain(",approved,");

  await page.getByLabel(/Search company/).fill(`no-such-${tag}`);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No requests found matching your filters.")).toBeVisible();
});

test("a company's lead analytics on its Performance page shows hand-computed metrics", async ({
  page,
  db,
}) => {
  await signInAs(page, db, "admin");
  const tag = crypto.randomUUID().slice(0, 8);
  const companyId = `e2e-metrics-${tag}`;
  await createCompany(db, { id: companyId, name: `Metrics Co ${tag}` });
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const lead = (
    i: number,
    email: string,
    status: "pending" | "approved" | "completed" | "rejected",
    state: string,
    practiceType: string,
    ageDays: number,
  ) => ({
    companyId,
    firstName: `Lead${i}`,
    lastName: "Person",
    email,
    status,
    state,
    practiceType,
    practiceName: `Practice ${i}`,
    requestedAt: new Date(now - ageDays * day - i * 1000),
  });
  await createSampleRequests(db, [
    lead(1, "a@example.com", "approved", "CA", "Orthodontics", 1),
    lead(2, "A@Example.com", "completed", "CA", "Orthodontics", 2),
    lead(3, "b@example.com", "rejected", "NY", "Periodontics", 3),
    lead(4, "c@example.com", "pending", "", "General Dentistry", 4),
    lead(5, "", "pending", "TX", "General Dentistry", 40),
  ]);
  // All time: 5 requests; unique e-mails a, b, c = 3; pending 2; approved 1;
  // conversion (1 + 1) / (1 + 1 + 1) = 66.7%; states CA 2, then NY, TX, Unknown 1 each.
  // Admins reach it from the company's console page.
  await page.goto(`/admin/companies/${companyId}`);
  await page.getByRole("link", { name: "Performance and lead analytics" }).click();
  await expect(page).toHaveURL(`/supplier/${companyId}/performance`);
  await expect(page.getByText(`Metrics Co ${tag}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lead analytics" })).toBeVisible();
  await expect(page.getByText("Track and analyze your sample request leads")).toBeVisible();
  await expect(page.getByTestId("metric-unique-leads")).toContainText("3");
  await expect(page.getByTestId("metric-unique-leads")).toContainText("5 total requests");
  await expect(page.getByTestId("metric-pending")).toContainText("2");
  await expect(page.getByTestId("metric-approved")).toContainText("1");
  await expect(page.getByTestId("metric-conversion")).toContainText("66.7%");
  const states = page.getByRole("region", { name: "Top 5 States" }).getByRole("listitem");
  await expect(states).toHaveText([/California\s*2/, /New York\s*1/, /Texas\s*1/, /Unknown\s*1/]);
  await expect(page.getByTestId("recent-lead")).toHaveCount(5);

  // Last 30 days drops the 40-day-old lead: 4 requests, pending 1.
  await page.getByLabel("Date range").selectOption("30d");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/range=30d/);
  await expect(page.getByTestId("metric-unique-leads")).toContainText("4 total requests");
  await expect(page.getByTestId("metric-pending")).toContainText("1");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Leads CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^leads-metrics-co-${tag}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const lines = readFileSync((await download.path()) ?? "", "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Lead ID,Date,Name,Email,Phone,License Number,Practice Name,Practice Type,City,State,Zip,Years in Practice,Requested Products,Status",
  );
  expect(lines).toHaveLength(5);

  const missing = await page.goto("/supplier/no-such-company/performance");
  expect(missing?.status()).toBe(404);
});

test("Requests by Month shows every month of the range as a chart and a table; Conversion Rate is explained; Recent Leads name the products", async ({
  page,
  db,
}) => {
  await signInAs(page, db, "admin");
  const tag = crypto.randomUUID().slice(0, 8);
  const companyId = `e2e-months-${tag}`;
  await createCompany(db, { id: companyId, name: `Months Co ${tag}` });
  const now = new Date();
  // One lead now and one four calendar months back: the months between have none.
  const fourMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 4, 15, 12));
  await createSampleRequests(db, [
    {
      companyId,
      requestedAt: now,
      requestedProducts: [
        { productId: "p-1", productName: `Flow Composite ${tag}`, quantity: "2 syringes" },
        { productId: "p-2", productName: `Bond Agent ${tag}`, quantity: "" },
      ],
    },
    { companyId, requestedAt: fourMonthsAgo, status: "rejected" },
  ]);
  const monthName = new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const expected = [4, 3, 2, 1, 0].map((back) => ({
    label: monthName.format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))),
    count: back === 4 || back === 0 ? "1" : "0",
  }));

  await page.goto(`/supplier/${companyId}/performance`);
  const section = page.getByRole("region", { name: "Requests by Month" });
  const table = section.getByRole("table", { name: "Requests by month" });
  await expect(table.getByRole("row")).toHaveCount(expected.length + 1);
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  for (const [i, month] of expected.entries()) {
    await expect(rows.nth(i).getByRole("cell")).toHaveText([month.label, month.count]);
  }
  const chart = section.getByRole("img", { name: /Column chart of requests per month/ });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId("month-column")).toHaveCount(expected.length);

  // Conversion Rate: 0 converted of 1 decided; what it means is written beside it.
  const conversion = page.getByTestId("metric-conversion");
  await expect(conversion).toContainText("0.0%");
  await expect(conversion).toContainText(
    "Approved, shipped and completed requests as a share of all decided requests",
  );

  const leads = page.getByRole("region", { name: "Recent Leads" }).getByRole("table");
  const products = await cellOfColumn(leads, "Products");
  await expect(products(page.getByTestId("recent-lead").first())).toHaveText(
    `Flow Composite ${tag} (2 syringes); Bond Agent ${tag}`,
  );

  // A range lists each of its months, the quiet ones too: Last 90 Days spans four or five.
  await page.getByLabel("Date range").selectOption("90d");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/range=90d/);
  await expect(table.getByRole("row")).toHaveCount(
    new Set(
      [0, 30, 60, 90].map((d) =>
        new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 7),
      ),
    ).size + 1,
  );
});

test("the old analytics URLs answer 301 to their new places, the query kept", async ({ page }) => {
  for (const [from, to] of [
    ["/analytics/sample-requests?status=pending", "/admin/requests?status=pending"],
    ["/analytics/sample-requests.csv?q=lumina", "/admin/requests.csv?q=lumina"],
    ["/provider/bondline/analytics?range=30d", "/supplier/bondline/performance?range=30d"],
    ["/provider/bondline/analytics.csv?range=90d", "/supplier/bondline/performance.csv?range=90d"],
  ] as const) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
