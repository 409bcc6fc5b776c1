/**
 * The company's filtered leads as CSV (the provider export's columns, PROVIDER_CSV_HEADER),
 * streamed in keyset batches: the same filters as the leads page, read from the same URL.
 */
import { getAppContext } from "~/context.server";
import { slugifyCompanyName } from "~/lib/catalogue";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { PROVIDER_CSV_HEADER } from "~/models/leads/lead-analytics.server";
import { leadExportBatches, leadFiltersFromUrl } from "~/models/leads/supplier-leads.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.leads.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const { cursor: _cursor, ...filters } = leadFiltersFromUrl(new URL(request.url));
  const stream = csvStream(PROVIDER_CSV_HEADER, leadExportBatches(db, company.id, filters));
  return csvResponse(
    stream,
    `leads-${slugifyCompanyName(company.name)}-${fileDate(new Date())}.csv`,
  );
}
