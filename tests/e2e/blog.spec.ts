import { inArray } from "drizzle-orm";
import { companies } from "~/db/schema";
import { companyPath } from "~/lib/catalogue";
import { readArticles } from "../helpers/articles";
import { expect, test } from "./fixtures";

const articles = readArticles();
const newest = articles[0];
if (!newest) throw new Error("no articles");

test("the blog index features the newest article and lists all newest first", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Blog/);

  const featured = page.locator("section", {
    has: page.getByRole("heading", { name: "Featured article" }),
  });
  await expect(featured.getByRole("heading", { level: 3 })).toHaveText(newest.title);

  const grid = page.getByTestId("article-grid");
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(articles.map((a) => a.title));
  const firstCard = grid.getByRole("listitem").first();
  await expect(firstCard.getByText(newest.category)).toBeVisible();
  await expect(firstCard.getByText(newest.readTime)).toBeVisible();
  await expect(firstCard.getByText(newest.excerpt)).toBeVisible();
  const longDate = new Date(`${newest.publishDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(firstCard.locator("time")).toHaveText(longDate);
  await expect(firstCard.locator("img")).toHaveAttribute("src", newest.featuredImage);

  await expect(page.getByRole("link", { name: "Browse Free Samples" })).toHaveAttribute(
    "href",
    "/#top-free",
  );
});

test("a post shows its body, company links from the catalogue, tags and related articles", async ({
  page,
  db,
}) => {
  const post = articles[2];
  if (!post) throw new Error("need three articles");
  // Record what trackEvent hands to Google Analytics' gtag (it calls window.gtag when present).
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await page.goto(`/blog/${post.slug}`);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  await expect(breadcrumb.getByText(post.title)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  // '# ' lines are level-2 headings and bold spans are <strong>.
  expect(await page.locator("article h2").count()).toBeGreaterThan(3);
  expect(await page.locator("article strong").count()).toBeGreaterThan(0);

  // select_content on view, with the spec's fields (§7).
  const calls = () =>
    page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
  await expect.poll(calls).toHaveLength(1);
  const [[command, name, params]] = (await calls()) as [[string, string, Record<string, string>]];
  expect([command, name]).toEqual(["event", "select_content"]);
  expect(params).toEqual({
    content_type: "blog_post",
    content_id: post.id,
    content_title: post.title,
    content_category: post.category,
    page_location: expect.stringContaining(`/blog/${post.slug}`),
  });

  // Related Company Pages use each company's current name and canonical URL.
  const ids = post.companyLinks.map((l) => l.url.split("/")[2] ?? "");
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  expect(rows).toHaveLength(ids.length);
  const related = page.locator("section", {
    has: page.getByRole("heading", { name: "Related Company Pages" }),
  });
  for (const company of rows) {
    await expect(related.getByRole("link", { name: new RegExp(company.name) })).toHaveAttribute(
      "href",
      companyPath(company),
    );
  }
  for (const tag of post.tags) {
    await expect(
      page.getByRole("listitem").filter({ hasText: new RegExp(`^${tag}$`) }),
    ).toBeVisible();
  }

  const expectedRelated = articles.filter((a) => a.slug !== post.slug).slice(0, 3);
  await expect(page.getByTestId("related-articles").getByRole("heading", { level: 3 })).toHaveText(
    expectedRelated.map((a) => a.title),
  );
});

test("inline company links in the body are links to company pages", async ({ page }) => {
  await page.goto(`/blog/${newest.slug}`);
  const inline = page.locator("article p a", { hasText: /→/ });
  expect(await inline.count()).toBeGreaterThan(0);
  await expect(inline.first()).toHaveAttribute("href", /^\/company\//);
});

test("an unknown slug answers 404 with a way back to the blog", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
