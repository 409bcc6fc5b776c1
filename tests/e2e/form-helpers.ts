import { expect, type Locator, type Page } from "@playwright/test";

/** Expects each of `texts` to be visible in `scope` (a form's messages, for instance). */
export async function expectTextsVisible(
  scope: Page | Locator,
  texts: readonly string[],
  options: { exact?: boolean } = {},
) {
  for (const text of texts) await expect(scope.getByText(text, options)).toBeVisible();
}
