/**
 * 'Continue with Google': opens a popup that runs the OpenID Connect flow; the popup's last page
 * (auth.google.done) posts the outcome here and closes. Without JavaScript, or when popups are
 * blocked, the same link runs the flow in the page itself.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { type AuthIntent, GOOGLE_TEXTS } from "~/forms/google-texts";
import { safeRedirect } from "~/lib/safe-redirect";

export const GOOGLE_MESSAGE_SOURCE = "sampletray-google-auth";
const POPUP_NAME = "sampletray-google";

export interface GoogleMessage {
  source: typeof GOOGLE_MESSAGE_SOURCE;
  ok: boolean;
}

export function isGoogleMessage(value: unknown): value is GoogleMessage {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { source?: unknown }).source === GOOGLE_MESSAGE_SOURCE
  );
}

export function GoogleSignIn({
  intent,
  isConfigured,
  redirectTo,
  disabled,
}: {
  intent: AuthIntent;
  isConfigured: boolean;
  redirectTo: string;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  // Not configured on this site: nothing to offer (AuthForm leaves out the "or" line too).
  if (!isConfigured) return null;

  const params = new URLSearchParams({ intent, redirectTo });
  const href = `/auth/google?${params}`;

  function openPopup(event: React.MouseEvent<HTMLAnchorElement>) {
    const popup = window.open(
      `/auth/google?${new URLSearchParams({ intent, redirectTo, popup: "1" })}`,
      POPUP_NAME,
      "popup,width=500,height=650",
    );
    if (!popup) return; // Popups blocked: follow the link in this page instead.
    event.preventDefault();
    cleanup.current?.();
    setError(null);
    setIsBusy(true);
    let isSettled = false;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== window.location.origin || !isGoogleMessage(message.data)) return;
      isSettled = true;
      stop();
      if (message.data.ok) {
        revalidator.revalidate();
        navigate(safeRedirect(redirectTo), { replace: true });
      } else {
        setError(GOOGLE_TEXTS[intent].failed);
      }
    };
    // A popup closed before the flow ended is a cancellation; wait briefly for a late message.
    const timer = window.setInterval(() => {
      if (!popup.closed || isSettled) return;
      window.clearInterval(timer);
      window.setTimeout(() => {
        if (isSettled) return;
        stop();
        setError(GOOGLE_TEXTS[intent].cancelled);
      }, 400);
    }, 300);
    function stop() {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
      setIsBusy(false);
    }
    window.addEventListener("message", onMessage);
    cleanup.current = stop;
  }

  return (
    <div>
      <a
        href={href}
        onClick={openPopup}
        aria-disabled={disabled || isBusy || undefined}
        className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-400 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:pointer-events-none aria-disabled:opacity-60"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="#4285F4"
            d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
          />
          <path
            fill="#34A853"
            d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
          />
          <path
            fill="#FBBC05"
            d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14z"
          />
          <path
            fill="#EA4335"
            d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.8 9.4 6 12 6z"
          />
        </svg>
        Continue with Google
      </a>
      <div role="alert" className="empty:hidden">
        {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      </div>
    </div>
  );
}
