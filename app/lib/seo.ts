/**
 * Search and social metadata for every page, in one shape: a unique title and description, the
 * canonical URL (absolute, from SITE_URL), Open Graph and Twitter tags, and `noindex` where a page
 * must stay out of search results. Routes call `seo()` from their `meta` export; the structured data
 * that `<JsonLd>` renders is built in ./structured-data.ts.
 */
import type { MetaDescriptor } from "react-router";

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
}

export const DEFAULT_SITE: SiteInfo = { siteName: "SampleTray", siteUrl: "" };
export const DEFAULT_DESCRIPTION =
  "Browse dental supplier companies and their sample products, and request free samples for your practice.";
export const DEFAULT_SOCIAL_IMAGE = "/favicon.svg";

export interface SeoInput {
  /** The page's own title, without the site name (added unless `fullTitle` is set). */
  title: string;
  description: string;
  /** Path of the page (e.g. `/pricing`) or an absolute URL; made absolute with SITE_URL. */
  path: string;
  /** When true, `title` is used as it is. */
  fullTitle?: boolean;
  /** Image path or URL for Open Graph and Twitter cards. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: `website` by default, `article` for blog posts. */
  type?: "website" | "article";
  /** Keeps the page out of search results (login, signup, admin). */
  noindex?: boolean;
  keywords?: readonly string[];
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
}

/** Makes a path absolute under the site URL; absolute http(s) URLs pass through unchanged. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The site's name and URL from the root route's loader data (the first entry of `matches`). */
export function siteFromMatches(
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>,
): SiteInfo {
  const root = matches[0]?.loaderData as Partial<SiteInfo> | undefined;
  return {
    siteName: root?.siteName ?? DEFAULT_SITE.siteName,
    siteUrl: root?.siteUrl ?? DEFAULT_SITE.siteUrl,
  };
}

export function pageTitle(site: SiteInfo, title: string): string {
  return `${title} | ${site.siteName}`;
}

export function seo(site: SiteInfo, input: SeoInput): MetaDescriptor[] {
  const title = input.fullTitle ? input.title : pageTitle(site, input.title);
  const url = absoluteUrl(site.siteUrl, input.path);
  const image = absoluteUrl(site.siteUrl, input.image ?? DEFAULT_SOCIAL_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.imageAlt) {
    tags.push({ property: "og:image:alt", content: input.imageAlt });
    tags.push({ name: "twitter:image:alt", content: input.imageAlt });
  }
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.article) {
    tags.push(
      { property: "article:published_time", content: input.article.publishedTime },
      { property: "article:modified_time", content: input.article.modifiedTime },
      { property: "article:section", content: input.article.section },
      ...input.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  tags.push({
    name: "robots",
    content: input.noindex ? "noindex, nofollow" : "index, follow",
  });
  return tags;
}

/**
 * The meta of a page behind a sign-in (the supplier workspace, the console): its own address as
 * the canonical link, never indexed; `company`, once loaded, is named after the title.
 */
export function privatePageSeo(
  args: {
    matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
    location: { pathname: string };
  },
  page: { title: string; description: string; company?: { name: string } | undefined },
): MetaDescriptor[] {
  return seo(siteFromMatches(args.matches), {
    title: page.company ? `${page.title}: ${page.company.name}` : page.title,
    description: page.description,
    path: args.location.pathname,
    noindex: true,
  });
}

/** The route id of the supplier workspace's layout, whose loader names the company (app/routes.ts). */
const WORKSPACE_LAYOUT_ID = "routes/supplier/layout";

/**
 * A supplier workspace page's meta: its title names the company the workspace layout loaded
 * (privatePageSeo), so every section's title is written the same way.
 */
export function workspacePageSeo(
  args: {
    matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
    location: { pathname: string };
  },
  title: string,
  description: string,
): MetaDescriptor[] {
  const layout = args.matches.find((match) => match?.id === WORKSPACE_LAYOUT_ID);
  const company = (layout?.loaderData as { company?: { name: string } } | undefined)?.company;
  return privatePageSeo(args, { title, description, company });
}
