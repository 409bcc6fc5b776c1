/**
 * The welcome after signing up (app/models/accounts/welcome-notice.server.ts): what an account is for and
 * where to go. For a dental professional: a practice profile that fills in every request form, and
 * a list of saved products; for a supplier's people: the supplier workspace once a claim or
 * registration is approved. After signing up from an
 * invitation it says how the invitation opens the workspace, and nothing about claiming.
 */
import { useState } from "react";
import { Link } from "react-router";
import { CloseButton } from "./close-button";

const linkClass = "font-semibold text-brand-800 underline hover:text-brand-900";

export function WelcomeBanner({ siteName, isInvited }: { siteName: string; isInvited: boolean }) {
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;
  return (
    <section
      aria-labelledby="welcome-title"
      className="border-b border-brand-100 bg-brand-50 text-slate-800"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-4 px-4 py-4 text-sm">
        <div className="flex-1 space-y-2">
          <h2 id="welcome-title" className="text-base font-bold text-brand-900">
            Welcome to {siteName}! Your account is ready.
          </h2>
          {isInvited ? (
            <p>
              You were invited to manage a company's page. Confirm your e-mail address with the link
              we just sent you: your invitation then opens your supplier workspace, where you add
              your description and products and publish the page.
            </p>
          ) : (
            <>
              <p>
                Dental professionals: once you confirm your e-mail address, save your practice
                details in{" "}
                <Link to="/account" className={linkClass}>
                  your account
                </Link>{" "}
                and every request form arrives filled in; press Save on a product to keep it on your
                list. Then{" "}
                <Link to="/#top-free" className={linkClass}>
                  browse the free samples
                </Link>
                .
              </p>
              <p>
                Work for a supplier? Your account opens the supplier workspace (your company page,
                products and sample request leads) once your claim or registration is approved:{" "}
                <Link to="/claim-request" className={linkClass}>
                  claim your company page
                </Link>{" "}
                or{" "}
                <Link to="/pricing" className={linkClass}>
                  register your company
                </Link>
                .
              </p>
            </>
          )}
        </div>
        <CloseButton
          label="Dismiss the welcome message"
          onClick={() => setIsDismissed(true)}
          hoverClass="hover:bg-brand-100"
        />
      </div>
    </section>
  );
}
