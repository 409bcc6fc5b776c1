/**
 * Which action a workspace form asks for (its hidden `intent`), read the same way on every
 * workspace page (issue 34 point 8): an intent the page does not know is refused with a 400 and
 * this message, never taken for the page's main save.
 */
export const UNKNOWN_INTENT_MESSAGE =
  "This page has no such action, so nothing was changed. Reload the page and try again.";

/**
 * The form's intent when it is one of `known`; a form without one asks for `fallback` (the
 * page's main button, e.g. the listing's save, which the Enter key submits without a value).
 * Null: unknown, refuse it with UNKNOWN_INTENT_MESSAGE.
 */
export function intentOf<const T extends string>(
  formData: FormData,
  known: readonly T[],
  fallback?: T,
): T | null {
  const value = formData.get("intent");
  if (value === null) return fallback ?? null;
  return (known as readonly string[]).includes(String(value)) ? (value as T) : null;
}
