/**
 * A console delete page's confirmation: what goes, the red button (a POST form, works without
 * JavaScript) and the way back. The page itself is the confirmation step.
 */
import { Form, Link, useNavigation } from "react-router";

export function DeleteForm({
  buttonLabel,
  back,
  children,
}: {
  buttonLabel: string;
  back: { to: string; label: string };
  /** What deleting removes; null when the page refuses instead (its own text says why). */
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const isDeleting = navigation.state === "submitting";
  return (
    <>
      {children ? (
        <Form method="post" className="mt-4 max-w-3xl space-y-4">
          <p className="text-slate-800">{children}</p>
          <button
            type="submit"
            disabled={isDeleting}
            className="rounded-md bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {isDeleting ? "Deleting..." : buttonLabel}
          </button>
        </Form>
      ) : null}
      <p className="mt-6">
        <Link to={back.to} className="font-semibold text-brand-700 underline">
          {back.label}
        </Link>
      </p>
    </>
  );
}
