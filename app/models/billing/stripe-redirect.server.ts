/**
 * The Billing tab's two ways to Stripe, Checkout and the customer portal (docs/decisions/140):
 * owners and admins only (a member gets 403), 404 while card payments are not set up; then Stripe's
 * page with a 303, or back to the Billing tab with the notice that says why not.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { billingTabPath } from "~/lib/billing-links";
import type { BillingNotice } from "~/lib/billing-notices";
import { logFailure } from "~/lib/log.server";
import { type StripeSetup, stripeSetup } from "~/models/billing/stripe-client.server";
import {
  type CompanyAccess,
  getCompanyAccess,
  requireCompanyOwner,
} from "~/models/suppliers/membership.server";

/** What opening a Stripe page needs: the owner, the database, Stripe, and the tab's own URL. */
export interface StripeOpening extends Pick<CompanyAccess, "user" | "company"> {
  db: Database;
  setup: StripeSetup;
  /** The Billing tab on the origin the owner came from (SITE_URL, or its loopback twin). */
  tab: string;
}

/** `page` names Stripe's page in the log when opening it fails. */
export async function redirectToStripe(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: string,
  open: (opening: StripeOpening) => Promise<{ url: string } | { refused: BillingNotice }>,
) {
  const { user, company } = requireCompanyOwner(getCompanyAccess(context));
  const { db, env } = getAppContext(context);
  const setup = stripeSetup(env);
  if (!setup) throw data("Payments by card are not set up: contact us to pay by invoice.", 404);
  const path = billingTabPath(company.id);
  const back = (notice: BillingNotice) => redirect(`${path}?notice=${notice}`, 303);
  try {
    const tab = `${new URL(request.url).origin}${path}`;
    const result = await open({ user, company, db, setup, tab });
    return "url" in result ? redirect(result.url, 303) : back(result.refused);
  } catch (error) {
    // A response `open` throws (a 400 for a bad form) is the answer; a failure goes back to the tab.
    if (!(error instanceof Error)) throw error;
    logFailure(`Opening ${page} failed`, error);
    return back("unavailable");
  }
}
