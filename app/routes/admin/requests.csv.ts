/** The admin CSV export of the filtered sample requests, streamed in keyset batches. */
import { getAppContext } from "~/context.server";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { getAdmin } from "~/models/accounts/user.server";
import { filtersFromUrl } from "~/models/leads/admin-request-query.server";
import { ADMIN_CSV_HEADER, adminExportBatches } from "~/models/leads/admin-requests.server";
import type { Route } from "./+types/requests.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const { status, q } = filtersFromUrl(new URL(request.url));
  const stream = csvStream(ADMIN_CSV_HEADER, adminExportBatches(db, { status, q }));
  return csvResponse(stream, `sample-requests-${fileDate(new Date())}.csv`);
}
