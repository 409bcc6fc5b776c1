import { Link } from "react-router";

const GENERIC = {
  title: "Something went wrong",
  text: "An unexpected error occurred. Please try again.",
};

const COPY: Record<number, { title: string; text: string }> = {
  400: { title: "Bad request", text: "The request could not be understood." },
  403: { title: "Access Denied", text: "You don't have permission to access this page." },
  404: { title: "Page not found", text: "The page you're looking for doesn't exist or has moved." },
  429: { title: "Too many requests", text: "Please wait a moment and try again." },
};

export function ErrorPage({
  status,
  message,
  stack,
}: {
  status: number;
  message?: string | undefined;
  stack?: string | undefined;
}) {
  const copy = COPY[status] ?? GENERIC;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="error-title">
      <p className="text-sm font-semibold text-brand-700">Error {status}</p>
      <h1 id="error-title" className="mt-2 text-3xl font-bold tracking-tight">
        {copy.title}
      </h1>
      <p className="mt-4 text-slate-700">{message ?? copy.text}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs">
          {stack}
        </pre>
      ) : null}
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
