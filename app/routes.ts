/**
 * Every URL and the route module that answers it (docs/decisions/108). Four areas, each a folder:
 * a page's file is its URL inside the area, `/` written `.` and `:param` written `$param`
 * (/admin/companies/{id}/delete → routes/admin/companies.$companyId.delete.tsx); a page with parts
 * of its own is a folder with `route.tsx`.
 *
 * - the public site, routes/public/ (no prefix);
 * - the supplier workspace, routes/supplier/: /supplier/{companyId}/… are the children of
 *   routes/supplier/layout.tsx, whose middleware admits the company's members and admins;
 * - the account area, routes/account/: /account/… are the children of routes/account/layout.tsx,
 *   whose middleware admits signed-in users with a confirmed address (docs/decisions/126);
 * - the operator console, routes/admin/: /admin/… are the children of routes/admin/layout.tsx,
 *   whose middleware admits admins.
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

const publicSite = [
  index("routes/public/index/route.tsx"),
  route("search", "routes/public/search/route.tsx"),
  route("company/:companyId/:slug?", "routes/public/company.$companyId/route.tsx"),
  route(
    "company/:companyId/products/:productId/:slug?",
    "routes/public/company.$companyId.products.$productId/route.tsx",
  ),
  route("request-samples", "routes/public/request-samples.tsx"),
  route("requests/:token", "routes/public/requests.$token.tsx"),
  route("rate/:token", "routes/public/rate.$token/route.tsx"),
  route("claim-request", "routes/public/claim-request.tsx"),
  route("invitations/:invitationId", "routes/public/invitations.$invitationId.tsx"),
  route("for-suppliers", "routes/public/for-suppliers.tsx"),
  route("developers", "routes/public/developers.tsx"),
  route("pricing", "routes/public/pricing.tsx"),
  route("pricing/register", "routes/public/pricing.register.tsx"),
  route("blog", "routes/public/blog.tsx"),
  route("blog/:slug", "routes/public/blog.$slug.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("subscribe/confirm/:token", "routes/public/subscribe.confirm.$token.tsx"),
  route("unsubscribe/:token", "routes/public/unsubscribe.$token.tsx"),
  route("lead-addresses/confirm/:token", "routes/public/lead-addresses.confirm.$token.tsx"),
  // Accounts
  route("login", "routes/public/login.tsx"),
  route("logout", "routes/public/logout.ts"),
  route("signup", "routes/public/signup.tsx"),
  route("forgot-password", "routes/public/forgot-password.tsx"),
  route("reset-password/:token", "routes/public/reset-password.$token.tsx"),
  route("verify-email", "routes/public/verify-email.tsx"),
  route("verify-email/:token", "routes/public/verify-email.$token.tsx"),
  route("undo-email-change/:token", "routes/public/undo-email-change.$token.tsx"),
  route("account-deleted", "routes/public/account-deleted.tsx"),
  route("auth/google", "routes/public/auth.google.ts"),
  route("auth/google/done", "routes/public/auth.google.done.tsx"),
  // The Save toggle: a signed-out visitor signs in and returns to the page they saved from (127).
  route("saved-products", "routes/public/saved-products.tsx"),
  // Resources
  route("api/auth/*", "routes/public/api.auth.$.ts"),
  route("api/events", "routes/public/api.events.ts"),
  route("api/search", "routes/public/api.search.ts"),
  route("api/form-guard", "routes/public/api.form-guard.ts"),
  route("api/request-prefill", "routes/public/api.request-prefill.ts"),
  route("uploads/:file", "routes/public/uploads.$file.ts"),
  route("sitemap.xml", "routes/public/sitemap.xml.ts"),
  route("sitemaps/:file", "routes/public/sitemaps.$file.ts"),
  route("robots.txt", "routes/public/robots.txt.ts"),
  route("healthz", "routes/public/healthz.ts"),
  // Stripe's events, signed (docs/decisions/140).
  route("webhooks/stripe", "routes/public/webhooks.stripe.ts"),
];

const supplierWorkspace = prefix("supplier", [
  // The door: a signed-in user's companies (its loader asks for the user itself).
  index("routes/supplier/index.tsx"),
  route(":companyId", "routes/supplier/layout.tsx", [
    index("routes/supplier/$companyId.tsx"),
    route("leads", "routes/supplier/$companyId.leads.tsx"),
    route("leads.csv", "routes/supplier/$companyId.leads.csv.ts"),
    route("leads/:requestId", "routes/supplier/$companyId.leads.$requestId.tsx"),
    route("listing", "routes/supplier/$companyId.listing/route.tsx"),
    route("listing/products/new", "routes/supplier/$companyId.listing.products.new.tsx"),
    route(
      "listing/products/:productId",
      "routes/supplier/$companyId.listing.products.$productId.tsx",
    ),
    route("performance", "routes/supplier/$companyId.performance.tsx"),
    route("performance.csv", "routes/supplier/$companyId.performance.csv.ts"),
    route("ratings", "routes/supplier/$companyId.ratings.tsx"),
    route("team", "routes/supplier/$companyId.team/route.tsx"),
    route("lead-emails", "routes/supplier/$companyId.lead-emails/route.tsx"),
    route("integrations", "routes/supplier/$companyId.integrations/route.tsx"),
    route("billing", "routes/supplier/$companyId.billing.tsx"),
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
    route("requests", "routes/account/requests.tsx"),
    route("saved", "routes/account/saved.tsx"),
    route("settings", "routes/account/settings.tsx"),
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
    route("requests/:requestId", "routes/admin/requests.$requestId.tsx"),
    route("companies", "routes/admin/companies.tsx"),
    route("companies/new", "routes/admin/companies.new.tsx"),
    route("companies/:companyId", "routes/admin/companies.$companyId.tsx"),
    route("companies/:companyId/delete", "routes/admin/companies.$companyId.delete.tsx"),
    route("companies/:companyId/publish", "routes/admin/companies.$companyId.publish.tsx"),
    route("companies/:companyId/billing", "routes/admin/companies.$companyId.billing.tsx"),
    route("billing", "routes/admin/billing.tsx"),
    route("billing.csv", "routes/admin/billing.csv.ts"),
    route("products", "routes/admin/products.tsx"),
    route("products/new", "routes/admin/products.new.tsx"),
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
    route("ratings", "routes/admin/ratings.tsx"),
    route("fair-use", "routes/admin/fair-use.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:messageId", "routes/admin/outbox.$messageId.tsx"),
    route("audit", "routes/admin/audit/route.tsx"),
  ]),
]);

// URLs that moved answer 301 to their new place, query kept (app/lib/moved-urls.ts, decision 109).
const movedUrls = Object.keys(MOVED_URLS).map((from) =>
  route(from, "routes/moved.ts", { id: `moved:${from}` }),
);

export default [
  ...publicSite,
  ...supplierWorkspace,
  ...restApi,
  ...account,
  ...operatorConsole,
  ...movedUrls,
  route("*", "routes/public/$.tsx"),
] satisfies RouteConfig;
