/**
 * The product editor's facts and documents (docs/decisions/091-product-facts-and-documents.md):
 * each in its own fieldset, so every editor that shows ProductForm (the supplier workspace, the
 * operators' console) gets them. The facts are optional: a yes/no left "Not stated" says nothing.
 */

import { CheckboxField, FileField, SelectField, TextField } from "~/components/form/fields";
import type { FieldErrors } from "~/forms/kit";
import type { productSchema } from "~/forms/product";
import { FACT_NOT_STATED } from "~/forms/product";
import type { FieldProps } from "~/forms/use-form";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  PRODUCT_FACT_FLAG_LABELS,
  PRODUCT_FACT_FLAGS,
} from "~/lib/product-facts";
import { PRODUCT_FIELDS, sizeLimitText } from "~/lib/upload-fields";

type ProductField = (name: keyof (typeof productSchema)["shape"] & string) => FieldProps;

const FIELDSET = "rounded-md border border-slate-200 p-3 sm:p-4";
const LEGEND = "px-1 text-sm font-medium text-slate-800";

export function ProductFactsFields({ field }: { field: ProductField }) {
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>Product facts</legend>
      <p className="text-sm text-slate-700">
        Optional. Shown on your company page and in search; clinicians can filter by them.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {PRODUCT_FACT_FLAGS.map((flag) => (
          <SelectField
            key={flag}
            {...field(flag)}
            label={PRODUCT_FACT_FLAG_LABELS[flag]}
            placeholder={FACT_NOT_STATED}
          />
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          {...field("fda510k")}
          hint="K followed by 6 digits, e.g. K123456"
          autoCapitalize="characters"
        />
        <TextField {...field("shelfLife")} hint="e.g. 24 months" />
        <TextField {...field("storageTemperature")} hint="e.g. 2–25 °C" />
      </div>
    </fieldset>
  );
}

/** The current documents (links, Remove checkboxes) and a PDF file input per kind. */
export function ProductDocumentsFields({
  documents,
  errors,
}: {
  documents: readonly { kind: DocumentKind; url: string }[];
  errors: FieldErrors;
}) {
  const current = new Map(documents.map((d) => [d.kind, d.url]));
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>Documents</legend>
      <p className="text-sm text-slate-700">
        PDF only, {sizeLimitText(PRODUCT_FIELDS.sds)} each. A new file replaces the current one.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {DOCUMENT_KINDS.map((kind) => {
          const label = DOCUMENT_KIND_LABELS[kind];
          const url = current.get(kind);
          return (
            <div key={kind} className="min-w-0 space-y-2">
              {url ? (
                <p className="text-sm text-slate-800">
                  Current:{" "}
                  <a href={url} className="font-semibold text-brand-700 underline">
                    {label} (PDF)
                  </a>
                </p>
              ) : null}
              <FileField
                name={kind}
                label={url ? `Replace ${label}` : label}
                accept="application/pdf"
                error={errors[kind]}
              />
              {url ? (
                <CheckboxField name="removeDocument" value={kind} label={`Remove ${label}`} />
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
