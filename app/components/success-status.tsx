/**
 * What the last action did ('Company saved.', 'Listing saved.'), in a live region that is always
 * present so screen readers announce the message when it appears. A later submission its form's
 * own checks stop hides it, so "saved" does not stand beside the new errors; the next submission
 * shows it again (with the new answer's message). It shows once the page has its fresh data: React
 * Router hands over the action's answer while the loaders still run again, and a form keyed by the
 * saved values remounts when they arrive, which would drop what was typed after "saved" showed.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { FORM_CHECK_FAILED } from "~/forms/use-form";

export function SuccessStatus({
  message,
  className = "mt-3",
}: {
  message?: string | null | undefined;
  className?: string;
}) {
  const [isStale, setIsStale] = useState(false);
  const isSettled = useNavigation().state === "idle";
  useEffect(() => {
    // Capture: before the form's own check, which may then send FORM_CHECK_FAILED.
    const onSubmit = () => setIsStale(false);
    const onCheckFailed = () => setIsStale(true);
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener(FORM_CHECK_FAILED, onCheckFailed);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener(FORM_CHECK_FAILED, onCheckFailed);
    };
  }, []);
  return (
    <div role="status" className="empty:hidden">
      {message && !isStale && isSettled ? (
        <p
          className={`${className} rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
