import { Form } from "react-router";

/**
 * One of a page's several actions: a button in a form of its own that posts its `intent` (the
 * workspace's and the account's forms read it with the same name) and any hidden `fields`.
 */
export function IntentButton({
  intent,
  fields = {},
  className,
  isDisabled = false,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  className: string;
  isDisabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className} disabled={isDisabled}>
        {children}
      </button>
    </Form>
  );
}
