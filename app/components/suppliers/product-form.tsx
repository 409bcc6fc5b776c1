/**
 * The product editor's form (new and edit pages): one multipart form that works without
 * JavaScript. Current images can be removed (checkboxes); new ones are added as files, up to
 * MAX_PRODUCT_IMAGES in all. The facts and documents have their own fieldsets
 * (product-facts-fields.tsx).
 */
import { Link } from "react-router";
import { PlanLimitMessage } from "~/components/billing/plan-limit-message";
import { EditorForm } from "~/components/form/editor-form";
import {
  CheckboxField,
  FileField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { useIsSubmitting } from "~/components/form/use-is-submitting";
import { Picture } from "~/components/picture";
import type { FormFailure } from "~/forms/kit";
import { productSchema } from "~/forms/product";
import { useForm } from "~/forms/use-form";
import type { StatedFacts } from "~/lib/product-fact-summary";
import type { DocumentKind } from "~/lib/product-facts";
import { PRODUCT_FIELDS, sizeLimitText } from "~/lib/upload-fields";
import { ProductDocumentsFields, ProductFactsFields } from "./product-facts-fields";

export interface EditedProduct extends StatedFacts {
  name: string;
  description: string;
  category: string;
  treatmentType: string;
  sampleType: string;
  quantity: string;
  availability: boolean;
  images: string[];
  /** Its documents; with the facts (null or missing: not stated), findCompanyProduct gives them. */
  documents?: { kind: DocumentKind; url: string }[];
}

export function ProductForm({
  product,
  failure,
  listingPath,
  submitLabel,
  upgradePath,
}: {
  product: EditedProduct | null;
  failure: FormFailure | undefined;
  listingPath: string;
  submitLabel: string;
  /** Where the plan's product-limit refusal links to (the Billing tab, or the admin's form). */
  upgradePath?: string;
}) {
  const isSaving = useIsSubmitting();
  const { field, formError, errors, props } = useForm(productSchema, failure, {
    name: product?.name ?? "",
    description: product?.description ?? "",
    category: product?.category ?? "",
    treatmentType: product?.treatmentType ?? "",
    sampleType: product?.sampleType ?? "",
    quantity: product?.quantity ?? "",
    availability: product === null || product.availability ? "on" : "off",
    fda510k: product?.fda510k ?? "",
    ceMarked: factAnswer(product?.ceMarked),
    latexFree: factAnswer(product?.latexFree),
    containsFluoride: factAnswer(product?.containsFluoride),
    shelfLife: product?.shelfLife ?? "",
    storageTemperature: product?.storageTemperature ?? "",
  });
  const images = product?.images ?? [];
  return (
    <EditorForm
      props={props}
      formError={
        formError ? <PlanLimitMessage message={formError} upgradePath={upgradePath} /> : null
      }
    >
      <TextField {...field("name")} />
      <TextAreaField {...field("description")} rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field("category")} placeholder="Choose a category" />
        <TextField {...field("treatmentType")} />
        <TextField {...field("sampleType")} hint="e.g. Syringe kit, Trial pack" />
        <TextField {...field("quantity")} hint="e.g. 2 x 2 g syringes" />
      </div>
      <CheckboxField
        {...field("availability")}
        label="Available for sample requests (shown on the public page)"
      />
      {images.length > 0 ? (
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Current images</legend>
          <ul className="flex flex-wrap gap-4">
            {images.map((url, index) => (
              <li key={url} className="flex flex-col items-center gap-1">
                <Picture
                  src={url}
                  width={96}
                  alt={`${product?.name ?? "Product"} image ${index + 1}`}
                  className="h-24 w-24 rounded border border-slate-200 object-contain"
                />
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="removeImage"
                    value={url}
                    className="h-4 w-4 rounded border-slate-400 accent-brand-700"
                  />
                  Remove image {index + 1}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <FileField
        name="images"
        label="Add images"
        multiple
        accept="image/png,image/jpeg,image/webp"
        hint={`PNG, JPEG or WebP, ${sizeLimitText(PRODUCT_FIELDS.images)} each; up to ${PRODUCT_FIELDS.images.maxFiles} images per product. The first one shows on your page.`}
        error={errors.images}
      />
      <ProductFactsFields field={field} />
      <ProductDocumentsFields documents={product?.documents ?? []} errors={errors} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton isBusy={isSaving} busyText="Saving...">
          {submitLabel}
        </SubmitButton>
        <Link to={listingPath} className="font-semibold text-brand-700 underline">
          Back to the listing
        </Link>
      </div>
    </EditorForm>
  );
}

/** The select's value for a stored fact. */
function factAnswer(value: boolean | null | undefined): string {
  return value === true ? "Yes" : value === false ? "No" : "";
}
