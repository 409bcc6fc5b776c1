/** How many categories a card or a search result shows. */
export const CARD_CATEGORIES = 3;

/** A card's first categories as small tags. */
export function CategoryTags({
  categories,
  className,
  tagClassName,
}: {
  categories: readonly string[];
  /** Spacing above the list. */
  className: string;
  tagClassName: string;
}) {
  return (
    <ul className={`${className} flex flex-wrap gap-1.5`} aria-label="Categories">
      {categories.slice(0, CARD_CATEGORIES).map((category) => (
        <li key={category} className={tagClassName}>
          {category}
        </li>
      ))}
    </ul>
  );
}
