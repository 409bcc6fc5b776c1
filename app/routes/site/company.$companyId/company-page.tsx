/**
 * The company page's content (docs/decisions/087): its code downloads on the page's first
 * interaction, until then the server's HTML stands as it is (route.tsx).
 */
import { useState } from "react";
import { ButtonLink } from "~/components/button-link";
import { NamedCompanyLogo } from "~/components/picture";
import { TitledSection } from "~/components/titled-section";
import type { RequestTarget } from "~/forms/request-target";
import { trackEvent } from "~/lib/analytics";
import { DEFAULT_RESPONSE_TIME } from "~/lib/catalogue";
import { AvailabilityBadge, VerifiedBadge } from "~/routes/site/parts/company-card";
import { JsonLd } from "~/routes/site/parts/json-ld";
import { SampleRequestDialog } from "~/routes/site/parts/sample-request-dialog";
import type { Route } from "./+types/route";
import { Description } from "./description";
import { DraftNote, OwnershipBanner } from "./ownership-banner";
import { type PickerProduct, ProductPicker } from "./product-picker";
import { ProductRatings } from "./product-ratings";

export function CompanyPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { company, products } = loaderData;
  const [requestTarget, setRequestTarget] = useState<RequestTarget | null>(null);

  function openRequest(selected: PickerProduct[]) {
    setRequestTarget({
      companyId: company.id,
      label: company.name,
      products: selected.map((p) => ({ id: p.id, name: p.name })),
    });
  }

  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <JsonLd data={loaderData.structuredData} />
      {/* A plain block, not an <aside>: a complementary landmark must not sit inside the article. */}
      {loaderData.isDraft ? <DraftNote companyId={company.id} /> : null}
      <OwnershipBanner
        ownership={loaderData.ownership}
        companyName={company.name}
        isVerified={company.verified}
      />

      {/* On a phone the logo and name share a row and the buttons take a row of their own
          beneath; from sm the buttons stand to the right. Nothing shares a column it can
          squeeze to nothing (the name and the response time wrapped a word per line). */}
      <header className="mt-6 flex flex-col gap-4 sm:mt-8 sm:flex-row sm:items-start sm:gap-6">
        <div className="flex min-w-0 flex-1 items-start gap-4 sm:gap-6">
          <NamedCompanyLogo
            company={company}
            size={96}
            className="h-16 w-16 shrink-0 rounded-lg border border-slate-200 object-contain p-1.5 sm:h-24 sm:w-24 sm:p-2"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {company.name}
            </h1>
            {company.brandName && company.brandName !== company.name ? (
              <p className="mt-1 text-slate-700">Brand: {company.brandName}</p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {company.verified ? <VerifiedBadge /> : null}
              <AvailabilityBadge isAvailable={company.samplesAvailable} />
            </div>
            <p className="mt-3 text-sm text-slate-700">
              Response time: {company.responseTime ?? DEFAULT_RESPONSE_TIME}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0 sm:flex-col">
          <ButtonLink
            to={`/request-samples?company=${encodeURIComponent(company.id)}`}
            onClick={(event) => {
              event.preventDefault();
              openRequest([]);
            }}
            // Narrower padding on a phone keeps each label on one line in its half of the row.
            className={`text-center whitespace-nowrap max-sm:px-3 ${company.website ? "" : "col-span-2"}`}
          >
            Request Samples
          </ButtonLink>
          {company.website ? (
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() =>
                trackEvent({ name: "click", url: company.website ?? "", companyId: company.id })
              }
              className="rounded-md border border-slate-300 px-5 py-2.5 text-center font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 max-sm:px-3"
            >
              Visit Website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </header>

      <TitledSection
        id="about-title"
        title={<>About {company.name}</>}
        className="mt-10"
        heading="small"
      >
        <div className="mt-3">
          <Description
            text={company.description}
            isInitiallyExpanded={loaderData.isDescriptionExpanded}
          />
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {(
            [
              ["Categories", company.categories],
              ["Treatment types", company.treatmentTypes],
            ] as const
          ).map(([term, values]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-slate-700">{term}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {values.map((value) => (
                  <span key={value} className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                    {value}
                  </span>
                ))}
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-semibold text-slate-700">Availability</dt>
            <dd className="mt-1">
              {company.samplesAvailable ? "Samples Available" : "Limited Stock"}
            </dd>
          </div>
        </dl>
      </TitledSection>

      <TitledSection
        id="products-title"
        title="Available samples"
        className="mt-10"
        heading="small"
      >
        {products.length === 0 ? (
          <p className="mt-2 text-slate-700">
            Free samples are available on request. Use Request Samples and {company.name} will tell
            you what they can send.
          </p>
        ) : (
          <div className="mt-4">
            <p className="mb-4 text-sm text-slate-700">
              Select the samples you would like to receive.
            </p>
            <ProductPicker
              // A new ?product= (a client navigation to this page) starts a fresh selection.
              key={loaderData.preselected.join(" ")}
              companyId={company.id}
              products={products}
              preselected={loaderData.preselected}
              savedIds={loaderData.savedIds}
              isNothingSelected={loaderData.isNothingSelected}
              onRequest={openRequest}
            />
          </div>
        )}
      </TitledSection>

      <ProductRatings ratings={loaderData.ratings} />

      <SampleRequestDialog target={requestTarget} onClose={() => setRequestTarget(null)} />
    </article>
  );
}
