/**
 * Forms work at the address the server prints (issue 23): a server started without SITE_URL takes
 * the subscribe form and a sample request from http://127.0.0.1:PORT and http://localhost:PORT.
 * It prints http://localhost:PORT, the address its e-mailed links use (issue 34).
 */
import { type AppServer, startSecondServer } from "./app-server";
import { expect, test } from "./fixtures";
import { fillSampleRequestForm, sampleRequestsFrom, submitSampleRequest } from "./form-helpers";
import { freePort } from "./free-port";

const port = freePort();
let server: AppServer | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startSecondServer(
    port,
    { SITE_URL: "", FORM_MIN_FILL_SECONDS: "0" },
    "no SITE_URL",
  );
  expect(server.output).toContain(`listening on http://localhost:${port}\n`);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const host of ["127.0.0.1", "localhost"]) {
  test(`without SITE_URL, the subscribe form and a sample request work at http://${host}`, async ({
    page,
    db,
  }) => {
    test.setTimeout(90_000);
    const site = `http://${host}:${port}`;
    const email = `e2e-loopback-${crypto.randomUUID()}@example.com`;
    await page.goto(`${site}/#subscribe`);
    const form = page.getByRole("form", { name: "Subscribe to updates" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("check your inbox")).toBeVisible();

    await page.goto(`${site}/company/lumina-dental`);
    await page.getByRole("link", { name: "Request Samples" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Free Samples" });
    await fillSampleRequestForm(dialog, email);
    await submitSampleRequest(dialog);
    expect(await sampleRequestsFrom(db, email)).toHaveLength(1);
  });
}
