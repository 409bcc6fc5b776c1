/**
 * A draft's publishing (docs/decisions/117), the same in the workspace and the console: what the
 * page still needs, checked off, and Publish; after publishing, where it shows now.
 */
import { Form, Link } from "react-router";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";

export interface PublishPanelProps {
  companyName: string;
  isDraft: boolean;
  /** Each requirement in the page's words, and whether it is met. */
  checklist: { label: string; isMet: boolean }[];
  /** Where the description and products are edited. */
  editPath: string;
  publicPath: string;
  /** Owners and admins publish; a team member reads who can. */
  mayPublish: boolean;
  result?: { ok: boolean; message: string } | undefined;
  /** The heading's level: the workspace's page title, or a section of the console's page. */
  heading?: "h1" | "h2";
}

export function PublishPanel(props: PublishPanelProps) {
  const { companyName, isDraft, checklist, editPath, publicPath, mayPublish, result } = props;
  const Heading = props.heading ?? "h1";
  return (
    <section aria-labelledby="publish-title" className="max-w-2xl space-y-4">
      <Heading id="publish-title" className="text-2xl font-bold tracking-tight">
        {isDraft ? "Draft – not public yet" : "Published"}
      </Heading>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`rounded-md border px-4 py-3 text-sm ${result.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
        >
          {result.message}
        </p>
      ) : null}
      {isDraft ? (
        <>
          <p className="text-slate-700">
            {companyName} is seen by its team and SampleTray admins only: it is not on the home
            page, in search, in the sitemap or in "Make Request to All". Publish it once it has:
          </p>
          <ul className="space-y-1" aria-label="Before publishing">
            {checklist.map((item) => (
              <li key={item.label} className="flex items-center gap-2">
                <span aria-hidden="true" className={item.isMet ? "text-green-700" : "text-red-700"}>
                  {item.isMet ? "✓" : "✗"}
                </span>
                <span>
                  {item.label}
                  <span className="sr-only">{item.isMet ? " (done)" : " (missing)"}</span>
                </span>
              </li>
            ))}
          </ul>
          {mayPublish ? (
            <Form method="post" className="flex flex-wrap items-center gap-4">
              <button type="submit" className={PRIMARY_BUTTON_CLASS}>
                Publish
              </button>
              <Link to={editPath} className="font-semibold text-brand-700 underline">
                Edit the description and products
              </Link>
            </Form>
          ) : (
            <p className="text-slate-700">
              Only the company's owners (or an admin) can publish it.
            </p>
          )}
        </>
      ) : (
        <p className="text-slate-700">
          {companyName} shows on the home page, in search and in the sitemap.{" "}
          <Link to={publicPath} className="font-semibold text-brand-700 underline">
            View public page
          </Link>
        </p>
      )}
    </section>
  );
}
