/**
 * What both address-check pages share (/verify-email and the link's /verify-email/{token}): the
 * search engines' description, the heading and the card below it.
 */

/** The pages' meta: never the token, the canonical link names the page only; not indexed. */
export const VERIFY_EMAIL_SEO = {
  title: "Confirm your e-mail address",
  description: "Confirm the e-mail address of your SampleTray account.",
  path: "/verify-email",
  noindex: true,
};

export function VerifyEmailFrame({
  isCentered = false,
  children,
}: {
  /** Centre the card's content too, not only the heading. */
  isCentered?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      className={`mx-auto max-w-md px-4 py-12${isCentered ? " text-center" : ""}`}
      aria-labelledby="verify-title"
    >
      <h1 id="verify-title" className="text-center text-3xl font-bold tracking-tight">
        Confirm your e-mail address
      </h1>
      <div className="mt-8 space-y-4 rounded-lg border border-slate-200 p-6 shadow-sm">
        {children}
      </div>
    </section>
  );
}
