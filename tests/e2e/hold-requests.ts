import type { Page } from "@playwright/test";

/**
 * Holds the browser's requests matching `url` until the returned `release` is called, so a test
 * can see the busy state of a form while it submits.
 */
export async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
