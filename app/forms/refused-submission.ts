/**
 * A form-kit form refused as cross-site (issue 23 point 1) keeps what was typed: with JavaScript
 * on, React Router's data request gets the server's 403 with the reason (server/request-guards.ts),
 * and instead of the error page the form shows the reason as its form error, its fields untouched.
 * A form outside the kit (a single button) still gets the error page, which says the same.
 */
import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { CROSS_SITE, isCrossSiteRefusal } from "~/lib/http-errors";
import type { FormFailure } from "./kit";

let isKitFormSending = false;

/** Called by `useForm` as its form is sent (its own checks passed). */
export function noteKitFormSent() {
  isKitFormSending = true;
}

/** Root's client middleware: turns the refusal of a kit form's post into its form error. */
export const keepRefusedKitForms: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const isKitForm = request.method === "POST" && isKitFormSending;
  if (request.method === "POST") isKitFormSending = false;
  const results = await next();
  if (!isKitForm) return results;
  const failure: FormFailure = { ok: false, errors: {}, values: {}, formError: CROSS_SITE.text };
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type === "error" && isCrossSiteRefusal(result.result)) {
      results[routeId] = { type: "data", result: failure };
    }
  }
  return results;
};
