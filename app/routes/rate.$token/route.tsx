/**
 * The requester's rating page (docs/decisions/092): reached only through the link in the
 * follow-up e-mail after a completed request, no sign-in. Per product a 1–5 rating and an optional
 * comment, changeable for RATING_EDIT_DAYS after the first rating, then shown read-only. Works
 * without JavaScript; never indexed; the token is not repeated in canonical or social tags.
 */
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import { DecisionStatus } from "~/components/review-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formConstraints } from "~/forms/kit";
import { formAlertReply, parseSubmission } from "~/forms/parse-submission.server";
import { ratingFormSchema, ratingsFromForm } from "~/forms/rating.server";
import { useForm } from "~/forms/use-form";
import { formatLongDate } from "~/lib/dates";
import { notFound } from "~/lib/http-errors";
import { logFailure } from "~/lib/log.server";
import { commentFieldName, RATING_EDIT_DAYS, RATINGS_SAVED, ratingFieldName } from "~/lib/ratings";
import { seo, siteFromMatches } from "~/lib/seo";
import { findRatingPage, saveRatings } from "~/models/rating.server";
import type { Route } from "./+types/route";
import { ProductRatingFields, SavedRating } from "./rating-fields";

const LINK_NOT_VALID =
  "This rating link is not valid or has expired. Use the link from your e-mail, exactly as it was sent.";
const WINDOW_CLOSED = `Ratings can be changed for ${RATING_EDIT_DAYS} days after the first one; that time has passed, so they are read-only now.`;
const SAVE_FAILED = "Your ratings could not be saved. Please try again.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Rate your samples",
    description: "How did the samples perform?",
    path: "/rate",
    noindex: true,
  });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const page = await findRatingPage(db, params.token);
  if (!page) notFound(LINK_NOT_VALID);
  const { requestId: _, companyId: __, ...shown } = page;
  return { ...shown, constraints: formConstraints(ratingFormSchema(page.products)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const page = await findRatingPage(db, params.token);
  if (!page) notFound(LINK_NOT_VALID);
  const submission = await parseSubmission(request, ratingFormSchema(page.products));
  if (!submission.ok) return submission.reply;
  try {
    const saved = await saveRatings(
      db,
      params.token,
      ratingsFromForm(page.products, submission.data),
    );
    if (!saved.ok && saved.reason === "not-found") notFound(LINK_NOT_VALID);
    if (!saved.ok) return formAlertReply(submission.values, WINDOW_CLOSED, 409);
    return { ok: true as const, message: RATINGS_SAVED };
  } catch (error) {
    // The error may quote the comment, so only its class and code are logged.
    logFailure("Saving ratings failed", error);
    return formAlertReply(submission.values, SAVE_FAILED, 500);
  }
}

export default function RatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { companyName, products, editableUntil, isEditable, constraints } = loaderData;
  const defaults = Object.fromEntries(
    products.flatMap((p) => [
      [ratingFieldName(p.id), p.rating === null ? undefined : String(p.rating)],
      [commentFieldName(p.id), p.comment],
    ]),
  );
  const lastResult = actionData && !actionData.ok ? actionData : null;
  const form = useForm(constraints, lastResult, defaults);
  const isBusy = useNavigation().state === "submitting";
  const hasRatings = products.some((p) => p.rating !== null);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="rate-title">
      <h1 id="rate-title" className="text-3xl font-bold tracking-tight">
        How did the samples perform?
      </h1>
      <p className="mt-2 text-slate-700">
        Your samples from <strong className="font-semibold">{companyName}</strong>. Rate each
        product from 1 (poor) to 5 (excellent) and, if you like, say why. {companyName} sees your
        ratings and comments; the public company page shows only each product's average, never your
        name or comment.
      </p>
      <DecisionStatus actionData={actionData} />
      {products.length === 0 ? (
        <p className="mt-8 text-slate-700">
          The products of this request are no longer listed, so there is nothing to rate.
        </p>
      ) : isEditable ? (
        <Form method="post" className="mt-8 space-y-6" {...form.props}>
          <FormAlert>{form.formError}</FormAlert>
          {editableUntil ? (
            <p className="text-sm text-slate-700">
              You can change your ratings until {formatLongDate(editableUntil)}.
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              You can change your ratings for {RATING_EDIT_DAYS} days after you first save them.
            </p>
          )}
          {products.map((product) => (
            <ProductRatingFields
              key={product.id}
              product={product}
              rating={form.field(ratingFieldName(product.id))}
              comment={form.field(commentFieldName(product.id))}
            />
          ))}
          <SubmitButton isBusy={isBusy} busyText="Saving...">
            {hasRatings ? "Save changes" : "Save ratings"}
          </SubmitButton>
        </Form>
      ) : (
        <div className="mt-8 space-y-6">
          <p className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800">
            {WINDOW_CLOSED}
            {editableUntil
              ? ` (They could be changed until ${formatLongDate(editableUntil)}.)`
              : ""}
          </p>
          <ul className="space-y-4">
            {products.map((product) => (
              <SavedRating key={product.id} product={product} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{ title: "Rating link not valid", back: { to: "/", label: "Back to Home" } }}
    />
  );
}
