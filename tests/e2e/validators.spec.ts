/**
 * The outside validators on every public page (docs/decisions/046): axe-core (WCAG 2.2 AA and
 * axe's best practices, which Lighthouse's accessibility score also counts) at a desktop and a
 * phone size must find nothing, and Chrome's Issues panel, which Lighthouse's best practices
 * count, must stay empty. Each test also saves the page's HTML, as served and as the browser holds
 * it after hydration, for the W3C Nu HTML checker: a Java program whose start costs seconds, so
 * html-validity.last.spec.ts checks every saved file in one JVM after all these have run. The
 * tests run in parallel, like every other browser test.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PAGES, saveHtml, VIEWPORTS } from "./validator-pages";

/** The rules axe runs: WCAG 2.0–2.2 A and AA, and its best practices (heading order, landmarks). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Resolves once React has hydrated the page (its elements carry React's fiber keys), or at once on
 * a page that ships no scripts (docs/decisions/082): there is nothing to wait for.
 */
async function waitForHydration(page: Page) {
  const hasScripts = await page.locator("script[type=module]").count();
  if (hasScripts === 0) return;
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    const footer = document.querySelector("footer");
    const isHydrated = (el: Element | null) =>
      el !== null && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
    return isHydrated(main) && isHydrated(footer);
  });
}

/**
 * What Chrome puts in its Issues panel for the page from now on (a CSP violation, a form field
 * without a name or label, a cookie it will reject), as Lighthouse's `inspector-issues` reads it.
 */
async function collectBrowserIssues(page: Page) {
  const issues: { code: string; details: unknown }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => issues.push(issue));
  await cdp.send("Audits.enable");
  return issues;
}

function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"],
): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? "?"}): ${v.help}`,
        ...v.nodes.map((node) => `    at ${node.target.join(" ")}`),
      ].join("\n"),
    )
    .join("\n");
}

for (const publicPage of PAGES) {
  for (const viewport of VIEWPORTS) {
    test(`axe finds nothing on ${publicPage.name} at ${viewport.width}x${viewport.height}`, async ({
      page,
      db,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const issues = await collectBrowserIssues(page);
      const pagePath =
        typeof publicPage.path === "string" ? publicPage.path : await publicPage.path(db);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(publicPage.status ?? 200);
      await waitForHydration(page);
      await publicPage.open?.(page);

      // The HTML for the Nu checker: the server's (once; it is the same at both sizes) and the
      // browser's after hydration (at each size: what a script changes may differ).
      if (viewport.name === "desktop") {
        const served = await page.request.get(publicPage.serverPath ?? pagePath);
        expect(served.status()).toBe(publicPage.status ?? 200);
        saveHtml(`${publicPage.name}.server.html`, await served.text());
      }
      saveHtml(`${publicPage.name}.${viewport.name}.hydrated.html`, await page.content());

      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations, describeViolations(violations)).toEqual([]);
      // Chrome's Issues panel (Lighthouse's inspector-issues): CSP reports, form fields, cookies.
      expect(issues, JSON.stringify(issues, null, 2)).toEqual([]);
    });
  }
}
