/**
 * The five blog articles, bundled from content/blog/*.md at build time and validated when this
 * module loads: a malformed article throws at start-up (and fails the test run), never at a reader.
 */
import { type Article, parseArticleFiles, relatedArticles } from "./article";

const files = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const articles: readonly Article[] = Object.freeze(parseArticleFiles(files));

/** Every article, newest first. */
export function listArticles(): readonly Article[] {
  return articles;
}

export function findArticle(slug: string): Article | null {
  return articles.find((article) => article.slug === slug) ?? null;
}

export function listRelatedArticles(slug: string, limit = 3): Article[] {
  return relatedArticles([...articles], slug, limit);
}

export type { Article };
