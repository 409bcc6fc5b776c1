/** What an operator's last action did ('Company saved.'), announced by screen readers. */
export function StatusMessage({ children }: { children?: React.ReactNode }) {
  return (
    <div role="status" className="empty:hidden">
      {children ? (
        <p className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">
          {children}
        </p>
      ) : null}
    </div>
  );
}
