/**
 * Reading the hero figures in browser tests. Other tests add companies, products and requests
 * while the suite runs, and the server keeps the figures for a minute, so a figure is checked
 * against the count now as a floor in the spec's style, not as an exact string.
 */
import type { Page } from "@playwright/test";
import { roundFigure } from "~/lib/hero-figures";
import { expect } from "./fixtures";

/** The figure shown above `label` (the <dd> of its <dt>). */
export function heroFigure(page: Page, label: string | RegExp) {
  return page.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd");
}

/**
 * The figure above `label` is a count in the spec's style ("8", "40+") no larger than `countNow`,
 * and at least `atLeast`; returns the number it shows.
 */
export async function expectCountedFigure(
  page: Page,
  label: string,
  { countNow, atLeast = 0 }: { countNow: number; atLeast?: number },
): Promise<number> {
  const text = ((await heroFigure(page, label).textContent()) ?? "").trim();
  const shown = Number(text.replace(/[+,]/g, ""));
  expect(Number.isInteger(shown), `${label}: ${text}`).toBe(true);
  expect(text, label).toBe(roundFigure(shown));
  expect(shown, label).toBeLessThanOrEqual(countNow);
  expect(shown, label).toBeGreaterThanOrEqual(atLeast);
  return shown;
}
