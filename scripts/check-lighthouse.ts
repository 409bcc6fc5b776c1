/**
 * npm run check:lighthouse — Lighthouse's accessibility, best-practices and SEO scores of every
 * public page (docs/decisions/046). Not part of `npm test`: a Lighthouse run takes seconds per
 * page and its scores are the whole of a page, so this is a check run before a release and after
 * changing a page's structure.
 *
 * Needs the production build (`npm run build` first); builds nothing itself. Starts the
 * production server (server.js) on a fresh embedded database (a temporary PGlite DATA_DIR, which
 * the app migrates and seeds with the demo data on its first start; removed afterwards), adds one
 * sample request and its status link for the requester's status page, then runs the `lighthouse`
 * package with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless against
 * each page: Lighthouse's default mobile emulation, and a desktop run as well when
 * LIGHTHOUSE_FORM_FACTORS names it (default "mobile"; e.g. "mobile,desktop").
 *
 * Prints a table of the scores and every failing audit id per page, and exits non-zero when any
 * score is below 100 or a page could not be audited. The performance score is printed for every
 * page; home, search, a company page and a blog post are held to 95 or more on it
 * (docs/decisions/082). LIGHTHOUSE_PAGES (page names, comma-separated, e.g. "home,blog post")
 * audits only those pages. Pages that ask not to be indexed (search,
 * sign-in, status) are held to accessibility and best practices only: their SEO score is
 * printed but their `noindex` costs it points on purpose. Lighthouse does not audit a page
 * answered with an error status, so the 404 page is left to tests/e2e/validators.spec.ts.
 *
 * Loopback only (127.0.0.1, LIGHTHOUSE_PORT, default 4580).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { sampleRequests } from "~/db/schema";
import { createStatusLink } from "~/models/leads/request-status-link.server";
import { readArticles } from "../tests/helpers/articles";
import {
  AppServer,
  COMPANY,
  loadEnv,
  PRODUCT,
  positiveInt,
  prepareDatabase,
  requireProductionBuild,
} from "./lib/crash-load";

const PORT = positiveInt("LIGHTHOUSE_PORT", 4580);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? "mobile")
  .split(",")
  .map((f) => f.trim())
  .filter((f): f is "mobile" | "desktop" => f === "mobile" || f === "desktop");
/** Held to 100 on every page (SEO aside where noindex). */
const CHECKED = ["accessibility", "best-practices", "seo"] as const;
const CATEGORIES = [...CHECKED, "performance"] as const;
/** The least performance score of the pages that have a performance target (mobile). */
const PERFORMANCE_TARGET = 0.95;
/** A page's name as LIGHTHOUSE_PAGES may spell it: "blog post" or "blog-post". */
const pageKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");
const ONLY_PAGES = (process.env.LIGHTHOUSE_PAGES ?? "").split(",").map(pageKey).filter(Boolean);
const START_TIMEOUT_MS = 180_000;

interface PublicPage {
  name: string;
  path: string;
  /** The page asks not to be indexed: its SEO score is not held to 100. */
  isNoindex?: boolean;
  /** Held to PERFORMANCE_TARGET on performance. */
  hasPerformanceTarget?: boolean;
}

interface Outcome {
  page: PublicPage;
  formFactor: string;
  scores: Partial<Record<(typeof CATEGORIES)[number], number | null>>;
  failingAudits: string[];
  runtimeError?: string;
}

function publicPages(statusPath: string): PublicPage[] {
  const post = readArticles()[0];
  if (!post) throw new Error("no blog articles in content/blog");
  return [
    { name: "home", path: "/", hasPerformanceTarget: true },
    { name: "search", path: "/search?q=comp", isNoindex: true, hasPerformanceTarget: true },
    { name: "company", path: `/company/${COMPANY}`, hasPerformanceTarget: true },
    { name: "pricing", path: "/pricing" },
    { name: "for-suppliers", path: "/for-suppliers" },
    { name: "claim-request", path: "/claim-request" },
    { name: "login", path: "/login", isNoindex: true },
    { name: "signup", path: "/signup", isNoindex: true },
    { name: "blog", path: "/blog" },
    { name: "blog post", path: `/blog/${post.slug}`, hasPerformanceTarget: true },
    { name: "privacy", path: "/privacy" },
    { name: "terms", path: "/terms" },
    { name: "request status", path: statusPath, isNoindex: true },
  ];
}

/** A sample request and the link from the requester's e-mail, stored while the server is down. */
async function addStatusLink(database: Awaited<ReturnType<typeof prepareDatabase>>) {
  const handle = await database.open();
  try {
    const submissionId = randomUUID();
    await handle.db.insert(sampleRequests).values({
      companyId: COMPANY,
      submissionId,
      firstName: "Dana",
      lastName: "Reyes",
      email: "lighthouse@example.com",
      phone: "+1 555 010 2000",
      practiceName: "Reyes Family Dental",
      practiceType: "General Dentistry",
      yearsInPractice: "6-10 years",
      street: "1 Main St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
      howHeardAbout: "Colleague Referral",
      agreedToTerms: true,
      requestedProducts: [
        { productId: PRODUCT, productName: "Lumina Flow Flowable Composite A2", quantity: "1" },
      ],
    });
    return new URL((await createStatusLink(handle.db, submissionId, "http://localhost")).url)
      .pathname;
  } finally {
    await handle.close();
  }
}

/** The audits of the checked categories that scored below full marks, by id. */
function failingAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const category of CHECKED) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
      ids.add(audit.id);
    }
  }
  return [...ids];
}

/** What `inspector-issues` and `errors-in-console` list, for finding their cause. */
function consoleDetails(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of ["inspector-issues", "errors-in-console"]) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
    for (const item of details?.items ?? []) lines.push(`    ${id}: ${JSON.stringify(item)}`);
  }
  return lines;
}

async function audit(
  url: string,
  port: number,
  formFactor: "mobile" | "desktop",
): Promise<Result | undefined> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  };
  const runnerResult = await lighthouse(
    url,
    flags,
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  return runnerResult?.lhr;
}

function percent(score: number | null | undefined): string {
  return score === null || score === undefined ? "–" : String(Math.round(score * 100));
}

// ---------------------------------------------------------------------------

requireProductionBuild("check:lighthouse");
const workDir = mkdtempSync(path.join(tmpdir(), "sampletray-lighthouse-"));
const env = loadEnv(PORT);
const database = await prepareDatabase("pglite", env, workDir, "sampletray_lighthouse");
const server = new AppServer(env, path.join(workDir, "server.log"));
const outcomes: Outcome[] = [];
try {
  // The first start migrates and seeds the embedded database; PGlite has one process at a time,
  // so the status link is added with the server down, then the server starts again.
  await server.start(Date.now() + START_TIMEOUT_MS);
  await server.kill("SIGTERM");
  const statusPath = await addStatusLink(database);
  await server.start(Date.now() + START_TIMEOUT_MS);

  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (const formFactor of FORM_FACTORS) {
      const pages = publicPages(statusPath).filter(
        (page) => ONLY_PAGES.length === 0 || ONLY_PAGES.includes(pageKey(page.name)),
      );
      const unknown = ONLY_PAGES.filter((name) => !pages.some((p) => pageKey(p.name) === name));
      if (unknown.length > 0)
        throw new Error(`LIGHTHOUSE_PAGES names no page: ${unknown.join(", ")}`);
      for (const page of pages) {
        const lhr = await audit(`${server.site}${page.path}`, chrome.port, formFactor);
        const outcome: Outcome = {
          page,
          formFactor,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr?.categories[c]?.score ?? null])),
          failingAudits: lhr ? failingAudits(lhr) : [],
          runtimeError: lhr?.runtimeError
            ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
            : lhr
              ? undefined
              : "no result",
        };
        outcomes.push(outcome);
        console.log(
          `${formFactor} ${page.path}: ${CATEGORIES.map((c) => `${c} ${percent(outcome.scores[c])}`).join(", ")}` +
            (outcome.failingAudits.length
              ? ` — failing: ${outcome.failingAudits.join(", ")}`
              : "") +
            (outcome.runtimeError ? ` — ${outcome.runtimeError}` : ""),
        );
        if (lhr) for (const line of consoleDetails(lhr)) console.log(line);
      }
    }
  } finally {
    chrome.kill();
  }
} catch (error) {
  console.error(server.tail());
  throw error;
} finally {
  await server.kill("SIGTERM");
  server.close();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}

function isBelowFull(outcome: Outcome): boolean {
  if (outcome.runtimeError) return true;
  if (
    outcome.page.hasPerformanceTarget &&
    outcome.formFactor === "mobile" &&
    (outcome.scores.performance ?? 0) < PERFORMANCE_TARGET
  ) {
    return true;
  }
  return CHECKED.some((c) => {
    if (c === "seo" && outcome.page.isNoindex) return false;
    return (outcome.scores[c] ?? 0) < 1;
  });
}

const rows = outcomes.map((o) => [
  `${o.page.name}${o.page.isNoindex ? " (noindex)" : ""}${o.page.hasPerformanceTarget ? " *" : ""}`,
  o.formFactor,
  ...CATEGORIES.map((c) => percent(o.scores[c])),
  [...o.failingAudits, ...(o.runtimeError ? [o.runtimeError.split(":")[0] ?? ""] : [])].join(" "),
]);
const header = ["page", "form factor", ...CATEGORIES, "failing audits"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
console.log(`\n${line(header)}\n${line(widths.map((w) => "-".repeat(w)))}`);
for (const row of rows) console.log(line(row));
console.log(`* held to ${PERFORMANCE_TARGET * 100} or more on mobile performance`);

const below = outcomes.filter(isBelowFull);
console.log(
  below.length
    ? `check:lighthouse FAILED: ${below.length} of ${outcomes.length} page audits below their target`
    : `check:lighthouse passed: ${outcomes.length} page audits at their target`,
);
process.exit(below.length ? 1 : 0);
