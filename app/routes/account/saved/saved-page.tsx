/**
 * The saved products page's content: one section per company, its saved products as ticked
 * boxes in the same GET form to /request-samples as the company page's product picker, so
 * "Request selected samples" opens that company's request form with the ticked products.
 */
import { Form, Link } from "react-router";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";
import { SaveProductButton, SaveProductForm } from "~/components/save-product";
import { companyPath, productPath } from "~/lib/catalogue";
import { PICKED_SELECTION } from "~/lib/product-selection";
import type { SavedCompany } from "~/models/accounts/saved-products.server";

export function SavedProductsPage({ companies }: { companies: SavedCompany[] }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Saved products</h1>
      {companies.length === 0 ? (
        <p className="mt-4 text-slate-700">
          You have not saved any products yet. Press Save on a product to keep it here.{" "}
          <Link to="/" className="font-semibold text-brand-700 underline">
            Browse companies
          </Link>
        </p>
      ) : (
        companies.map((company) => <SavedCompanySection key={company.id} company={company} />)
      )}
    </div>
  );
}

function SavedCompanySection({ company }: { company: SavedCompany }) {
  const headingId = `saved-${company.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        <Link to={companyPath(company)} className="text-brand-700 underline">
          {company.name}
        </Link>
      </h2>
      <Form method="get" action="/request-samples" className="mt-3">
        <input type="hidden" name="company" value={company.id} />
        <input type="hidden" name="selection" value={PICKED_SELECTION} />
        <ul className="divide-y divide-slate-200">
          {company.products.map((product) => (
            <li key={product.id} className="flex flex-wrap items-center gap-3 py-3">
              <label className="flex min-w-0 flex-1 items-center gap-3">
                <input
                  type="checkbox"
                  name="product"
                  value={product.id}
                  defaultChecked
                  className="h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{product.name}</span>
                  {product.category ? (
                    <span className="block text-sm text-slate-700">{product.category}</span>
                  ) : null}
                </span>
              </label>
              <Link to={productPath(product)} className="text-sm text-brand-700 underline">
                Details<span className="sr-only"> of {product.name}</span>
              </Link>
              <SaveProductButton product={product} isSaved />
            </li>
          ))}
        </ul>
        <button type="submit" className={`mt-3 ${PRIMARY_BUTTON_CLASS}`}>
          Request selected samples
        </button>
      </Form>
      {company.products.map((product) => (
        <SaveProductForm key={product.id} productId={product.id} />
      ))}
    </section>
  );
}
