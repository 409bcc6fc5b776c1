/**
 * A supplier workspace page's frame: the section its h1 names, the one-line introduction under the
 * heading, then the page.
 */
export function WorkspacePage({
  id,
  title,
  intro,
  children,
}: {
  /** The h1's id, which names the section. */
  id: string;
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-1 text-slate-700">{intro}</p>
      {children}
    </section>
  );
}
