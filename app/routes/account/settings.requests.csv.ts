/**
 * The signed-in account's sample requests as CSV (docs/decisions/131), in the admin export's
 * columns. The account layout's middleware admits only its owner; the download is audit-logged.
 */
import { getAppContext } from "~/context.server";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { accountRequestBatches } from "~/models/accounts/account-data.server";
import { recordAccountEvent } from "~/models/accounts/account-settings.server";
import { getAccountUser } from "~/models/accounts/user.server";
import { ADMIN_CSV_HEADER } from "~/models/leads/admin-requests.server";
import type { Route } from "./+types/settings.requests.csv";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  await recordAccountEvent(db, user.id, "user.data_downloaded");
  const stream = csvStream(ADMIN_CSV_HEADER, accountRequestBatches(db, user.email));
  return csvResponse(stream, `sampletray-my-requests-${fileDate(new Date())}.csv`);
}
