import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { Picture } from "~/components/picture";
import type { ArticleSummary } from "~/lib/blog/article";
import { formatLongDate } from "~/lib/dates";

/** The two looks of a blog card: in a grid, and the blog index's featured article. */
const LOOKS = {
  grid: {
    article:
      "flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
    image: "aspect-[40/21] w-full object-cover",
    body: "flex flex-1 flex-col p-5",
    title: "mt-2 text-lg font-bold",
    excerpt: "mt-2 flex-1 text-sm text-slate-700",
    date: "mt-4 text-xs text-slate-600",
  },
  featured: {
    article:
      "mt-4 grid overflow-hidden rounded-xl border border-slate-200 shadow-sm md:grid-cols-2",
    image: "h-full w-full object-cover",
    body: "flex flex-col justify-center p-8",
    title: "mt-2 text-2xl font-bold",
    excerpt: "mt-3 text-slate-700",
    date: "mt-4 text-sm text-slate-600",
  },
} as const;

/**
 * A blog card: image, category, title, excerpt, long-form date and read time. The featured one
 * is larger, its image loads at once, and it ends with a "Read article" button.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  isFeatured = false,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  isFeatured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const look = isFeatured ? LOOKS.featured : LOOKS.grid;
  const href = `/blog/${article.slug}`;
  return (
    <article className={look.article}>
      <Picture
        src={article.featuredImage}
        width={640}
        height={336}
        isLazy={!isFeatured}
        className={look.image}
      />
      <div className={look.body}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {article.category}
        </p>
        <Heading className={look.title}>
          <Link to={href} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className={look.excerpt}>{article.excerpt}</p>
        <p className={look.date}>
          <ArticleDateAndReadTime article={article} />
        </p>
        {isFeatured ? (
          <ButtonLink to={href} className="mt-6 self-start">
            Read article<span className="sr-only">: {article.title}</span>
          </ButtonLink>
        ) : null}
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
