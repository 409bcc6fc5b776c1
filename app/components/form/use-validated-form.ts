import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, formValues, parseForm } from "~/lib/form";

/**
 * Validates a form in the browser with the same schema the action uses. On submit with errors
 * it stops the submission, shows the messages and moves focus to the first invalid field; errors
 * the server returns (e.g. with JavaScript off, or a rule only it can check) show the same way.
 */
export function useValidatedForm<S extends z.ZodType>(
  schema: S,
  serverErrors?: FieldErrors | null,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = clientErrors ?? serverErrors ?? {};

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (serverErrors) {
      setClientErrors(null);
      setFocusRequest((n) => n + 1);
    }
  }, [serverErrors]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = parseForm(schema, formValues(new FormData(event.currentTarget)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    setFocusRequest((n) => n + 1);
  }

  return { formRef, errors, onSubmit };
}
