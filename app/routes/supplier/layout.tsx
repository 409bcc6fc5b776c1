/**
 * The workspace of one company, /supplier/{companyId}/…: its name, the sections (Leads, Listing,
 * Performance, Ratings, Team, Integrations, Billing), a Renew banner when the plan lapsed or is
 * past due, and the section's page. Every page of it is a child of this layout (app/routes.ts),
 * and this middleware runs before any of their loaders and actions (docs/decisions/108): signed
 * out → /login; the company's members and admins → in, the pages
 * reading the access with `getCompanyAccess(context)`; anyone else → 403. It is the workspace's
 * one access check; owner-only actions narrow it (requireCompanyOwner).
 */
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { companyPath, DEFAULT_LOGO } from "~/lib/catalogue";
import { getBillingState } from "~/models/billing/billing-state.server";
import { findDraftStatus } from "~/models/catalogue/publishing.server";
import {
  companyAccessContext,
  getCompanyAccess,
  listUserCompanies,
  requireCompanyAccess,
} from "~/models/suppliers/membership.server";
import type { Route } from "./+types/layout";
import { RenewBanner } from "./parts/renew-banner";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }) => {
    context.set(
      companyAccessContext,
      await requireCompanyAccess(request, context, params.companyId),
    );
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { user, company, role } = getCompanyAccess(context);
  const { db } = getAppContext(context);
  const [companies, status, billing] = await Promise.all([
    listUserCompanies(db, user.id),
    findDraftStatus(db, company.id),
    getBillingState(db, company.id),
  ]);
  return {
    isDraft: status?.isDraft === true,
    renew: billing?.entitlements.renewBanner
      ? { status: billing.status ?? "lapsed", plan: billing.plan }
      : null,
    company: {
      id: company.id,
      name: company.name,
      logo: company.logo ?? DEFAULT_LOGO,
      publicPath: companyPath(company),
    },
    role,
    hasOtherCompanies: companies.some((c) => c.id !== company.id),
  };
}

const SECTIONS = [
  { to: "leads", label: "Leads" },
  { to: "listing", label: "Listing" },
  { to: "performance", label: "Performance" },
  { to: "ratings", label: "Ratings" },
  { to: "team", label: "Team" },
  { to: "integrations", label: "Integrations" },
  { to: "billing", label: "Billing" },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-t-md border-b-2 px-2 py-2 text-sm font-semibold sm:px-3 ${
    isActive
      ? "border-brand-700 text-brand-800"
      : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
  }`;

export default function SupplierWorkspace({ loaderData }: Route.ComponentProps) {
  const { company, role, hasOtherCompanies, isDraft, renew } = loaderData;
  const base = `/supplier/${encodeURIComponent(company.id)}`;
  const isBillingTab = useLocation().pathname === `${base}/billing`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          {/* CompanyLogo's markup; its logo and the public page's path come from the loader, so
              that every workspace page's first download is without the catalogue's constants
              and the picture components (decision 086). */}
          <img
            src={company.logo}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 rounded-md border border-slate-200 object-contain"
          />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">
              Supplier workspace
              {role === "admin" ? " · viewing as admin" : role === "owner" ? " · owner" : ""}
            </p>
            <p className="truncate text-xl font-bold text-slate-900">{company.name}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-4 text-sm">
          <Link to={company.publicPath} className="font-semibold text-brand-700 underline">
            View public page
          </Link>
          {hasOtherCompanies ? (
            <Link to="/supplier" className="font-semibold text-brand-700 underline">
              Switch company
            </Link>
          ) : null}
        </div>
      </div>
      {isDraft ? (
        <div
          role="note"
          className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
        >
          <p>
            <strong>Draft – not public yet.</strong> Add a description and at least one product,
            then publish: until then only your team and SampleTray admins see this company.
          </p>
          <Link to={`${base}/publish`} className="font-semibold underline">
            Publish…
          </Link>
        </div>
      ) : null}
      {/* The Billing tab says it in full itself. */}
      {renew && !isBillingTab ? (
        <RenewBanner status={renew.status} plan={renew.plan} billingPath={`${base}/billing`} />
      ) : null}
      <nav aria-label="Workspace" className="mt-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={`${base}/${section.to}`} className={tabClass}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
