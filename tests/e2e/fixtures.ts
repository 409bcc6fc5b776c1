/**
 * Playwright's test with a `db` fixture (Drizzle on the same PostgreSQL database the server under
 * test uses, so a test can check what was stored) and a `page` that opens in its worker's one
 * browser context (docs/decisions/172): a new context costs Chromium a new renderer process, on
 * these machines more than a second of CPU per test. Between tests the context forgets what a
 * test left: its other pages, cookies, permissions, routes and the site's storage. A test whose
 * options need a context of their own (no JavaScript, another site, TLS errors ignored) gets one.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from "@playwright/test";
import type { Database } from "~/db/client.server";
import { openPostgres } from "~/db/client.server";
import { databaseUrl } from "../helpers/postgres";

export { expect } from "@playwright/test";

interface SharedContext {
  context: BrowserContext;
  /** Open for the worker's life: the site's renderer process outlives each test's page. */
  anchor: Page;
}

export const test = base.extend<object, { db: Database; sharedContext: SharedContext }>({
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const name = process.env.E2E_DATABASE_NAME;
      if (!name) throw new Error("E2E_DATABASE_NAME is not set");
      const handle = await openPostgres(databaseUrl(name), 2);
      await use(handle.db);
      await handle.close();
    },
    { scope: "worker" },
  ],
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await newContext(browser, workerInfo.project.use);
      const anchor = await context.newPage();
      await anchor.goto("/healthz");
      await use({ context, anchor });
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async (
    { sharedContext, browser, baseURL, viewport, javaScriptEnabled, ignoreHTTPSErrors },
    use,
    testInfo,
  ) => {
    const needsOwnContext =
      javaScriptEnabled === false ||
      ignoreHTTPSErrors === true ||
      baseURL !== testInfo.project.use.baseURL;
    if (needsOwnContext) {
      const context = await newContext(browser, {
        ...testInfo.project.use,
        baseURL,
        viewport,
        javaScriptEnabled,
        ignoreHTTPSErrors,
      });
      await use(await context.newPage());
      await context.close();
      return;
    }
    const { context, anchor } = sharedContext;
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    await forgetTest(context, anchor);
  },
});

/** A context with the options of a project's `use` (the device's, and a test's own). */
function newContext(browser: Browser, use: BrowserContextOptions) {
  const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, viewport } = use;
  const { javaScriptEnabled, ignoreHTTPSErrors } = use;
  return browser.newContext({
    baseURL,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    viewport,
    javaScriptEnabled,
    ignoreHTTPSErrors,
  });
}

/** What a test may have left in the shared context, gone: as a new context would start. */
async function forgetTest(context: BrowserContext, anchor: Page) {
  for (const page of context.pages()) if (page !== anchor) await page.close();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setExtraHTTPHeaders({});
  await context.setOffline(false);
  const cdp = await context.newCDPSession(anchor);
  await cdp.send("Storage.clearDataForOrigin", {
    origin: new URL(anchor.url()).origin,
    storageTypes: "local_storage,indexeddb,cache_storage,service_workers,websql,file_systems",
  });
  await cdp.detach();
}
