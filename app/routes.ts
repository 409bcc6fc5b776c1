/**
 * Every URL and the route module that answers it (docs/decisions/108, 156). One folder per area:
 * a page's file is its URL inside the area, `/` written `.` and `:param` written `$param`
 * (/admin/companies/{id}/delete → routes/admin/companies.$companyId.delete.tsx); a page with parts
 * of its own is a folder with `route.tsx` holding them beside it.
 *
 * Without a prefix, named for what they are (docs/decisions/156):
 * - the public site, routes/site/: the catalogue, content pages and the links sent by e-mail;
 * - signing in and out, routes/auth/: login, signup, password and address checks, Google, better-auth;
 * - resources, routes/resources/: JSON endpoints, uploads, sitemaps, robots.txt, healthz and
 *   Stripe's signed events (no page of their own).
 * With a prefix and a layout whose middleware checks the role for every child:
 * - the supplier workspace, routes/supplier/: /supplier/{companyId}/… are the children of
 *   routes/supplier/layout.tsx, whose middleware admits the company's members and admins;
 * - the account area, routes/account/: /account/… are the children of routes/account/layout.tsx,
 *   whose middleware admits signed-in users with a confirmed address (docs/decisions/126);
 * - the operator console, routes/admin/: /admin/… are the children of routes/admin/layout.tsx,
 *   whose middleware admits admins and whose component renders the console's nav once.
 *
 * The REST API, routes/api/: /api/v1/… resource routes, the children of routes/api/layout.ts,
 * which declares the API's rules and answers its methods; they are authorised by a Bearer API key,
 * never by the session cookie (docs/decisions/136, 154).
 *
 * A new page of an area goes inside its layout; tests/integration/area-authorization.test.ts
 * walks every one of them.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { MOVED_URLS } from "./lib/moved-urls";

const site = [
  index("routes/site/index/route.tsx"),
  route("search", "routes/site/search/route.tsx"),
  route("company/:companyId/:slug?", "routes/site/company.$companyId/route.tsx"),
  route(
    "company/:companyId/products/:productId/:slug?",
    "routes/site/company.$companyId.products.$productId/route.tsx",
  ),
  route("request-samples", "routes/site/request-samples/route.tsx"),
  route("requests/:token", "routes/site/requests.$token.tsx"),
  route("rate/:token", "routes/site/rate.$token/route.tsx"),
  route("claim-request", "routes/site/claim-request/route.tsx"),
  route("invitations/:invitationId", "routes/site/invitations.$invitationId.tsx"),
  route("for-suppliers", "routes/site/for-suppliers.tsx"),
  route("developers", "routes/site/developers/route.tsx"),
  route("pricing", "routes/site/pricing/route.tsx"),
  route("pricing/register", "routes/site/pricing.register/route.tsx"),
  route("blog", "routes/site/blog.tsx"),
  route("blog/:slug", "routes/site/blog.$slug/route.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("terms", "routes/site/terms.tsx"),
  route("subscribe/confirm/:token", "routes/site/subscribe.confirm.$token.tsx"),
  route("unsubscribe/:token", "routes/site/unsubscribe.$token.tsx"),
  route("lead-addresses/confirm/:token", "routes/site/lead-addresses.confirm.$token.tsx"),
  // The Save toggle: a signed-out visitor signs in and returns to the page they saved from (127).
  route("saved-products", "routes/site/saved-products.tsx"),
];

const auth = [
  route("login", "routes/auth/login/route.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("signup", "routes/auth/signup/route.tsx"),
  route("forgot-password", "routes/auth/forgot-password/route.tsx"),
  route("reset-password/:token", "routes/auth/reset-password.$token/route.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("verify-email/:token", "routes/auth/verify-email.$token.tsx"),
  route("undo-email-change/:token", "routes/auth/undo-email-change.$token.tsx"),
  route("account-deleted", "routes/auth/account-deleted.tsx"),
  route("auth/google", "routes/auth/auth.google.ts"),
  route("auth/google/done", "routes/auth/auth.google.done.tsx"),
  // better-auth's own endpoints (sessions, Google's callback).
  route("api/auth/*", "routes/auth/api.auth.$.ts"),
];

const resources = [
  route("api/events", "routes/resources/api.events.ts"),
  route("api/search", "routes/resources/api.search.ts"),
  route("api/form-guard", "routes/resources/api.form-guard.ts"),
  route("api/request-prefill", "routes/resources/api.request-prefill.ts"),
  route("uploads/:file", "routes/resources/uploads.$file.ts"),
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("sitemaps/:file", "routes/resources/sitemaps.$file.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  // Stripe's events, signed (docs/decisions/140).
  route("webhooks/stripe", "routes/resources/webhooks.stripe.ts"),
];

const supplierWorkspace = prefix("supplier", [
  // The door: a signed-in user's companies (its loader asks for the user itself).
  index("routes/supplier/index.tsx"),
  route(":companyId", "routes/supplier/layout.tsx", [
    index("routes/supplier/$companyId.tsx"),
    route("leads", "routes/supplier/$companyId.leads/route.tsx"),
    route("leads.csv", "routes/supplier/$companyId.leads.csv.ts"),
    route("leads/:requestId", "routes/supplier/$companyId.leads.$requestId/route.tsx"),
    route("listing", "routes/supplier/$companyId.listing/route.tsx"),
    route("listing/products/new", "routes/supplier/$companyId.listing.products.new.tsx"),
    route(
      "listing/products/:productId",
      "routes/supplier/$companyId.listing.products.$productId.tsx",
    ),
    route("performance", "routes/supplier/$companyId.performance/route.tsx"),
    route("performance.csv", "routes/supplier/$companyId.performance.csv.ts"),
    route("ratings", "routes/supplier/$companyId.ratings.tsx"),
    route("team", "routes/supplier/$companyId.team/route.tsx"),
    route("lead-emails", "routes/supplier/$companyId.lead-emails/route.tsx"),
    route("integrations", "routes/supplier/$companyId.integrations/route.tsx"),
    route("billing", "routes/supplier/$companyId.billing/route.tsx"),
    route("publish", "routes/supplier/$companyId.publish.tsx"),
    // Webhooks (issue 27); the Integrations tab links here.
    route("integrations/webhooks", "routes/supplier/$companyId.integrations.webhooks/route.tsx"),
    route(
      "integrations/webhooks/:endpointId",
      "routes/supplier/$companyId.integrations.webhooks.$endpointId/route.tsx",
    ),
    // Stripe's part of the Billing tab (docs/decisions/140, 141).
    route("billing/checkout", "routes/supplier/$companyId.billing.checkout.ts"),
    route("billing/portal", "routes/supplier/$companyId.billing.portal.ts"),
  ]),
]);

const restApi = prefix("api/v1", [
  layout("routes/api/layout.ts", [
    route("leads", "routes/api/v1.leads.ts"),
    route("leads/:leadId", "routes/api/v1.leads.$leadId.ts"),
    route("products", "routes/api/v1.products.ts"),
    route("products/:productId", "routes/api/v1.products.$productId.ts"),
    route("openapi.json", "routes/api/v1.openapi.json.ts"),
    // Any other /api/v1/… address: a problem+json 404, not the site's page.
    route("*", "routes/api/v1.$.ts"),
  ]),
]);

const account = prefix("account", [
  layout("routes/account/layout.tsx", [
    index("routes/account/index.tsx"),
    route("requests", "routes/account/requests/route.tsx"),
    route("saved", "routes/account/saved/route.tsx"),
    route("alerts", "routes/account/alerts/route.tsx"),
    route("settings", "routes/account/settings/route.tsx"),
    route("settings/data.json", "routes/account/settings.data.json.ts"),
    route("settings/requests.csv", "routes/account/settings.requests.csv.ts"),
    route("settings/delete", "routes/account/settings.delete.tsx"),
  ]),
]);

const operatorConsole = prefix("admin", [
  layout("routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("requests", "routes/admin/requests/route.tsx"),
    route("requests.csv", "routes/admin/requests.csv.ts"),
    route("requests/:requestId", "routes/admin/requests.$requestId/route.tsx"),
    route("companies", "routes/admin/companies/route.tsx"),
    route("companies/new", "routes/admin/companies.new.tsx"),
    route("companies/:companyId", "routes/admin/companies.$companyId.tsx"),
    route("companies/:companyId/delete", "routes/admin/companies.$companyId.delete.tsx"),
    route("companies/:companyId/publish", "routes/admin/companies.$companyId.publish.tsx"),
    route("companies/:companyId/billing", "routes/admin/companies.$companyId.billing/route.tsx"),
    route("billing", "routes/admin/billing.tsx"),
    route("billing.csv", "routes/admin/billing.csv.ts"),
    route("products", "routes/admin/products.tsx"),
    route("products/new", "routes/admin/products.new/route.tsx"),
    route("products/:productId", "routes/admin/products.$productId.tsx"),
    route("products/:productId/delete", "routes/admin/products.$productId.delete.tsx"),
    route("catalogue", "routes/admin/catalogue/route.tsx"),
    route("catalogue/:file", "routes/admin/catalogue.$file.ts"),
    route("claims", "routes/admin/claims.tsx"),
    route("claims/:claimId", "routes/admin/claims.$claimId/route.tsx"),
    route("registrations", "routes/admin/registrations.tsx"),
    route("registrations/:registrationId", "routes/admin/registrations.$registrationId/route.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("subscribers.csv", "routes/admin/subscribers.csv.ts"),
    route("users", "routes/admin/users/route.tsx"),
    route("ratings", "routes/admin/ratings/route.tsx"),
    route("fair-use", "routes/admin/fair-use/route.tsx"),
    route("digest", "routes/admin/digest/route.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:messageId", "routes/admin/outbox.$messageId/route.tsx"),
    route("audit", "routes/admin/audit/route.tsx"),
  ]),
]);

// URLs that moved answer 301 to their new place, query kept (app/lib/moved-urls.ts, decision 109).
const movedUrls = Object.keys(MOVED_URLS).map((from) =>
  route(from, "routes/moved.ts", { id: `moved:${from}` }),
);

export default [
  ...site,
  ...auth,
  ...resources,
  ...supplierWorkspace,
  ...restApi,
  ...account,
  ...operatorConsole,
  ...movedUrls,
  // Any other address: the site's "not found" page.
  route("*", "routes/site/$.tsx"),
] satisfies RouteConfig;
