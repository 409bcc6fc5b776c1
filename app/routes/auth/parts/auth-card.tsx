/** The frame of the login and signup pages. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-12" aria-labelledby="auth-title">
      <h1 id="auth-title" className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="mt-8 space-y-6 rounded-lg border border-slate-200 p-6 shadow-sm">
        {children}
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">{footer}</p>
    </section>
  );
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
