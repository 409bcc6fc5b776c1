/**
 * The console's new product page below its title (its route: app/routes/admin/products.new/route.tsx):
 * the company to add it to (a GET form) until one is chosen, then the supplier's product editor.
 */
import { Form } from "react-router";
import { SelectFilter } from "~/components/analytics/select-filter";
import { ProductForm } from "~/components/suppliers/product-form";
import type { FormFailure } from "~/forms/kit";

export function NewProductForm({
  isCompanyChosen,
  companies,
  failure,
  listingPath,
  upgradePath,
}: {
  /** The chosen company's billing form (the plan's product-limit refusal links to it). */
  upgradePath?: string;
  isCompanyChosen: boolean;
  /** The companies to choose from, until one is chosen. */
  companies: readonly { id: string; name: string }[];
  failure: FormFailure | undefined;
  /** The chosen company's products list. */
  listingPath: string;
}) {
  if (!isCompanyChosen) {
    return (
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectFilter
          id="new-product-company"
          name="companyId"
          label="Company"
          value={companies[0]?.id ?? ""}
          options={companies.map((c) => ({ value: c.id, label: c.name }))}
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Continue
        </button>
      </Form>
    );
  }
  return (
    <ProductForm
      product={null}
      failure={failure}
      listingPath={listingPath}
      submitLabel="Add product"
      upgradePath={upgradePath}
    />
  );
}
