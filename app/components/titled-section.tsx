/**
 * A page section named by its heading (`aria-labelledby`): the section, an optional inner
 * container (for full-width backgrounds), the h2 and the content.
 */
export function TitledSection({
  id,
  title,
  className,
  innerClassName,
  titleClassName = "text-2xl font-bold",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: React.ReactNode;
  className?: string;
  /** When given, a div with these classes holds the heading and the content. */
  innerClassName?: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  const body = (
    <>
      <h2 id={id} className={titleClassName}>
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
