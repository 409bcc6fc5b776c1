/**
 * The supplier workspace's door: a member of one company goes straight to it; of several, picks
 * one. Opening it also accepts invitations sent since the session began (decision 060).
 */
import { Link, redirect } from "react-router";
import { CompanyLogo } from "~/components/picture";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { seo, siteFromMatches } from "~/lib/seo";
import { requireUser } from "~/models/accounts/user.server";
import { acceptInvitations } from "~/models/suppliers/invitation.server";
import { listUserCompanies } from "~/models/suppliers/membership.server";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Supplier workspace",
    description: "Your companies' leads, listing, numbers and team.",
    path: "/supplier",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = getAppContext(context);
  await acceptInvitations(db, user);
  const companies = await listUserCompanies(db, user.id);
  const [only] = companies;
  if (companies.length === 1 && only) throw redirect(`/supplier/${encodeURIComponent(only.id)}`);
  return {
    companies,
    isEmailVerified: user.isEmailVerified,
    isAdmin: user.isAdmin,
  };
}

export default function SupplierHome({ loaderData }: Route.ComponentProps) {
  const { companies, isEmailVerified, isAdmin } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        Supplier workspace
      </h1>
      {companies.length > 0 ? (
        <>
          <p className="mt-2 text-slate-700">Choose the company to work on.</p>
          <ul className="mt-6 grid gap-3" aria-label="Your companies">
            {companies.map((company) => (
              <li key={company.id}>
                <Link
                  to={`/supplier/${encodeURIComponent(company.id)}`}
                  className="flex items-center gap-4 rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50"
                >
                  <CompanyLogo
                    logo={company.logo}
                    size={48}
                    className="h-12 w-12 rounded-md border border-slate-200 object-contain"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{company.name}</span>
                    <span className="text-sm text-slate-700">
                      {company.role === "owner" ? "Owner" : "Team member"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-4 space-y-3 text-slate-700">
          <p>You are not a member of any company yet.</p>
          {!isEmailVerified ? (
            <p>
              If you were invited, confirm your e-mail address first (open the link we sent you):
              the invitation then opens the company here.
            </p>
          ) : (
            <p>
              If you were invited, sign in with the address the invitation went to. To run your
              company's page,{" "}
              <Link to="/claim-request" className="font-semibold text-brand-700 underline">
                claim it
              </Link>{" "}
              or{" "}
              <Link to="/pricing" className="font-semibold text-brand-700 underline">
                register as a supplier
              </Link>
              .
            </p>
          )}
          {isAdmin ? (
            <p>
              As an admin you can open any company's workspace from{" "}
              <Link to="/admin/claims" className="font-semibold text-brand-700 underline">
                the claims
              </Link>{" "}
              or its Lead Analytics page.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
