/**
 * schema.org data for a product page (docs/decisions/121): the Product, its brand (the company),
 * its picture, a free offer, and its average rating only from MIN_PUBLIC_RATINGS ratings; and the
 * breadcrumbs back to the company.
 */
import { absoluteUrl } from "~/lib/seo";

export function productStructuredData(
  product: { id: string; name: string; description: string; images: string[] },
  company: { name: string; url: string },
  rating: { average: number; count: number } | null,
  pageUrl: string,
  siteUrl: string,
) {
  const image = product.images[0];
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
      sku: product.id,
      url: pageUrl,
      ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
      brand: { "@type": "Brand", name: company.name },
      offers: {
        "@type": "Offer",
        price: "0",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: pageUrl,
      },
      ...(rating
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Number(rating.average.toFixed(1)),
              ratingCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl(siteUrl, "/") },
        { "@type": "ListItem", position: 2, name: company.name, item: company.url },
        { "@type": "ListItem", position: 3, name: product.name, item: pageUrl },
      ],
    },
  ];
}
