import type { Page } from "@playwright/test";

/**
 * Holds the browser's requests matching `url` (and `method`, when given) until the returned
 * `release` is called, so a test can see the busy state of a form while it submits, or act while
 * a reload is under way.
 */
export async function holdRequests(page: Page, url: string, method?: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.continue();
    await held;
    // The page may have given up on the request meanwhile (an aborted reload).
    await route.continue().catch(() => {});
  });
  return release;
}
