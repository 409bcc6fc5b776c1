/**
 * The company's products as selectable cards. It is a GET form to /request-samples, so without
 * JavaScript 'Request Selected Samples' opens the plain request page with the ticked products;
 * with JavaScript it opens the modal instead. Each card links to its product's own page.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import { Form, Link } from "react-router";
import { Picture } from "~/components/picture";
import { SaveProductButton, SaveProductForm } from "~/components/save-product";
import { trackEvent } from "~/lib/analytics";
import { productPath } from "~/lib/catalogue";
import type { StatedFacts } from "~/lib/product-fact-summary";
import type { DocumentKind } from "~/lib/product-facts";
import { productPicture } from "~/lib/product-pictures";
import { PICKED_SELECTION, SELECT_A_PRODUCT_FIRST } from "~/lib/product-selection";
import { ProductDocumentLinks, ProductFactsLine } from "~/routes/site/parts/product-facts";

export interface PickerProduct extends StatedFacts {
  id: string;
  name: string;
  description: string;
  category: string;
  treatmentType: string;
  images: string[];
  sampleType: string;
  quantity: string;
  /** Its Safety Data Sheet and Instructions for Use (PDF), linked beneath the card's label. */
  documents?: { kind: DocumentKind; url: string }[];
}

export function ProductPicker({
  companyId,
  products,
  preselected = [],
  savedIds = [],
  isNothingSelected = false,
  onRequest,
}: {
  companyId: string;
  products: PickerProduct[];
  /** Ticked from the start (?product=<id>, a product chosen in search): rendered checked, and
   * with JavaScript the first one is scrolled into view and focused. */
  preselected?: string[];
  /** The signed-in visitor's saved products among these (their Save buttons pressed). */
  savedIds?: string[];
  /** The request page sent a visitor without JavaScript back here: they had ticked nothing. */
  isNothingSelected?: boolean;
  onRequest: (selected: PickerProduct[]) => void;
}) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set(preselected));
  const [isNothingSelectedShown, setNothingSelectedShown] = useState(isNothingSelected);
  const firstPreselected = preselected[0];
  useEffect(() => {
    if (!firstPreselected) return;
    const input = document.getElementById(`product-${firstPreselected}`);
    // Centred, so the sticky selection bar at the bottom does not cover the card; at once, as the
    // page arrives there (the site's smooth scrolling is for moves the visitor starts).
    input?.closest("li")?.scrollIntoView({ block: "center", behavior: "instant" });
    input?.focus({ preventScroll: true });
  }, [firstPreselected]);
  // Boxes ticked or cleared before the page's code was in (docs/decisions/087: the browser ticks
  // them, React keeps what it finds) are the selection from the start, each tick a product view;
  // before paint, and before a click held meanwhile (Request Selected Samples) is replayed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the picker hydrates
  useLayoutEffect(() => {
    for (const product of products) {
      const input = document.getElementById(`product-${product.id}`);
      if (input instanceof HTMLInputElement && input.checked !== selected.has(product.id)) {
        toggle(product, input.checked);
      }
    }
  }, []);
  function toggle(product: PickerProduct, isChecked: boolean) {
    const id = product.id;
    // Selecting a product is a product view (the supplier's Performance page counts them).
    if (isChecked) {
      trackEvent({
        name: "select_content",
        contentType: "product",
        contentId: id,
        contentTitle: product.name,
        contentCategory: product.category,
      });
    }
    setNothingSelectedShown(false);
    setSelected((prev) => {
      const next = new Set(prev);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  return (
    <>
      <Form
        method="get"
        action="/request-samples"
        onSubmit={(event) => {
          event.preventDefault();
          // The boxes as the form submits them (the selection's state, or ticks not yet in it).
          const ticked = new FormData(event.currentTarget).getAll("product");
          if (ticked.length === 0) setNothingSelectedShown(true);
          else onRequest(products.filter((p) => ticked.includes(p.id)));
        }}
      >
        <input type="hidden" name="company" value={companyId} />
        {/* Without JavaScript the request page sees the selection was asked for (and was empty). */}
        <input type="hidden" name="selection" value={PICKED_SELECTION} />
        <ul className="grid gap-4 sm:grid-cols-2">
          {products.map((product) => {
            const inputId = `product-${product.id}`;
            const isSelected = selected.has(product.id);
            return (
              // The card is the list item; the documents are links of their own, outside the label.
              <li
                key={product.id}
                className={`flex h-full flex-col rounded-lg border has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${isSelected ? "border-brand-700 bg-brand-50" : "border-slate-200 hover:border-slate-400"}`}
              >
                <label htmlFor={inputId} className="flex flex-1 cursor-pointer gap-4 p-4">
                  <input
                    id={inputId}
                    type="checkbox"
                    name="product"
                    value={product.id}
                    checked={isSelected}
                    onChange={(event) => toggle(product, event.target.checked)}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                  />
                  {/* The product's first image (named after it), else its illustration. */}
                  <Picture
                    src={productPicture(product)}
                    width={64}
                    alt={product.images[0] ? product.name : undefined}
                    isLazy
                    className="h-16 w-16 shrink-0 rounded object-contain"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold">{product.name}</span>
                    <span className="mt-1 block text-sm text-slate-700">{product.description}</span>
                    <span className="mt-2 block text-xs text-slate-600">
                      {[product.category, product.sampleType, product.quantity]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                    <ProductFactsLine facts={product} className="mt-1" />
                  </span>
                </label>
                <ProductDocumentLinks
                  productName={product.name}
                  documents={product.documents ?? []}
                  className="-mt-2 px-4 pb-4 pl-32"
                />
                {/* Outside the label: a click on the card ticks it, the link opens the product. */}
                <div className="mx-4 mb-4 flex items-center justify-between gap-3">
                  <Link
                    to={productPath({ ...product, companyId })}
                    className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    Details<span className="sr-only"> of {product.name}</span>
                  </Link>
                  <SaveProductButton product={product} isSaved={savedIds.includes(product.id)} />
                </div>
              </li>
            );
          })}
        </ul>
        {/* Opaque (cards scroll beneath it) and, on a phone, one slim row reaching the screen's
          edges, so it and the header leave most of the screen to the products. */}
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:mx-0 sm:px-0 sm:py-4 sm:shadow-none">
          <p aria-live="polite" className="font-medium">
            {isNothingSelectedShown ? (
              <span className="text-red-800">{SELECT_A_PRODUCT_FIRST}</span>
            ) : (
              `${selected.size} selected`
            )}
          </p>
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-5 sm:py-2.5 sm:text-base"
          >
            Request Selected Samples
          </button>
        </div>
      </Form>
      {/* The Save buttons' own forms: a form cannot sit inside the request form. */}
      {products.map((product) => (
        <SaveProductForm key={product.id} productId={product.id} />
      ))}
    </>
  );
}
