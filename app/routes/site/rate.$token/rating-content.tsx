/**
 * The rating page's status and form (or, once the window has closed, what was saved): their code
 * downloads on the page's first interaction, as login's form does (docs/decisions/085, 087);
 * until then the form posts as a plain form.
 */
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "~/components/form/fields";
import { DecisionStatus } from "~/components/review-form";
import { ratingFormSchema } from "~/forms/rating";
import { useForm } from "~/forms/use-form";
import { formatLongDate } from "~/lib/dates";
import { commentFieldName, RATING_EDIT_DAYS, ratingFieldName } from "~/lib/ratings";
import type { Route } from "./+types/route";
import { ProductRatingFields, SavedRating } from "./rating-fields";
import { WINDOW_CLOSED } from "./texts";

export interface RatingContentProps {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: Route.ComponentProps["actionData"];
}

export function RatingContent({ loaderData, actionData }: RatingContentProps) {
  const { products, editableUntil, isEditable } = loaderData;
  const schema = useMemo(() => ratingFormSchema(products), [products]);
  const defaults = Object.fromEntries(
    products.flatMap((p) => [
      [ratingFieldName(p.id), p.rating === null ? undefined : String(p.rating)],
      [commentFieldName(p.id), p.comment],
    ]),
  );
  const lastResult = actionData && !actionData.ok ? actionData : null;
  const form = useForm(schema, lastResult, defaults);
  const isBusy = useNavigation().state === "submitting";
  const hasRatings = products.some((p) => p.rating !== null);
  return (
    <>
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
    </>
  );
}
