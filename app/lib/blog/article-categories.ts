/**
 * Which catalogue categories a blog article is about, from its tags (docs/decisions/134): a
 * category matches when a tag holds its word ("Adhesives" ↔ "universal adhesive", "Restorative" ↔
 * "restorative dentistry"). Featured-plan companies in those categories join its Related Company Pages.
 */
import { CATEGORIES, type Category } from "~/lib/catalogue";

/** "Impressions" → "impression": the word a tag holds, singular. */
function stem(category: Category): string {
  return category.toLowerCase().replace(/s$/, "");
}

export function articleCategories(tags: readonly string[]): Category[] {
  const words = tags.map((tag) => tag.toLowerCase());
  return CATEGORIES.filter((category) => words.some((tag) => tag.includes(stem(category))));
}
