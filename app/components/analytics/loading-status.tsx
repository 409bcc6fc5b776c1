/** "Loading analytics data..." while the page's own data reloads (filters, date range). */
export function LoadingStatus({ isLoading }: { isLoading: boolean }) {
  return (
    <div role="status" className="mt-4 min-h-6 text-sm text-slate-700">
      {isLoading ? "Loading analytics data..." : null}
    </div>
  );
}
