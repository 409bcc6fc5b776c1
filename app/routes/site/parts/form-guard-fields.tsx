/**
 * The guard fields every public form includes (docs/decisions/045, 104): the idempotency key and
 * the signed start time, and a honeypot input that is off-screen, hidden from screen readers, out
 * of the tab order and not autofilled. The server renders the key and time empty, so the page is
 * the same bytes for every visitor; in the browser they are fetched from /api/form-guard when the
 * form is first shown or used, and again after an accepted submission (which reloads the loaders,
 * the root's among them). A form sent without them (JavaScript off, or sent before they arrived)
 * is still answered, without the fill-time check.
 */
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { type FormGuardToken, GUARD_FIELDS } from "~/lib/form-guard";

export function FormGuardFields() {
  const anchor = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState<FormGuardToken | null>(null);
  const rootData = useRouteLoaderData("root");

  // A reload after an accepted submission: the next one needs a key of its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the root's data reloads
  useEffect(() => setToken(null), [rootData]);

  useEffect(() => {
    const form = anchor.current?.form;
    if (!form || token) return;
    let isCurrent = true;
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) fetchToken();
          })
        : null;
    const events = ["focusin", "pointerdown"] as const;
    const stop = () => {
      observer?.disconnect();
      for (const name of events) form.removeEventListener(name, fetchToken);
    };
    function fetchToken() {
      stop();
      fetch("/api/form-guard", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<FormGuardToken>) : null))
        .then((issued) => {
          if (isCurrent && issued) setToken(issued);
        })
        // Without a token the form is sent as it would be without JavaScript.
        .catch(() => {});
    }
    observer?.observe(form);
    for (const name of events) form.addEventListener(name, fetchToken);
    return () => {
      isCurrent = false;
      stop();
    };
  }, [token]);

  return (
    <>
      <input ref={anchor} type="hidden" name={GUARD_FIELDS.key} value={token?.key ?? ""} />
      <input type="hidden" name={GUARD_FIELDS.startedAt} value={token?.startedAt ?? ""} />
      <div
        aria-hidden="true"
        data-form-guard=""
        className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label>
          Fax number (leave this empty)
          <input
            type="text"
            name={GUARD_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
