/**
 * POST /supplier/{companyId}/billing/checkout: Subscribe / Add payment method (owners and admins;
 * a member gets 403). Opens Stripe Checkout with a 303, or goes back to the Billing tab saying why
 * not (docs/decisions/140). No loader: only the Billing tab's form posts here.
 */
import { data } from "react-router";
import { tryReadForm } from "~/lib/read-form.server";
import { startCheckout } from "~/models/billing/stripe-checkout.server";
import { redirectToStripe } from "~/models/billing/stripe-redirect.server";
import type { Route } from "./+types/$companyId.billing.checkout";

export async function action({ request, context }: Route.ActionArgs) {
  return redirectToStripe(request, context, "Stripe Checkout", async (opening) => {
    const { db, setup, user, company, tab } = opening;
    // The Billing tab's Upgrade to Featured sends `plan=featured`; its Subscribe sends nothing.
    const form = await tryReadForm(request);
    const plan = form?.get("plan") ?? null;
    if (plan !== null && plan !== "featured") {
      throw data("Only an upgrade to the Featured plan can be started here.", 400);
    }
    return startCheckout(
      db,
      setup,
      { companyId: company.id, userId: user.id, email: user.email },
      { success: `${tab}?notice=checkout-done`, cancel: `${tab}?notice=checkout-canceled` },
      undefined,
      plan === "featured",
    );
  });
}
