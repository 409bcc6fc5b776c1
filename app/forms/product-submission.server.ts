/**
 * The product editor's action, shared by the new and edit pages: reads the multipart form, checks
 * the fields and every new image, and saves the product with its images in one transaction.
 */
import { data, redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { IMAGE_TYPES, MAX_PRODUCT_IMAGES } from "~/lib/suppliers";
import { addProduct, findCompanyProduct, updateProduct } from "~/models/listing.server";
import { recordProductSave } from "~/models/product-audit.server";
import {
  type CheckedUpload,
  checkUpload,
  chosenFile,
  deleteUploads,
  readUploadForm,
  saveUpload,
} from "~/models/upload.server";
import { echoValues, type FormFailure, readFormData, validate } from "./kit";
import { productSchema } from "./product";

export const TOO_MANY_IMAGES = `A product shows at most ${MAX_PRODUCT_IMAGES} images: remove one first.`;

/**
 * Saves the submitted product: `existing` is the product being edited (its current images), or
 * null for a new one; the audit entry (who, and each changed field) is written in the same
 * transaction. Answers a redirect to the listing, or a 400/413 with the messages and the
 * typed values.
 */
export async function submitProduct(
  request: Request,
  db: Database,
  target: {
    companyId: string;
    uploadedBy: string;
    existing: { id: string; images: string[] } | null;
    /** Where a saved product sends the editor (default: the supplier's listing). */
    savedPath?: string;
  },
) {
  const form = await readUploadForm(request, MAX_PRODUCT_IMAGES);
  if (!form.ok) {
    return data<FormFailure>(
      { ok: false, errors: { images: form.message }, values: {} },
      { status: 413 },
    );
  }
  const input = readFormData(form.formData, productSchema);
  const values = echoValues(productSchema, input);
  values.availability = input.availability === "on" ? "on" : "off";
  const result = validate(productSchema, input);
  const errors = result.ok ? {} : { ...result.errors };

  const files = form.formData.getAll("images").flatMap((v) => chosenFile(v) ?? []);
  const uploads: CheckedUpload[] = [];
  for (const file of files) {
    const checked = await checkUpload(file, IMAGE_TYPES);
    if (!checked.ok) {
      errors.images ??= `${file.name ? `${file.name}: ` : ""}${checked.message}`;
    } else uploads.push(checked.upload);
  }
  const current = target.existing?.images ?? [];
  const removed = new Set(result.ok ? result.data.removeImage : []);
  const kept = current.filter((url) => !removed.has(url));
  if (kept.length + uploads.length > MAX_PRODUCT_IMAGES) errors.images ??= TOO_MANY_IMAGES;
  if (!result.ok || Object.keys(errors).length > 0) {
    return data<FormFailure>({ ok: false, errors, values }, { status: 400 });
  }

  const { removeImage: _removeImage, ...fields } = result.data;
  await db.transaction(async (tx) => {
    const added: string[] = [];
    for (const upload of uploads) {
      const saved = await saveUpload(tx, {
        ...upload,
        companyId: target.companyId,
        uploadedBy: target.uploadedBy,
      });
      added.push(saved.url);
    }
    const product = {
      ...fields,
      description: fields.description ?? "",
      treatmentType: fields.treatmentType ?? "",
      sampleType: fields.sampleType ?? "",
      quantity: fields.quantity ?? "",
      images: [...kept, ...added],
    };
    const audit = { actorId: target.uploadedBy, companyId: target.companyId, after: product };
    if (target.existing) {
      const before = await findCompanyProduct(tx, target.companyId, target.existing.id);
      await updateProduct(tx, target.companyId, target.existing.id, product);
      await deleteUploads(
        tx,
        target.companyId,
        current.filter((url) => removed.has(url)),
      );
      await recordProductSave(tx, { ...audit, productId: target.existing.id, before });
    } else {
      const productId = await addProduct(tx, target.companyId, product);
      await recordProductSave(tx, { ...audit, productId, before: null });
    }
  });
  return redirect(
    target.savedPath ?? `/supplier/${encodeURIComponent(target.companyId)}/listing?saved=product`,
  );
}
