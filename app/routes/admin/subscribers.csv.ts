/** The subscribers as CSV (admins only), with the page's search and status, streamed in batches. */
import { getAppContext } from "~/context.server";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { getAdmin } from "~/models/accounts/user.server";
import {
  SUBSCRIBER_CSV_HEADER,
  subscriberExportBatches,
  subscriberFiltersFromUrl,
} from "~/models/subscribers/admin-subscribers.server";
import type { Route } from "./+types/subscribers.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const { q, status } = subscriberFiltersFromUrl(new URL(request.url));
  const stream = csvStream(SUBSCRIBER_CSV_HEADER, subscriberExportBatches(db, { q, status }));
  return csvResponse(stream, `subscribers-${fileDate(new Date())}.csv`);
}
