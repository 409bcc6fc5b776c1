/**
 * The frame of the legal pages (/privacy, /terms): the title, when it was last updated, the
 * introduction and titled sections, in one column of readable prose.
 */

export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  /** The last change, as an ISO date and in words. */
  updated: { date: string; label: string };
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-600">
        Last updated <time dateTime={updated.date}>{updated.label}</time>
      </p>
      <p className="mt-6 leading-7 text-slate-800">{intro}</p>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-800">{children}</div>
    </section>
  );
}

/** The site's contact address as a mailto link. */
export function ContactEmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
      {email}
    </a>
  );
}
