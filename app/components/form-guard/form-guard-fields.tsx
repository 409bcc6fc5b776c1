/**
 * The guard fields every public form includes (docs/decisions/045): the idempotency key and the
 * signed render time the page's loader issued for this render (`formGuard: pageFormGuard(context)`
 * in the loader of every page with a public form, fresh after every accepted submission, since a
 * successful action reloads the loaders), and a honeypot input that is off-screen, hidden from
 * screen readers, out of the tab order and not autofilled. Only those pages carry a token, so the
 * others may be kept by shared caches (docs/decisions/080).
 */
import { useMatches } from "react-router";
import { type FormGuardToken, GUARD_FIELDS } from "~/lib/form-guard";

export function FormGuardFields() {
  const token = useMatches()
    .map((match) => (match.loaderData as { formGuard?: FormGuardToken } | undefined)?.formGuard)
    .findLast(Boolean);
  return (
    <>
      <input type="hidden" name={GUARD_FIELDS.key} value={token?.key ?? ""} />
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
