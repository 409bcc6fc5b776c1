/** A company's workspace opens on its leads. */
import { redirect } from "react-router";
import { getCompanyAccess } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId";

export async function loader({ context }: Route.LoaderArgs) {
  const { company } = getCompanyAccess(context);
  throw redirect(`/supplier/${encodeURIComponent(company.id)}/leads`);
}
