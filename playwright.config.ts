/**
 * Browser tests: Debian's Chromium against the production build (`npm run build` first), served by
 * scripts/e2e-server.ts on a PostgreSQL database of its own that the tests can read.
 */
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./tests/e2e/free-port";

// Ports are taken free once, in the runner process (E2E_PORT fixes one); the workers inherit them.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
// The local OpenID provider the Google sign-in tests start (tests/e2e/google-auth.spec.ts).
process.env.E2E_OIDC_PORT ??= String(freePort());
const oidcPort = process.env.E2E_OIDC_PORT;
// Set once in the runner process; the workers inherit it, so all share one database.
process.env.E2E_DATABASE_NAME ??= `sampletray_e2e_${Date.now().toString(36)}_${process.pid}`;

/**
 * Debian's Chromium in its old headless mode (package chromium-headless-shell): the same engine as
 * /usr/bin/chromium, without the full browser's window machinery, and what Playwright itself runs
 * for headless tests. A third less CPU per test on these machines (docs/decisions/173).
 * CHROMIUM_PATH=/usr/bin/chromium runs the tests in the full browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One more try for a test that failed: on a loaded two-core machine a wait can run out. A test
  // that passes only on its second try is reported as flaky, by name in the list and counted in
  // npm test's summary, never hidden (docs/decisions/144).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.(solo|last)\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Tests that change site-wide state (e.g. who is an admin) run after all others, alone.
    {
      name: "solo",
      testMatch: /\.solo\.spec\.ts$/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Checks that read what all others left behind (the Nu checker reads the pages' saved HTML).
    {
      name: "last",
      testMatch: /\.last\.spec\.ts$/,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      E2E_PORT: String(port),
      GOOGLE_CLIENT_ID: "sampletray-e2e",
      GOOGLE_CLIENT_SECRET: "sampletray-e2e-secret",
      GOOGLE_DISCOVERY_URL: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      // Many sign-ups come from one IP in a test run; the limits themselves are integration-tested.
      AUTH_RATE_LIMIT_IP_MAX: "100000",
      // The tests fill forms in at once, all from one IP; the form guard itself is
      // integration-tested (docs/decisions/045) and tests/e2e/form-guard.spec.ts checks its fields.
      FORM_MIN_FILL_SECONDS: "0",
      FORM_RATE_LIMIT_IP_MAX: "100000",
      FORM_RATE_LIMIT_EMAIL_MAX: "100000",
      EVENTS_RATE_LIMIT_IP_MAX: "1000000",
      // Views and events are written every second (15 by default), so a test sees them soon.
      ANALYTICS_FLUSH_SECONDS: "1",
      // The e-mail asking for a rating goes out as soon as a request is completed.
      RATING_REQUEST_DELAY_DAYS: "0",
      // Webhooks go to receivers the tests start on 127.0.0.1 (tests/e2e/webhooks.spec.ts).
      WEBHOOK_ALLOW_PRIVATE: "1",
      // A log line per request would bury the run's output; failures (warn, error) still print.
      LOG_LEVEL: "warn",
      // Billing runs in its manual mode (no Stripe keys); tests/e2e/stripe-billing.spec.ts starts a
      // server of its own with Stripe on.
    },
  },
});
