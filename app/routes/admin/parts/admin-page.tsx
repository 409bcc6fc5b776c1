/**
 * The frame of an operator console page, under the console's nav (routes/admin/layout.tsx): the
 * title and what the page is for.
 */
import { useId } from "react";

export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  /** Links or buttons beside the title (e.g. "New company"). */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        {actions}
      </div>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}
