/**
 * A blog article file: YAML front matter between `---` lines, then the body in the blog's simple
 * markup (docs/product.md#blog). `parseArticleFile` validates every field of an article and throws
 * an error naming the file and the field when anything is wrong, so a bad article stops the build
 * or the server at start-up instead of reaching a reader.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";

export const BLOG_CATEGORIES = [
  "Professional Guides",
  "Product Reviews",
  "Product Guides",
  "How-To Guides",
] as const;

export const MIN_ARTICLE_WORDS = 800;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "must be a real date");

const text = (max: number) => z.string().trim().min(1, "is required").max(max);
const keywordList = z.array(text(100)).min(1, "needs at least one keyword");

export const articleSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).pipe(text(50)),
    title: text(200),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
    excerpt: text(400),
    author: text(100),
    publishDate: isoDate,
    lastModified: isoDate,
    readTime: z.string().regex(/^\d+ min read$/, "must look like '6 min read'"),
    featuredImage: z
      .string()
      .regex(
        /^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/,
        "must be an image under /images/blog/",
      ),
    category: z.enum(BLOG_CATEGORIES),
    tags: z.array(text(60)).min(1, "needs at least one tag"),
    content: z.string().trim().min(1, "is required"),
    companyLinks: z
      .array(
        z.strictObject({
          companyName: text(200),
          url: z
            .string()
            .regex(
              /^\/company\/[^/\s]+(\/[a-z0-9-]+)?$/,
              "must be a company page path (/company/...)",
            ),
        }),
      )
      .min(1, "needs at least one company link"),
    seo: z.strictObject({
      metaTitle: text(70),
      metaDescription: text(170),
      keywords: keywordList,
      canonicalUrl: z
        .string()
        .regex(/^\/blog\/[a-z0-9-]+$/, "must be the post's path /blog/{slug}"),
      focusKeyword: text(100).optional(),
      relatedKeywords: keywordList.optional(),
    }),
  })
  .strict()
  .superRefine((article, ctx) => {
    if (article.lastModified < article.publishDate) {
      ctx.addIssue({
        code: "custom",
        path: ["lastModified"],
        message: "must not be before publishDate",
      });
    }
    if (article.seo.canonicalUrl !== `/blog/${article.slug}`) {
      ctx.addIssue({
        code: "custom",
        path: ["seo", "canonicalUrl"],
        message: "must be /blog/{slug}",
      });
    }
    const words = countWords(article.content);
    if (words < MIN_ARTICLE_WORDS) {
      ctx.addIssue({
        code: "custom",
        path: ["content"],
        message: `has ${words} words; an article needs at least ${MIN_ARTICLE_WORDS}`,
      });
    }
  });

export type Article = z.output<typeof articleSchema>;

export class ArticleError extends Error {
  override name = "ArticleError";
}

export function countWords(markup: string): number {
  return markup.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Parses and validates one article file; `fileName` (without `.md`) must equal the slug. */
export function parseArticleFile(fileName: string, source: string): Article {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new ArticleError(`Blog article ${fileName}: missing YAML front matter between --- lines`);
  }
  let frontMatter: unknown;
  try {
    frontMatter = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ArticleError(
      `Blog article ${fileName}: front matter is not valid YAML (${(error as Error).message})`,
    );
  }
  if (typeof frontMatter !== "object" || frontMatter === null || Array.isArray(frontMatter)) {
    throw new ArticleError(`Blog article ${fileName}: front matter must be a YAML mapping`);
  }
  const result = articleSchema.safeParse({ ...frontMatter, content: match[2] ?? "" });
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(article)"}: ${issue.message}`,
    );
    throw new ArticleError(`Blog article ${fileName} is invalid:\n${lines.join("\n")}`);
  }
  if (result.data.slug !== fileName) {
    throw new ArticleError(
      `Blog article ${fileName}: slug '${result.data.slug}' must match the file name`,
    );
  }
  return result.data;
}

/** Validates a whole set of articles (unique ids and slugs) and sorts them newest first. */
export function parseArticleFiles(files: Record<string, string>): Article[] {
  const articles = Object.entries(files).map(([path, source]) => {
    const fileName = path.replace(/^.*\//, "").replace(/\.md$/, "");
    return parseArticleFile(fileName, source);
  });
  for (const key of ["id", "slug"] as const) {
    const seen = new Set<string>();
    for (const article of articles) {
      if (seen.has(article[key])) {
        throw new ArticleError(`Blog articles: duplicate ${key} '${article[key]}'`);
      }
      seen.add(article[key]);
    }
  }
  return sortNewestFirst(articles);
}

export function sortNewestFirst<T extends { publishDate: string; slug: string }>(list: T[]): T[] {
  return [...list].sort(
    (a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug),
  );
}

/** Up to `limit` (3) other articles, newest first. */
export function relatedArticles<T extends { publishDate: string; slug: string }>(
  all: T[],
  slug: string,
  limit = 3,
): T[] {
  return sortNewestFirst(all.filter((a) => a.slug !== slug)).slice(0, limit);
}

/** What a card or a list needs of an article. */
export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishDate: string;
  readTime: string;
  featuredImage: string;
}

export function toSummary(article: ArticleSummary): ArticleSummary {
  const { slug, title, excerpt, category, publishDate, readTime, featuredImage } = article;
  return { slug, title, excerpt, category, publishDate, readTime, featuredImage };
}
