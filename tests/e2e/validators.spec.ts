/**
 * The outside validators on every public page (docs/decisions/046): axe-core (WCAG 2.2 AA and
 * axe's best practices, which Lighthouse's accessibility score also counts) at a desktop and a
 * phone size, and the W3C Nu HTML checker (vnu-jar) on the HTML as served and as the browser
 * holds it after hydration. Both must find nothing: 0 violations, 0 errors (Nu warnings are
 * allowed). Chrome's Issues panel, which Lighthouse's best practices count, must stay empty too.
 *
 * The Nu checker is a Java program whose start costs seconds, so the page tests only save the
 * HTML in a folder of this run, and the last test checks every file in one JVM. The tests of this
 * file run in order in one worker for that reason.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Database } from "~/db/client.server";
import { ratingLinks } from "~/db/schema";
import { newLinkToken } from "~/mail/tokens.server";
import { createStatusLink } from "~/models/leads/request-status-link.server";
import { readArticles } from "../helpers/articles";
import { createSampleRequest } from "../helpers/factories";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "default" });

/** The rules axe runs: WCAG 2.0–2.2 A and AA, and its best practices (heading order, landmarks). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

interface PublicPage {
  /** A short name, also the saved HTML's file name. */
  name: string;
  /** The page's path, or how to make one (the requester's status page needs a request). */
  path: string | ((db: Database) => Promise<string>);
  /** The HTTP status the page answers with. */
  status?: number;
  /** What to do after hydration before checking (open the request modal). */
  open?: (page: Page) => Promise<void>;
  /** The server HTML to check, when not the page's own (the modal's page without JavaScript). */
  serverPath?: string;
}

const post = readArticles()[0];
if (!post) throw new Error("no blog articles in content/blog");
const COMPANY_PATH = "/company/lumina-dental/lumina-dental-materials-dental-samples";

const PAGES: PublicPage[] = [
  { name: "home", path: "/" },
  { name: "search", path: "/search?q=comp" },
  { name: "company", path: COMPANY_PATH },
  {
    name: "product",
    path: "/company/guardent/products/guardent-varnish-5-naf/guardent-5-sodium-fluoride-varnish",
  },
  {
    name: "request-modal",
    path: COMPANY_PATH,
    open: async (page) => {
      await page.getByRole("link", { name: "Request Samples" }).click();
      await expect(page.getByRole("dialog", { name: "Request Free Samples" })).toBeVisible();
    },
    // Without JavaScript the Request Samples link opens the same form as a page.
    serverPath: "/request-samples?company=lumina-dental",
  },
  { name: "pricing", path: "/pricing" },
  { name: "for-suppliers", path: "/for-suppliers" },
  { name: "claim-request", path: "/claim-request" },
  { name: "login", path: "/login" },
  { name: "signup", path: "/signup" },
  { name: "blog", path: "/blog" },
  { name: "blog-post", path: `/blog/${post.slug}` },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "not-found", path: "/no-such-page", status: 404 },
  { name: "request-status", path: requestStatusPath },
  { name: "rating-page", path: ratingPagePath },
];

/** A fresh request to a demo company and its status link, as the requester's e-mail carries it. */
async function requestStatusPath(db: Database): Promise<string> {
  const submissionId = randomUUID();
  await createSampleRequest(db, {
    submissionId,
    requestedProducts: [
      {
        productId: "lumina-flow-a2",
        productName: "Lumina Flow Flowable Composite A2",
        quantity: "1",
      },
    ],
  });
  return new URL((await createStatusLink(db, submissionId, "http://localhost")).url).pathname;
}

/** A completed request to a demo company and its rating link, as the follow-up e-mail carries it. */
async function ratingPagePath(db: Database): Promise<string> {
  const request = await createSampleRequest(db, {
    status: "completed",
    requestedProducts: [
      {
        productId: "lumina-flow-a2",
        productName: "Lumina Flow Flowable Composite A2",
        quantity: "",
      },
    ],
  });
  const { token, hash } = newLinkToken();
  await db.insert(ratingLinks).values({ tokenHash: hash, requestId: request.id });
  return `/rate/${token}`;
}

/** Where this run's HTML waits for the Nu checker: one folder per run, shared by its workers. */
const htmlFolder = path.resolve(
  ".tmp",
  `validators-html-${process.env.E2E_DATABASE_NAME ?? "local"}`,
);

function saveHtml(file: string, html: string) {
  mkdirSync(htmlFolder, { recursive: true });
  writeFileSync(path.join(htmlFolder, file), html);
}

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

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const require = createRequire(import.meta.url);
/** vnu-jar's main export is the path of its vnu.jar. */
const vnuJar = String(require("vnu-jar"));

test("the Nu HTML checker finds no errors in any page's HTML", async () => {
  test.setTimeout(120_000);
  const files = existsSync(htmlFolder)
    ? readdirSync(htmlFolder).filter((f) => f.endsWith(".html"))
    : [];
  // Every page's HTML is there (a page that could not be loaded has failed its own test too).
  const expected = PAGES.flatMap((p) => [
    `${p.name}.server.html`,
    ...VIEWPORTS.map((v) => `${p.name}.${v.name}.hydrated.html`),
  ]);
  expect(expected.filter((f) => !files.includes(f))).toEqual([]);

  const { stdout } = await promisify(execFile)(
    "java",
    [
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--stdout",
      "--errors-only",
      "--exit-zero-always",
      ...files.map((f) => path.join(htmlFolder, f)),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    throw new Error("The Nu checker needs Java: install default-jre-headless (.ci/run does).");
  });
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  const report = errors
    .map(
      (m) =>
        `${path.basename(m.url ?? "?")}:${m.lastLine ?? "?"}: ${m.message}\n    ${(m.extract ?? "").replaceAll("\n", " ")}`,
    )
    .join("\n");
  expect(errors, report).toEqual([]);
  rmSync(htmlFolder, { recursive: true, force: true });
});
