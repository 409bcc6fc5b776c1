/**
 * A product page's content: breadcrumbs back to the company, the picture and facts, its
 * documents and rating, and Request Samples, which opens the request form for this product (a
 * link to /request-samples for it without JavaScript, as on the company page).
 */
import { useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { Picture } from "~/components/picture";
import { SaveProductButton, SaveProductForm } from "~/components/save-product";
import type { RequestTarget } from "~/forms/request-target";
import { DEFAULT_QUANTITY } from "~/lib/catalogue";
import { describeProductFacts } from "~/lib/product-fact-summary";
import { Breadcrumbs } from "~/routes/site/parts/breadcrumbs";
import { JsonLd } from "~/routes/site/parts/json-ld";
import { ProductDocumentLinks } from "~/routes/site/parts/product-facts";
import { RatingSummary } from "~/routes/site/parts/rating-summary";
import { SampleRequestDialog } from "~/routes/site/parts/sample-request-dialog";
import type { Route } from "./+types/route";

export function ProductPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { company, product, rating } = loaderData;
  const [requestTarget, setRequestTarget] = useState<RequestTarget | null>(null);
  const facts = describeProductFacts(product);
  const details = [
    ["Category", product.category],
    ["Treatment type", product.treatmentType],
    ["Sample type", product.sampleType],
    ["Quantity", product.quantity || DEFAULT_QUANTITY],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <JsonLd data={loaderData.structuredData} />
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name: company.name, path: company.path },
        ]}
        current={product.name}
      />

      <div className="mt-6 grid gap-6 sm:grid-cols-[12rem_1fr] sm:gap-8">
        <Picture
          src={loaderData.picture}
          width={192}
          alt={product.images[0] ? product.name : undefined}
          className="h-32 w-32 rounded-lg border border-slate-200 object-contain p-2 sm:h-48 sm:w-48"
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase text-slate-600">Free sample</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {product.name}
          </h1>
          <p className="mt-2 text-slate-800">
            From{" "}
            <Link to={company.path} className="font-semibold text-brand-700 underline">
              {company.name}
            </Link>
          </p>
          {rating ? <RatingSummary rating={rating} className="mt-2" /> : null}
          <ButtonLink
            to={`/request-samples?company=${encodeURIComponent(company.id)}&product=${encodeURIComponent(product.id)}`}
            onClick={(event) => {
              event.preventDefault();
              setRequestTarget({
                companyId: company.id,
                label: company.name,
                products: [{ id: product.id, name: product.name }],
              });
            }}
            className="mt-5 inline-block text-center"
          >
            Request Samples
          </ButtonLink>
          <SaveProductButton product={product} isSaved={loaderData.isSaved} className="ml-3" />
          <SaveProductForm productId={product.id} />
        </div>
      </div>

      <section aria-labelledby="about-sample" className="mt-10">
        <h2 id="about-sample" className="text-xl font-semibold">
          About this sample
        </h2>
        <p className="mt-3 whitespace-pre-line text-slate-800">{product.description}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-slate-700">{term}</dt>
              <dd className="mt-1 break-words">{value}</dd>
            </div>
          ))}
          {facts.length > 0 ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-700">Product facts</dt>
              <dd className="mt-1">{facts.join(" · ")}</dd>
            </div>
          ) : null}
        </dl>
        <ProductDocumentLinks
          productName={product.name}
          documents={product.documents}
          className="mt-6"
        />
      </section>

      <SampleRequestDialog target={requestTarget} onClose={() => setRequestTarget(null)} />
    </article>
  );
}
