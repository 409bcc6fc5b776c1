/**
 * The banners above a company page: who stands behind it (claimed, an owner invited, or not yet
 * claimed with the way to claim it), and on a draft's preview that the public cannot see it.
 */
import { Link } from "react-router";

// Plain blocks, not <aside>s: a complementary landmark must not sit inside the article.

export function OwnershipBanner({
  ownership,
  companyName,
  isVerified,
}: {
  ownership: "claimed" | "invited" | "unclaimed";
  companyName: string;
  /** Verified is never shown beside "This page is not yet claimed" (docs/decisions/148). */
  isVerified: boolean;
}) {
  if (ownership === "claimed") {
    return (
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950">
        <p className="font-medium">Claimed by the supplier</p>
      </div>
    );
  }
  if (ownership === "invited") {
    return (
      <div className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900">
        <p className="font-medium">The supplier has been invited to manage this page</p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      {isVerified ? null : <p className="font-medium">This page is not yet claimed</p>}
      <Link
        to={`/claim-request?company=${encodeURIComponent(companyName)}`}
        className="font-semibold underline"
      >
        Is this your company? Claim this page
      </Link>
    </div>
  );
}

/** On a draft's preview (its team and admins only): the page is not public yet. */
export function DraftNote({ companyId }: { companyId: string }) {
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p>
        <strong>Draft – not public yet.</strong> Only your team and SampleTray admins see this page;
        visitors get "Company not found" until it is published.
      </p>
      <Link
        to={`/supplier/${encodeURIComponent(companyId)}/publish`}
        className="font-semibold underline"
      >
        Publish
      </Link>
    </div>
  );
}
