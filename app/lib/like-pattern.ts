/** Escapes LIKE's wildcards and its escape character (backslash, the default), for patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
