/**
 * /admin/catalogue/companies.csv and /admin/catalogue/products.csv (admins only): the catalogue in
 * the import's own format, streamed (docs/decisions/071). Any other name is 404.
 */
import { getAppContext } from "~/context.server";
import { csvResponse, csvStream, fileDate } from "~/lib/csv";
import { notFound } from "~/lib/http-errors";
import { getAdmin } from "~/models/accounts/user.server";
import {
  catalogueExportBatches,
  catalogueHeader,
} from "~/models/catalogue/catalogue-export.server";
import type { Route } from "./+types/catalogue.$file";

const FILES = { "companies.csv": "companies", "products.csv": "products" } as const;

export async function loader({ context, params }: Route.LoaderArgs) {
  getAdmin(context);
  const kind = Object.hasOwn(FILES, params.file)
    ? FILES[params.file as keyof typeof FILES]
    : notFound("No such export");
  const { db } = getAppContext(context);
  const stream = csvStream(catalogueHeader(kind), catalogueExportBatches(db, kind));
  return csvResponse(stream, `${kind}-${fileDate(new Date())}.csv`);
}
