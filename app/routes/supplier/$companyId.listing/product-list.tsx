/**
 * The company's products in the order the public page shows them, hidden ones marked: Edit,
 * Hide/Show and Move up/down (small forms, so they work without JavaScript), and Add product.
 */
import { Form, Link } from "react-router";
import { PlanLimitMessage } from "~/components/billing/plan-limit-message";
import { ButtonLink } from "~/components/button-link";
import { FormAlert } from "~/components/form/fields";
import { Picture } from "~/components/picture";
import { SuccessStatus } from "~/components/success-status";
import { billingUpgradePath } from "~/lib/billing-links";
import { productPicture } from "~/lib/product-pictures";

interface ListedProduct {
  id: string;
  name: string;
  category: string;
  availability: boolean;
  /** Available but beyond the plan's product limit (a lapsed or Basic plan). */
  planHidden: boolean;
  images: string[];
}

const SMALL_BUTTON =
  "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50";

function ProductButton({
  productId,
  intent,
  label,
  productName,
  isDisabled = false,
}: {
  productId: string;
  intent: string;
  label: string;
  productName: string;
  isDisabled?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" className={SMALL_BUTTON} disabled={isDisabled}>
        {label}
        <span className="sr-only"> {productName}</span>
      </button>
    </Form>
  );
}

/**
 * The success line above the products: a product button's own answer, else the saved product's
 * (whether the public sees it, from the loader). Any other answer, above all a refusal, replaces
 * an earlier success, so "Product saved" never stands beside an error (issue 34 point 6).
 */
export function productListMessage(
  result: { ok: true; message: string } | { ok: false } | undefined,
  savedMessage: string | null,
): string | null {
  if (!result) return savedMessage;
  return result.ok && result.message.startsWith("Product") ? result.message : null;
}

export function ProductList({
  companyId,
  products,
  limit,
  isLapsed = false,
  message,
  refusal,
}: {
  companyId: string;
  products: ListedProduct[];
  /** The plan's product limit (null: none). */
  limit: number | null;
  /** The limit is a lapsed Featured plan's: renewing, not upgrading, lifts it. */
  isLapsed?: boolean;
  message: string | null;
  /** The plan's product-limit refusal of a Show (with its Upgrade link). */
  refusal?: string | undefined;
}) {
  const base = `/supplier/${encodeURIComponent(companyId)}/listing/products`;
  const billing = billingUpgradePath(companyId);
  const available = products.filter((product) => product.availability).length;
  return (
    <section aria-labelledby="products-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-title" className="text-xl font-bold tracking-tight">
          Products
        </h2>
        <ButtonLink to={`${base}/new`}>Add product</ButtonLink>
      </div>
      {limit !== null && available >= limit ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="product-limit-note">
          {isLapsed ? "Your Featured plan has lapsed, so it lists" : "Your plan lists"} up to{" "}
          {limit} products and {available} are available: a new product can only be added hidden,
          until you hide one or {isLapsed ? "renew" : "upgrade"}.{" "}
          <Link to={billing} className="font-semibold text-brand-700 underline">
            {isLapsed ? "Renew" : "Upgrade"}
          </Link>
        </p>
      ) : null}
      <SuccessStatus message={message} className="mt-4" />
      <div className="mt-4">
        <FormAlert>
          {refusal ? <PlanLimitMessage message={refusal} upgradePath={billing} /> : null}
        </FormAlert>
      </div>
      {products.length === 0 ? (
        <p className="mt-4 text-slate-700">
          No products yet. Your page says samples are available on request.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {products.map((product, index) => (
            <li
              key={product.id}
              className="flex flex-wrap items-center gap-3 p-3"
              aria-label={product.name}
            >
              <Picture
                src={productPicture(product)}
                width={48}
                isLazy
                className="h-12 w-12 shrink-0 rounded object-contain"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {product.name}
                  {product.availability ? null : (
                    <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      Hidden
                    </span>
                  )}
                  {product.availability && product.planHidden ? (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Not shown: beyond your plan's 10 products
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">{product.category}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`${base}/${encodeURIComponent(product.id)}`} className={SMALL_BUTTON}>
                  Edit<span className="sr-only"> {product.name}</span>
                </Link>
                <ProductButton
                  productId={product.id}
                  intent={product.availability ? "hide" : "show"}
                  label={product.availability ? "Hide" : "Show"}
                  productName={product.name}
                />
                <ProductButton
                  productId={product.id}
                  intent="up"
                  label="Move up"
                  productName={product.name}
                  isDisabled={index === 0}
                />
                <ProductButton
                  productId={product.id}
                  intent="down"
                  label="Move down"
                  productName={product.name}
                  isDisabled={index === products.length - 1}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
