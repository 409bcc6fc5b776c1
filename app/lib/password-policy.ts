/**
 * The password rules (docs/decisions/031-passwords-and-rate-limits.md): 6 to 128 characters and
 * not one of the most common passwords. The list is server-only: the browser checks the length,
 * the action the rest.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";
export const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
export const PASSWORD_TOO_WEAK = "Password is too weak";

/** Parses a list file (one password a line) into a set of lower-cased entries. */
export function parsePasswordList(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The first rule the password breaks, or null; `commonPasswords` is the refused list. */
export function checkPassword(
  password: string,
  commonPasswords: ReadonlySet<string>,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (commonPasswords.has(password.toLowerCase())) return PASSWORD_TOO_WEAK;
  return null;
}
