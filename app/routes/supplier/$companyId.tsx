/** A company's workspace opens on its leads. */
import { redirect } from "react-router";
import { requireCompanyAccess } from "~/models/membership.server";
import type { Route } from "./+types/supplier.$companyId._index";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { company } = await requireCompanyAccess(request, context, params.companyId);
  throw redirect(`/supplier/${encodeURIComponent(company.id)}/leads`);
}
