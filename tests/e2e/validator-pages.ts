/**
 * The public pages the outside validators check (docs/decisions/046), and the folder where each
 * page's HTML waits for the Nu checker: validators.spec.ts fills it, page by page, in parallel;
 * html-validity.last.spec.ts checks every file in one JVM once all have run.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Database } from "~/db/client.server";
import { ratingLinks } from "~/db/schema";
import { newLinkToken } from "~/mail/tokens.server";
import { createStatusLink } from "~/models/leads/request-status-link.server";
import { readArticles } from "../helpers/articles";
import { createSampleRequest } from "../helpers/factories";
import { expect } from "./fixtures";

export const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export interface PublicPage {
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

export const PAGES: PublicPage[] = [
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
export const htmlFolder = path.resolve(
  ".tmp",
  `validators-html-${process.env.E2E_DATABASE_NAME ?? "local"}`,
);

export function saveHtml(file: string, html: string) {
  mkdirSync(htmlFolder, { recursive: true });
  writeFileSync(path.join(htmlFolder, file), html);
}

/** The files the Nu checker expects: each page's served HTML and its hydrated HTML at each size. */
export function expectedHtmlFiles(): string[] {
  return PAGES.flatMap((p) => [
    `${p.name}.server.html`,
    ...VIEWPORTS.map((v) => `${p.name}.${v.name}.hydrated.html`),
  ]);
}
