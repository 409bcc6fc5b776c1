/** How the section's h2 looks, from the largest; `hidden` keeps it for screen readers only. */
const HEADING_CLASSES = {
  large: "text-3xl font-bold",
  medium: "text-2xl font-bold",
  small: "text-xl font-semibold",
  minor: "text-lg font-semibold",
  eyebrow: "text-sm font-semibold uppercase text-slate-600",
  hidden: "sr-only",
} as const;

/**
 * A page section named by its heading (`aria-labelledby`): the section, an optional inner
 * container (for full-width backgrounds), the h2 and the content.
 */
export function TitledSection({
  id,
  title,
  className,
  innerClassName,
  heading = "medium",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: React.ReactNode;
  className?: string;
  /** When given, a div with these classes holds the heading and the content. */
  innerClassName?: string;
  heading?: keyof typeof HEADING_CLASSES;
  children: React.ReactNode;
}) {
  const body = (
    <>
      <h2 id={id} className={HEADING_CLASSES[heading]}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {innerClassName ? <div className={innerClassName}>{body}</div> : body}
    </section>
  );
}
