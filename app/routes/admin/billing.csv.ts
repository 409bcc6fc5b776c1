/** Every company with a plan as CSV (admins only): the /admin/billing table. */
import { getAppContext } from "~/context.server";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { getAdmin } from "~/models/accounts/user.server";
import {
  BILLING_CSV_HEADER,
  billingCsvRow,
  findBillingOverview,
} from "~/models/billing/billing-overview.server";
import type { Route } from "./+types/billing.csv";

export async function loader({ context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const { rows } = await findBillingOverview(db);
  let isSent = false;
  const stream = csvStream(BILLING_CSV_HEADER, async () => {
    if (isSent) return [];
    isSent = true;
    return rows.map(billingCsvRow);
  });
  return csvResponse(stream, `billing-${fileDate(new Date())}.csv`);
}
