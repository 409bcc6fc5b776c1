import { Link } from "react-router";
import { Picture } from "~/components/picture";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { TitledSection } from "~/components/titled-section";
import { getAppContext } from "~/context.server";
import { toSummary } from "~/lib/blog/article";
import { articleCategories } from "~/lib/blog/article-categories";
import { findArticle, listRelatedArticles } from "~/lib/blog/articles.server";
import { companyPath, DEFAULT_LOGO } from "~/lib/catalogue";
import { isDatabaseOutage } from "~/lib/database-outage";
import { notFound } from "~/lib/http-errors";
import { logFailure } from "~/lib/log.server";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE, seo, siteFromMatches } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import {
  companyIdFromPath,
  listCompaniesByIds,
  listFeaturedPlanCompanies,
} from "~/models/catalogue/company-links.server";
import { ArticleDateAndReadTime, ArticleGrid } from "~/routes/site/parts/article-card";
import { BlogCallToAction } from "~/routes/site/parts/blog-cta";
import { Breadcrumbs } from "~/routes/site/parts/breadcrumbs";
import { JsonLd } from "~/routes/site/parts/json-ld";
import type { Route } from "./+types/route";
import { MarkupContent } from "./markup-content";
import { TrackOnView } from "./track-on-view";

const NOT_FOUND_TITLE = "Blog Post Not Found";
const NOT_FOUND_TEXT = "The blog post you're looking for doesn't exist.";
/** The breadcrumb above a post (and in its structured data), before the post's own title. */
const PARENT_CRUMBS = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export const handle = NO_SCRIPTS;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return seo(site, {
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_TEXT,
      path: "/blog",
      noindex: true,
    });
  }
  const { article } = loaderData;
  return seo(site, {
    title: article.seo.metaTitle,
    description: article.seo.metaDescription,
    path: article.seo.canonicalUrl,
    image: article.featuredImage,
    imageAlt: article.title,
    type: "article",
    keywords: article.seo.keywords,
    article: {
      publishedTime: article.publishDate,
      modifiedTime: article.lastModified,
      section: article.category,
      tags: article.tags,
    },
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) notFound(NOT_FOUND_TEXT);
  const { db, env } = getAppContext(context);
  const ids = article.companyLinks.map((link) => companyIdFromPath(link.url)).filter(Boolean);
  // The company cards are optional on a post: on a failure they show as written. An outage
  // makes the page a 503 instead, so no cache keeps the thinner post (decision 167).
  const found = await listCompaniesByIds(db, ids as string[]).catch((error: unknown) => {
    if (isDatabaseOutage(error)) throw error;
    logFailure("Loading a post's companies failed", error);
    return [];
  });
  // Featured-plan companies in the article's categories join the linked ones (decision 134).
  const featured = await listFeaturedPlanCompanies(
    db,
    articleCategories(article.tags),
    ids as string[],
  ).catch((error: unknown) => {
    if (isDatabaseOutage(error)) throw error;
    logFailure("Loading a post's featured companies failed", error);
    return [];
  });
  const companyLinks = article.companyLinks.map((link) => {
    const company = found.find((c) => c.id === companyIdFromPath(link.url));
    return company
      ? {
          name: company.name,
          url: companyPath(company),
          logo: company.logo ?? DEFAULT_LOGO,
          description: company.shortDescription,
        }
      : { name: link.companyName, url: link.url, logo: DEFAULT_LOGO, description: "" };
  });
  for (const company of featured) {
    companyLinks.push({
      name: company.name,
      url: companyPath(company),
      logo: company.logo ?? DEFAULT_LOGO,
      description: company.shortDescription,
    });
  }
  return {
    article,
    companyLinks,
    related: listRelatedArticles(article.slug).map(toSummary),
    site: { url: env.SITE_URL, name: env.SITE_NAME },
  };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, companyLinks, related, site } = loaderData;
  const url = absoluteUrl(site.url, `/blog/${article.slug}`);

  return (
    <>
      <TrackOnView
        eventKey={article.id}
        withPageLocation
        event={{
          name: "select_content",
          contentType: "blog_post",
          contentId: article.id,
          contentTitle: article.title,
          contentCategory: article.category,
        }}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.excerpt,
          image: absoluteUrl(site.url, article.featuredImage),
          datePublished: article.publishDate,
          dateModified: article.lastModified,
          author: { "@type": "Organization", name: article.author },
          publisher: {
            "@type": "Organization",
            name: site.name,
            url: absoluteUrl(site.url, "/"),
            logo: { "@type": "ImageObject", url: absoluteUrl(site.url, DEFAULT_SOCIAL_IMAGE) },
          },
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
          articleSection: article.category,
          keywords: article.seo.keywords.join(", "),
        }}
      />
      <JsonLd
        data={breadcrumbJsonLd(site.url, [
          ...PARENT_CRUMBS,
          { name: article.title, path: `/blog/${article.slug}` },
        ])}
      />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumbs trail={PARENT_CRUMBS} current={article.title} />
        <header className="mt-6">
          <p className="text-sm text-slate-700">
            <span className="font-semibold uppercase tracking-wide text-brand-700">
              {article.category}
            </span>
            <span aria-hidden="true"> · </span>
            <ArticleDateAndReadTime article={article} />
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight">{article.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{article.excerpt}</p>
          <p className="mt-2 text-sm text-slate-600">By {article.author}</p>
          <Picture
            src={article.featuredImage}
            width={1200}
            height={630}
            className="mt-6 w-full rounded-lg"
          />
        </header>
        <div className="mt-6">
          <MarkupContent source={article.content} />
        </div>

        <TitledSection id="companies-title" title="Related Company Pages" className="mt-12">
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {companyLinks.map((company) => (
              <li key={company.url}>
                <Link
                  to={company.url}
                  className="flex h-full items-center gap-4 rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow-sm"
                >
                  <Picture src={company.logo} width={48} />
                  <span>
                    <span className="block font-semibold">{company.name}</span>
                    {company.description ? (
                      <span className="block text-sm text-slate-700">{company.description}</span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="tags-title" title="Tags" className="mt-10" heading="minor">
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {tag}
              </li>
            ))}
          </ul>
        </TitledSection>
      </article>

      <BlogCallToAction />

      {related.length > 0 ? (
        <TitledSection
          id="related-title"
          title="Related Articles"
          className="mx-auto max-w-6xl px-4 py-12"
        >
          <ArticleGrid articles={related} testId="related-articles" />
        </TitledSection>
      ) : null}
    </>
  );
}

const NOT_FOUND = {
  title: NOT_FOUND_TITLE,
  back: {
    to: "/blog",
    label: "Back to Blog",
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} notFound={NOT_FOUND} />;
}
