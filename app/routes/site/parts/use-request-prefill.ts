/**
 * The request modal's starting values for a signed-in user: their practice profile, from
 * /api/request-prefill each time the modal opens (docs/decisions/126). Signed out: nothing to
 * fetch, the form shows at once. `null` while the answer is on its way.
 */
import { useEffect, useState } from "react";
import type { FormValues } from "~/forms/kit";

const NOTHING: FormValues = {};

export function useRequestPrefill(isOpen: boolean, isSignedIn: boolean): FormValues | null {
  const [prefill, setPrefill] = useState<FormValues | null>(null);
  useEffect(() => {
    if (!isOpen || !isSignedIn) return;
    let isCurrent = true;
    fetch("/api/request-prefill", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<FormValues>) : NOTHING))
      .catch(() => NOTHING)
      .then((values) => {
        if (isCurrent) setPrefill(values);
      });
    return () => {
      isCurrent = false;
      setPrefill(null);
    };
  }, [isOpen, isSignedIn]);
  return isSignedIn ? prefill : NOTHING;
}
