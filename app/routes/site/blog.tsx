import { TitledSection } from "~/components/titled-section";
import { toSummary } from "~/lib/blog/article";
import { listArticles } from "~/lib/blog/articles.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { absoluteUrl, seo, siteFromMatches } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/blog";
import { ArticleCard, ArticleGrid } from "./parts/article-card";
import { BlogCallToAction } from "./parts/blog-cta";
import { JsonLd } from "./parts/json-ld";

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Blog: guides to dental materials and free samples",
    description:
      "Practical, independent guides for dentists: how to evaluate composite and adhesive samples, choose impression materials, run whitening, and request free dental samples.",
    path: "/blog",
  });
}

export function loader() {
  return { articles: listArticles().map(toSummary) };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const { siteUrl, siteName } = useSiteConfig();
  const [featured] = articles;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: `${siteName} Blog`,
          url: absoluteUrl(siteUrl, "/blog"),
          blogPost: articles.map((a) => ({
            "@type": "BlogPosting",
            headline: a.title,
            url: absoluteUrl(siteUrl, `/blog/${a.slug}`),
            datePublished: a.publishDate,
          })),
        }}
      />
      <section className="bg-brand-50" aria-labelledby="page-title">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h1 id="page-title" className="text-4xl font-bold tracking-tight text-brand-900">
            {siteName} Blog
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Practical guides for dental professionals: evaluating materials, getting the most from
            free samples, and choosing products with confidence.
          </p>
        </div>
      </section>

      {featured ? (
        <TitledSection
          id="featured-title"
          title="Featured article"
          className="mx-auto max-w-6xl px-4 pt-12"
          heading="eyebrow"
        >
          <ArticleCard article={featured} isFeatured />
        </TitledSection>
      ) : null}

      <TitledSection id="all-title" title="All articles" className="mx-auto max-w-6xl px-4 py-12">
        <ArticleGrid articles={articles} testId="article-grid" />
      </TitledSection>

      <BlogCallToAction />
    </>
  );
}
