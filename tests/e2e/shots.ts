/**
 * Screenshots of a page at a phone's and a desktop's size into SHOTS_DIR, when it is set (the
 * issues ask for both sizes of every page a change touches); nothing otherwise.
 */
import path from "node:path";
import type { Page } from "@playwright/test";

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** `name-390.png` and `name-1366.png`; the page is left at the desktop size. */
export async function shoot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // From the top: scrolled down, a full-page shot draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(folder, `${name}-${size.width}.png`), fullPage: true });
  }
}
