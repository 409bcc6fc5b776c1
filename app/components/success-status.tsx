/**
 * What the last action did ('Company saved.', 'Listing saved.'), in a live region that is always
 * present so screen readers announce the message when it appears.
 */
export function SuccessStatus({
  message,
  className = "mt-3",
}: {
  message?: string | null | undefined;
  className?: string;
}) {
  return (
    <div role="status" className="empty:hidden">
      {message ? (
        <p
          className={`${className} rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
