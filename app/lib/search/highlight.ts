/** Splits text into parts, marking the case-insensitive occurrences of the query. */
export function highlightParts(text: string, query: string): { text: string; isMatch: boolean }[] {
  const q = query.trim().toLowerCase();
  if (!q) return [{ text, isMatch: false }];
  const lower = text.toLowerCase();
  // Lower-casing can change lengths for a few characters; then highlight nothing rather than wrong.
  if (lower.length !== text.length) return [{ text, isMatch: false }];
  const parts: { text: string; isMatch: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, at + q.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), isMatch: false });
    parts.push({ text: text.slice(at, at + q.length), isMatch: true });
    from = at + q.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), isMatch: false });
  return parts;
}
