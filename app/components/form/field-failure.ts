import type { FormFailure } from "~/forms/kit";

/**
 * An action's answer when it is a failure with field errors, for the form whose fields they are
 * (a page with several forms shows a failure without field errors in its own alert instead).
 */
export function fieldFailureOf(result: { ok: boolean } | undefined): FormFailure | undefined {
  if (!result || result.ok) return undefined;
  const failure = result as FormFailure;
  return Object.keys(failure.errors).length > 0 ? failure : undefined;
}
