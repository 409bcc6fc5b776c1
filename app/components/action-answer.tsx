/**
 * A page's answer to its last action, where several forms share one: a failure's message in the
 * form alert, a success's in the status line (each present always, so it is announced).
 */
import { FormAlert } from "./form/fields";
import { SuccessStatus } from "./success-status";

export function ActionAnswer({
  result,
}: {
  result: { ok: true; message: string } | { ok: false; formError?: string | undefined } | undefined;
}) {
  return (
    <>
      <FormAlert>{result && !result.ok ? result.formError : null}</FormAlert>
      <SuccessStatus message={result?.ok ? result.message : null} className="" />
    </>
  );
}
