/**
 * The pages behind the update list's e-mailed links (confirm, unsubscribe; docs/decisions/052): a
 * heading, a short text and, while there is something to do, one button in a plain form. Opening
 * the link changes nothing; only the button's POST does, so mail scanners that fetch links do not
 * act for the reader. Works without JavaScript; with it, focus moves to the new heading after
 * the button is pressed (the button is gone then).
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form/fields";

export function MailLinkPage({
  title,
  children,
  action,
  focusKey,
}: {
  title: string;
  children: React.ReactNode;
  /** The button and its busy text; none when the page only reports where things stand. */
  action?: { label: string; busyText: string } | undefined;
  /** Changes when the page shows an action's result, to move focus to its heading. */
  focusKey?: string | undefined;
}) {
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey) headingRef.current?.focus();
  }, [focusKey]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="mail-link-title">
      <h1
        id="mail-link-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight outline-none"
      >
        {title}
      </h1>
      <div className="mt-4 space-y-3 text-slate-700">{children}</div>
      {action ? (
        <Form method="post" className="mt-8">
          <SubmitButton isBusy={navigation.state === "submitting"} busyText={action.busyText}>
            {action.label}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
