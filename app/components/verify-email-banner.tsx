/**
 * The reminder under the header for a signed-in person whose address is not confirmed yet, until
 * they dismiss it (remembered in a cookie) or confirm. "Resend" asks /verify-email for a new link
 * and shows its answer here (also a 429's, in words); "Dismiss" comes back to this page.
 */
import { Form, useFetcher, useLocation } from "react-router";

interface ResendAnswer {
  ok: boolean;
  message: string;
}

function isResendAnswer(value: unknown): value is ResendAnswer {
  return typeof value === "object" && value !== null && "message" in value && "ok" in value;
}

const buttonClass =
  "rounded px-2 py-1 text-sm font-semibold text-amber-900 underline hover:bg-amber-100 disabled:opacity-60";

export function VerifyEmailBanner({ email }: { email: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const answer = isResendAnswer(fetcher.data) ? fetcher.data : null;
  const isSending = fetcher.state !== "idle";
  return (
    <aside
      aria-label="Confirm your e-mail address"
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="flex-1">
          Please confirm your e-mail address: we sent a link to <strong>{email}</strong>.
        </p>
        <fetcher.Form method="post" action="/verify-email">
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className={buttonClass} disabled={isSending}>
            {isSending ? "Sending..." : "Resend"}
          </button>
        </fetcher.Form>
        <Form method="post" action="/verify-email">
          <input type="hidden" name="intent" value="dismiss" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className={buttonClass}>
            Dismiss
          </button>
        </Form>
        <p role="status" className="w-full empty:hidden">
          {answer?.message ??
            (fetcher.data ? "Could not send a new link. Please try again." : null)}
        </p>
      </div>
    </aside>
  );
}
