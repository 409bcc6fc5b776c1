import { SUBMITTED_TOO_FAST } from "~/lib/form-guard";
import { databaseUrl } from "../helpers/postgres";
import { type AppServer, startAppServer } from "./app-server";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, sampleRequestsFrom } from "./form-helpers";
import { freePort } from "./free-port";

const port = freePort();
const site = `http://localhost:${port}`;
let server: AppServer | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const name = process.env.E2E_DATABASE_NAME;
  if (!name) throw new Error("E2E_DATABASE_NAME is not set");
  server = await startAppServer(
    {
      DATABASE_URL: databaseUrl(name),
      AUTH_SECRET: "e2e-timing-secret-e2e-timing-secret-0",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: site,
      // Long enough that filling the form in on a busy machine still comes in too soon.
      FORM_MIN_FILL_SECONDS: "20",
      FORM_RATE_LIMIT_IP_MAX: "100000",
      FORM_RATE_LIMIT_EMAIL_MAX: "100000",
      EVENTS_RATE_LIMIT_IP_MAX: "1000000",
    },
    { timeoutMs: 60_000, name: "second server" },
  );
});

test.afterAll(async () => {
  await server?.stop();
});

test("a request sent too soon shows the message; sent again later it is stored once", async ({
  page,
  db,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${site}/company/lumina-dental`);
  await page.getByRole("link", { name: "Request Samples" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
  const email = `e2e-timing-${crypto.randomUUID()}@example.com`;
  await fillSampleRequestForm(dialog, email);
  const submit = dialog.getByRole("button", { name: "Submit Request" });
  await submit.click();
  await expect(dialog.getByText(SUBMITTED_TOO_FAST)).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  expect(await sampleRequestsFrom(db, email)).toHaveLength(0);
  // The person tries again until the form's time has passed (the form keeps its signed time).
  await expect(async () => {
    if (await submit.isVisible()) await submit.click();
    await expect(dialog.getByRole("heading", { name: "Request sent!" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
  expect(await sampleRequestsFrom(db, email)).toHaveLength(1);
});
