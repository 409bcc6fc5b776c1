/**
 * POST /supplier/{companyId}/billing/portal: Manage billing (owners and admins; a member gets
 * 403). Opens Stripe's customer portal with a 303, or goes back to the Billing tab saying why not
 * (docs/decisions/140). No loader: only the Billing tab's form posts here.
 */
import { data, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import { billingTabPath } from "~/lib/billing-links";
import type { BillingNotice } from "~/lib/billing-notices";
import { logFailure } from "~/lib/log.server";
import { startPortal } from "~/models/billing/stripe-checkout.server";
import { stripeSetup } from "~/models/billing/stripe-client.server";
import { getCompanyAccess, requireCompanyOwner } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/$companyId.billing.portal";

export async function action({ request, context }: Route.ActionArgs) {
  const { company } = requireCompanyOwner(getCompanyAccess(context));
  const { db, env } = getAppContext(context);
  const setup = stripeSetup(env);
  if (!setup) throw data("Payments by card are not set up: contact us to pay by invoice.", 404);
  // Stripe sends the owner back to the address they came from (SITE_URL, or its loopback twin).
  const path = billingTabPath(company.id);
  const tab = `${new URL(request.url).origin}${path}`;
  const back = (notice: BillingNotice) => redirect(`${path}?notice=${notice}`, 303);
  try {
    const url = await startPortal(db, setup, company.id, tab);
    return url ? redirect(url, 303) : back("no-customer");
  } catch (error) {
    logFailure("Opening Stripe's customer portal failed", error);
    return back("unavailable");
  }
}
