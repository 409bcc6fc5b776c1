/**
 * A result count as shown: grouped by thousands ("1,234"), with a "+" when the search stopped
 * counting (a capped count, docs/decisions/010-search-in-sql.md): "1,000+".
 */
export function formatResultCount(count: number, isCapped = false): string {
  return `${count.toLocaleString("en-US")}${isCapped ? "+" : ""}`;
}
