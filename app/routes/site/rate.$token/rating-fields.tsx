/**
 * One product on the rating page: a radio group of 1–5 (a fieldset with its legend, each value
 * labelled, the message linked to the group) and the optional comment; or, once the window for
 * changes has closed, what was saved.
 */
import { useId } from "react";
import { TextAreaField } from "~/components/form/fields";
import type { FieldProps } from "~/forms/use-form";
import { RATING_COMMENT_LENGTH } from "~/lib/product-facts";
import { RATING_LABELS, RATING_VALUES } from "~/lib/ratings";

interface Product {
  id: string;
  name: string;
  rating: number | null;
  comment: string;
}

export function ProductRatingFields({
  product,
  rating,
  comment,
}: {
  product: Product;
  rating: FieldProps;
  comment: FieldProps;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <fieldset aria-describedby={rating.error ? errorId : undefined}>
        <legend className="text-lg font-semibold">
          Rating for {product.name}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
          <span className="sr-only"> (required)</span>
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {RATING_VALUES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={rating.name}
                value={value}
                defaultChecked={rating.defaultValue === value}
                aria-invalid={rating.error ? true : undefined}
                className="h-4 w-4 accent-brand-700"
              />
              {RATING_LABELS[value]}
            </label>
          ))}
        </div>
        {rating.error ? (
          <p id={errorId} className="mt-2 text-sm text-red-700">
            {rating.error}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        {...comment}
        className="mt-4"
        label={`Comment on ${product.name} (optional)`}
        hint={`At most ${RATING_COMMENT_LENGTH} characters.`}
      />
    </div>
  );
}

export function SavedRating({ product }: { product: Product }) {
  const label =
    product.rating === null
      ? "Not rated"
      : RATING_LABELS[String(product.rating) as keyof typeof RATING_LABELS];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{product.name}</h2>
      <p className="mt-1 text-slate-800">Your rating: {label}</p>
      {product.comment ? (
        <p className="mt-1 whitespace-pre-line break-words text-slate-700">{product.comment}</p>
      ) : null}
    </li>
  );
}
