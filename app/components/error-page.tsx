import { ButtonLink } from "~/components/button-link";
import { GENERIC_ERROR, NOT_FOUND, UNAVAILABLE } from "~/lib/http-errors";
import { NotFoundHelp } from "./not-found-help";

const COPY: Record<number, { title: string; text: string }> = {
  400: { title: "Bad request", text: "The request could not be understood." },
  403: { title: "Access Denied", text: "You don't have permission to access this page." },
  404: NOT_FOUND,
  429: { title: "Too many requests", text: "Please wait a moment and try again." },
  503: UNAVAILABLE,
};

export function ErrorPage({
  status,
  title,
  message,
  stack,
  back = { to: "/", label: "Return to Home" },
}: {
  status: number;
  /** Replaces the status's own title (e.g. "Blog Post Not Found"). */
  title?: string | undefined;
  message?: string | undefined;
  stack?: string | undefined;
  /** Where the button leads; home by default. */
  back?: { to: string; label: string } | undefined;
}) {
  const copy = COPY[status] ?? GENERIC_ERROR;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold text-brand-700">Error {status}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight">
        {title ?? copy.title}
      </h1>
      <p className="mt-4 text-slate-700">{message ?? copy.text}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs">
          {stack}
        </pre>
      ) : null}
      <ButtonLink to={back.to} className="mt-8 inline-block">
        {back.label}
      </ButtonLink>
      {status === 404 ? <NotFoundHelp /> : null}
    </section>
  );
}
