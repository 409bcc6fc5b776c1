/**
 * The ratings below the console page's title (its route: app/routes/admin/ratings/route.tsx): the last
 * change's message or refusal, each rating with its Hide or Unhide button, and the page links.
 * Without JavaScript each button is a plain POST form answered by the page.
 */
import { Form } from "react-router";
import { FormAlert } from "~/components/form/fields";
import { RatingCard } from "~/components/rating-card";
import { DecisionStatus } from "~/components/review-form";
import { CursorPages } from "~/routes/admin/parts/list-pages";
import type { Route } from "./+types/route";

export function RatingsList({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { ratings, nextBefore, isFirstPage } = loaderData;
  return (
    <>
      <DecisionStatus actionData={actionData} />
      <div className="has-[p]:mt-4">
        <FormAlert>{actionData?.ok ? null : actionData?.errors?.form}</FormAlert>
      </div>
      {ratings.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? "No ratings yet." : "No older ratings."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3 lg:grid-cols-2">
          {ratings.map((rating) => (
            <RatingCard key={rating.id} rating={rating}>
              <Form method="post" className="mt-3">
                <input type="hidden" name="ratingId" value={rating.id} />
                <button
                  type="submit"
                  name="intent"
                  value={rating.isHidden ? "unhide" : "hide"}
                  className="min-h-11 rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {rating.isHidden ? "Unhide" : "Hide"}
                  <span className="sr-only"> the rating of {rating.productName}</span>
                </button>
              </Form>
            </RatingCard>
          ))}
        </ul>
      )}
      <CursorPages
        label="Rating pages"
        cursor={["before", nextBefore]}
        isFirstPage={isFirstPage}
        firstText="Newest ratings"
        nextText="Older ratings"
      />
    </>
  );
}
