import { Link } from "react-router";
import { Picture } from "~/components/picture";
import type { ArticleSummary } from "~/lib/blog/article";
import { formatLongDate } from "~/lib/dates";

/** A blog card: image, category, title, excerpt, long-form date and read time. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Picture
        src={article.featuredImage}
        width={640}
        height={336}
        isLazy
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {article.category}
        </p>
        <Heading className="mt-2 text-lg font-bold">
          <Link to={`/blog/${article.slug}`} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-700">{article.excerpt}</p>
        <p className="mt-4 text-xs text-slate-600">
          <ArticleDateAndReadTime article={article} />
        </p>
      </div>
    </article>
  );
}

/** Articles as a grid of cards (the blog index, a post's related articles). */
export function ArticleGrid({
  articles,
  testId,
}: {
  articles: readonly ArticleSummary[];
  testId: string;
}) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/** "October 15, 2025 · 8 min read": the publish date (a `<time>`) and the read time. */
export function ArticleDateAndReadTime({
  article,
}: {
  article: Pick<ArticleSummary, "publishDate" | "readTime">;
}) {
  return (
    <>
      <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
      <span aria-hidden="true"> · </span>
      {article.readTime}
    </>
  );
}
