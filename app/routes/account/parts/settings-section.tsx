/** One titled section of the settings page, and the note a successful change shows in it. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  const headingId = `settings-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Announced when it appears (the page comes back from the server with it, or React shows it). */
export function SuccessNote({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
      {children}
    </p>
  );
}
