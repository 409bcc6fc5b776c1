/**
 * The Save toggle of a product (docs/decisions/127): a POST form to /saved-products that works
 * without JavaScript (the action sends the visitor back to the page), and with JavaScript is sent
 * by a fetcher so the page stays where it is. The form and its button are apart, joined by the
 * button's `form` attribute, because a product card sits inside the company page's request form.
 *
 * Signed-out pages are the same bytes for everyone (docs/decisions/102): `isSaved` is only ever
 * true on a signed-in visitor's own page, and the form carries only the page's path.
 */
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";

export const SAVE_PRODUCT_ACTION = "/saved-products";

const formId = (productId: string) => `save-product-${productId}`;

/** The hidden form the product's Save button submits; render it outside any other form. */
export function SaveProductForm({ productId }: { productId: string }) {
  const fetcher = useFetcher({ key: formId(productId) });
  const { pathname } = useLocation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = new FormData(event.currentTarget, submitter);
    // Answered with data rather than a redirect back (a signed-out visitor still goes to login).
    body.set("js", "1");
    fetcher.submit(body, { method: "post", action: SAVE_PRODUCT_ACTION });
  }
  return (
    <form id={formId(productId)} method="post" action={SAVE_PRODUCT_ACTION} onSubmit={submit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={pathname} />
    </form>
  );
}

/**
 * The toggle: "Save {product name}", pressed when saved (at once, as it is sent). Once the server
 * has answered, a status says so to a screen reader, and a refusal shows its reason.
 */
export function SaveProductButton({
  product,
  isSaved,
  className = "",
}: {
  product: { id: string; name: string };
  isSaved: boolean;
  className?: string;
}) {
  const fetcher = useFetcher({ key: formId(product.id) });
  const sent = fetcher.formData?.get("save");
  const isPressed = typeof sent === "string" ? sent === "1" : isSaved;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <>
      <button
        type="submit"
        form={formId(product.id)}
        name="save"
        value={isPressed ? "0" : "1"}
        aria-pressed={isPressed}
        className={`inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold ${isPressed ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"} ${className}`}
      >
        <span aria-hidden="true">{isPressed ? "★" : "☆"}</span>
        {/* The name stays "Save …" whether pressed or not: aria-pressed says which. */}
        Save
        <span className="sr-only"> {product.name}</span>
      </button>
      <span role="status" className="sr-only">
        {answer && "isSaved" in answer
          ? `${answer.isSaved ? "Saved" : "Removed"} ${product.name} ${answer.isSaved ? "to" : "from"} your list`
          : ""}
      </span>
      {answer && "error" in answer ? (
        <span role="alert" className="text-sm text-red-800">
          {answer.error}
        </span>
      ) : null}
    </>
  );
}
