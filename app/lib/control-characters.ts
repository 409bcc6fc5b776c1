/** Control characters in text: refused by every form field, dropped from search terms. */
const isControl = (code: number, isMultiline: boolean) =>
  code === 127 || (code < 32 && !(isMultiline && (code === 9 || code === 10 || code === 13)));

/** Any control character; a multi-line field allows tab, line feed and carriage return. */
export function hasControlCharacter(value: string, isMultiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    if (isControl(value.charCodeAt(i), isMultiline)) return true;
  }
  return false;
}

export function withoutControlCharacters(value: string, isMultiline: boolean): string {
  return hasControlCharacter(value, isMultiline)
    ? [...value].filter((c) => !isControl(c.charCodeAt(0), isMultiline)).join("")
    : value;
}
