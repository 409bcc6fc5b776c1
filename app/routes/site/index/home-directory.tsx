/**
 * The home page's directory (Make Request to All, the category filter, the grid and Show more),
 * the sponsors, the request dialog and the site's structured data (Organization): their code downloads on the page's first interaction
 * (docs/decisions/087), until then the server's HTML stands as it is (route.tsx).
 */
import { useState } from "react";
import { type RequestTarget, requestAllTarget } from "~/forms/request-target";
import type { Category } from "~/lib/catalogue";
import type { CompanyCardData } from "~/routes/site/parts/company-card";
import { JsonLd } from "~/routes/site/parts/json-ld";
import { SampleRequestDialog } from "~/routes/site/parts/sample-request-dialog";
import { CompanyDirectory } from "./company-directory";
import { Sponsors } from "./sponsors";

export function HomeDirectory({
  organization,
  category,
  page,
  companyCount,
  requestAllCount,
  companies,
  sponsors,
  error,
  onClearSearch,
}: {
  organization: Parameters<typeof JsonLd>[0]["data"];
  category: Category | null;
  page: number;
  companyCount: number;
  /** The companies 'Make Request to All' asks: those with an available product. */
  requestAllCount: number;
  companies: CompanyCardData[];
  sponsors: { id: string; name: string; logo: string | null }[];
  error: string | null;
  onClearSearch: () => void;
}) {
  const [requestTarget, setRequestTarget] = useState<RequestTarget | null>(null);
  return (
    <>
      <JsonLd data={organization} />
      <CompanyDirectory
        // Another filter or page starts a new grid (the companies 'Show more' added go).
        key={`${category ?? ""}:${page}`}
        category={category}
        page={page}
        companyCount={companyCount}
        companies={companies}
        error={error}
        onRequestAll={() =>
          setRequestTarget(requestAllTarget(category, requestAllCount, companies))
        }
        onClearSearch={onClearSearch}
      />

      <Sponsors sponsors={sponsors} />

      <SampleRequestDialog target={requestTarget} onClose={() => setRequestTarget(null)} />
    </>
  );
}
