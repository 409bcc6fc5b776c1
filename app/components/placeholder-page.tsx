/** A page whose feature is still being built: says so plainly instead of pretending. */
export function PlaceholderPage({
  title,
  children,
}: {
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="mt-4 text-slate-700">{children ?? <p>This page is coming soon.</p>}</div>
    </section>
  );
}
