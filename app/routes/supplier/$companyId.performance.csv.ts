/** One company's leads as CSV (PROVIDER_CSV_HEADER's columns), streamed in keyset batches. */
import { getAppContext } from "~/context.server";
import { parseDateRange, rangeStart } from "~/lib/analytics-metrics";
import { slugifyCompanyName } from "~/lib/catalogue";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { notFound } from "~/lib/http-errors";
import {
  findAnalyticsCompany,
  PROVIDER_CSV_HEADER,
  providerExportBatches,
} from "~/models/lead-analytics.server";
import { requireCompanyAccess } from "~/models/membership.server";
import type { Route } from "./+types/provider.$companyId.analytics[.]csv";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The company's members and admins (product-decisions: who sees leads); others 403.
  await requireCompanyAccess(request, context, params.companyId);
  const { db } = getAppContext(context);
  const company = await findAnalyticsCompany(db, params.companyId);
  if (!company) notFound("Company not found");
  const now = new Date();
  const since = rangeStart(parseDateRange(new URL(request.url).searchParams.get("range")), now);
  const stream = csvStream(PROVIDER_CSV_HEADER, providerExportBatches(db, company.id, since));
  return csvResponse(stream, `leads-${slugifyCompanyName(company.name)}-${fileDate(now)}.csv`);
}
