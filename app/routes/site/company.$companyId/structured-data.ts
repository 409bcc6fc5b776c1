/** schema.org data for a company page: the Organization and its products as free offers. */
export function companyStructuredData(
  company: { name: string; description: string; logo: string | null; website: string | null },
  products: { id: string; name: string; description: string; images: string[] }[],
  pageUrl: string,
  siteUrl: string,
  now = new Date(),
) {
  const validUntil = new Date(now);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
  const priceValidUntil = validUntil.toISOString().slice(0, 10);
  const absolute = (path: string) => (path.startsWith("http") ? path : `${siteUrl}${path}`);
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${pageUrl}#organization`,
    name: company.name,
    description: company.description,
    url: company.website ?? pageUrl,
    ...(company.logo ? { logo: absolute(company.logo) } : {}),
  };
  const offers = products.map((p) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.id,
    ...(p.images[0] ? { image: absolute(p.images[0]) } : {}),
    brand: { "@type": "Brand", name: company.name },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      priceValidUntil,
      availability: "https://schema.org/InStock",
      url: pageUrl,
      seller: { "@id": `${pageUrl}#organization` },
    },
  }));
  return [organization, ...offers];
}
