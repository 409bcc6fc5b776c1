/**
 * POST /supplier/{companyId}/billing/checkout: Subscribe / Add payment method (owners and admins;
 * a member gets 403). Opens Stripe Checkout with a 303, or goes back to the Billing tab saying why
 * not (docs/decisions/140). No loader: only the Billing tab's form posts here.
 */
import { data, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import { billingTabPath } from "~/lib/billing-links";
import type { BillingNotice } from "~/lib/billing-notices";
import { logFailure } from "~/lib/log.server";
import { tryReadForm } from "~/lib/read-form.server";
import { startCheckout } from "~/models/billing/stripe-checkout.server";
import { stripeSetup } from "~/models/billing/stripe-client.server";
import { getCompanyAccess, requireCompanyOwner } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.billing.checkout";

export async function action({ request, context }: Route.ActionArgs) {
  const { user, company } = requireCompanyOwner(getCompanyAccess(context));
  const { db, env } = getAppContext(context);
  const setup = stripeSetup(env);
  if (!setup) throw data("Payments by card are not set up: contact us to pay by invoice.", 404);
  // Stripe sends the owner back to the address they came from (SITE_URL, or its loopback twin).
  const path = billingTabPath(company.id);
  const tab = `${new URL(request.url).origin}${path}`;
  const back = (notice: BillingNotice) => redirect(`${path}?notice=${notice}`, 303);
  // The Billing tab's Upgrade to Featured sends `plan=featured`; its Subscribe sends nothing.
  const form = await tryReadForm(request);
  const plan = form?.get("plan") ?? null;
  if (plan !== null && plan !== "featured") {
    throw data("Only an upgrade to the Featured plan can be started here.", 400);
  }
  try {
    const result = await startCheckout(
      db,
      setup,
      { companyId: company.id, userId: user.id, email: user.email },
      { success: `${tab}?notice=checkout-done`, cancel: `${tab}?notice=checkout-canceled` },
      undefined,
      plan === "featured",
    );
    return "url" in result ? redirect(result.url, 303) : back(result.refused);
  } catch (error) {
    logFailure("Opening Stripe Checkout failed", error);
    return back("unavailable");
  }
}
