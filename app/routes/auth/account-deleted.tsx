/**
 * Where "Delete my account" leads (docs/decisions/131), signed out: the same page for everyone,
 * saying what was deleted and what the companies keep.
 */
import { Link } from "react-router";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { seo, siteFromMatches } from "~/lib/seo";
import type { Route } from "./+types/account-deleted";

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
export const handle = NO_SCRIPTS;

export const ACCOUNT_DELETED = "Your account was deleted.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Account deleted",
    description: "Your account was deleted.",
    path: "/account-deleted",
    noindex: true,
  });
}

export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Account deleted</h1>
      <p role="status" className="mt-4 text-lg font-semibold text-brand-800">
        {ACCOUNT_DELETED}
      </p>
      <p className="mt-4 text-slate-700">
        We deleted your account with its practice profile, saved products, sessions and sign-in
        details, and you are signed out. The sample requests you sent stay with the companies that
        received them until they are deleted 24 months after they were sent; nothing links them to
        an account any more. Our{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          privacy policy
        </Link>{" "}
        says more.
      </p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
