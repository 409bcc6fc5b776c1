/**
 * One company's leads of the performance page's date range (?range=) as CSV (PROVIDER_CSV_HEADER's
 * columns), streamed in keyset batches.
 */
import { getAppContext } from "~/context.server";
import { parseDateRange, rangeStart } from "~/lib/analytics-metrics";
import { slugifyCompanyName } from "~/lib/catalogue";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { PROVIDER_CSV_HEADER, providerExportBatches } from "~/models/leads/lead-analytics.server";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.performance.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The company's members and admins (product-decisions: who sees leads), as the layout let in.
  const { company } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const now = new Date();
  const since = rangeStart(parseDateRange(new URL(request.url).searchParams.get("range")), now);
  const stream = csvStream(PROVIDER_CSV_HEADER, providerExportBatches(db, company.id, since));
  return csvResponse(stream, `leads-${slugifyCompanyName(company.name)}-${fileDate(now)}.csv`);
}
