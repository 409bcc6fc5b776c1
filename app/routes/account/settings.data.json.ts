/**
 * "Download my data" (docs/decisions/131): everything held about the signed-in account as a JSON
 * attachment. The account layout's middleware admits only its owner; the download is audit-logged.
 */
import { getAppContext } from "~/context.server";
import { fileDate } from "~/lib/csv";
import { collectAccountData } from "~/models/accounts/account-data.server";
import { recordAccountEvent } from "~/models/accounts/account-settings.server";
import { getAccountUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/settings.data.json";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getAccountUser(context);
  const { db } = getAppContext(context);
  const accountData = await collectAccountData(db, user.id);
  if (!accountData) throw new Response("Not Found", { status: 404 });
  await recordAccountEvent(db, user.id, "user.data_downloaded");
  return new Response(`${JSON.stringify(accountData, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="sampletray-my-data-${fileDate(new Date())}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
