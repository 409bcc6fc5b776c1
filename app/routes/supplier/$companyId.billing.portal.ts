/**
 * POST /supplier/{companyId}/billing/portal: Manage billing (owners and admins; a member gets
 * 403). Opens Stripe's customer portal with a 303, or goes back to the Billing tab saying why not
 * (docs/decisions/140). No loader: only the Billing tab's form posts here.
 */
import { startPortal } from "~/models/billing/stripe-checkout.server";
import { redirectToStripe } from "~/models/billing/stripe-redirect.server";
import type { Route } from "./+types/$companyId.billing.portal";

export async function action({ request, context }: Route.ActionArgs) {
  return redirectToStripe(request, context, "Stripe's customer portal", async (opening) => {
    const url = await startPortal(opening.db, opening.setup, opening.company.id, opening.tab);
    return url ? { url } : { refused: "no-customer" };
  });
}
