/**
 * Structured data (JSON-LD) that pages render with `<JsonLd>`. Apart from app/lib/seo.ts, which
 * every page's `meta` needs, so that only the pages that show these download them
 * (docs/decisions/084).
 */
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE } from "./seo";

/** Organization structured data for the home page (and the publisher of blog posts). */
export function organizationJsonLd(env: {
  SITE_NAME: string;
  SITE_URL: string;
  CONTACT_EMAIL: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(env.SITE_URL, "/")}#organization`,
    name: env.SITE_NAME,
    url: absoluteUrl(env.SITE_URL, "/"),
    logo: absoluteUrl(env.SITE_URL, DEFAULT_SOCIAL_IMAGE),
    email: env.CONTACT_EMAIL,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: env.CONTACT_EMAIL,
      availableLanguage: "English",
    },
  };
}

/** A BreadcrumbList from (name, path) pairs, in order. */
export function breadcrumbJsonLd(
  siteUrl: string,
  items: ReadonlyArray<{ name: string; path: string }>,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** FAQPage structured data from question/answer pairs (plain text answers). */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
